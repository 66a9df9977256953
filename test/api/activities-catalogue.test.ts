import { beforeAll, describe, expect, it } from 'vitest';
import type { ActivityTypeItem, ProviderItem } from '../../functions/src/domain/activities/items';
import { activityKeys } from '../../functions/src/domain/activities/keys';
import { activityBody, aProvider, aType } from '../support/activities/catalogue';
import { api, type Principal } from '../support/api';
import { type GivenKindergarten, given } from '../support/given';
import { storedItem } from '../support/stored';

/**
 * The activities catalogue on a world of its own: a kindergarten with two groups (two children in the first,
 * one in the second, a parent of the last), a teacher, another kindergarten; a national type and providers
 * written with the kit. Everything is checked through the API; the national counters by their items.
 */
let kg: GivenKindergarten;
let other: GivenKindergarten;
let type: ActivityTypeItem;
let provider: ProviderItem;
let unverified: ProviderItem;

beforeAll(async () => {
  [kg, other, type, provider, unverified] = await Promise.all([
    given.kindergarten({ name: 'ДГ „Дъга“' }).group().child().child().teacher().group().child().parent(),
    given.kindergarten({ name: 'ДГ „Облак“' }).group(),
    aType(),
    aProvider({ defaultDiscountPercent: 5 }),
    aProvider({ verified: false }),
  ]);
});

const body = (o: Record<string, unknown> = {}) =>
  activityBody(kg.id, { typeId: type.id, providerId: provider.id, groupIds: [kg.groups[0]!.id], ...o });

async function create(o: Record<string, unknown> = {}) {
  const reply = await api(kg.director, 'activities.saveActivity', { body: body(o) });
  expect(reply.status, JSON.stringify(reply.error)).toBe(200);
  return String(reply.body.entityId);
}

const students = (
  user: Principal,
  activityId: string,
  action: 'enroll' | 'remove',
  ids: string[],
  date: string,
) =>
  api(user, 'activities.saveActivityStudents', {
    body: { kindergartenId: kg.id, activityId, action, studentIds: ids, date },
  });

const usedBy = async (key: { PK: string; SK: string }) => Number((await storedItem(key))?.usedBy ?? 0);

describe('an activity', () => {
  it('is created with its schedule and price, listed and read; the type and provider count it', async () => {
    const id = await create({ name: 'Английски за малки' });
    const record = await api(kg.teacher, 'activities.activity', { path: { id } });
    expect(record.status).toBe(200);
    expect(record.body).toMatchObject({
      name: 'Английски за малки',
      typeName: type.name,
      providerName: provider.name,
      groupNames: [kg.groups[0]!.name],
      pricing: 'month',
      priceCents: 4000,
      enrolledCount: 0,
      hasFees: false,
      version: 1,
    });
    const list = await api(kg.director, 'activities.activitiesOverview', {
      query: { kindergartenId: kg.id, name: 'английски' },
    });
    expect(list.body.result.map((r) => r.id)).toContain(id);
    expect(await usedBy(activityKeys.activityType(type.id))).toBeGreaterThan(0);
    expect(await usedBy(activityKeys.provider(provider.id))).toBeGreaterThan(0);
    expect(
      (await storedItem(activityKeys.kindergartenWithActivities(kg.id)))?.activitiesCount,
    ).toBeGreaterThan(0);
    const elsewhere = await api(other.director, 'activities.activity', { path: { id } });
    expect(elsewhere.status).toBe(404);
  });

  it('refuses bad input naming the field in Bulgarian', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ priceCents: 0 }, 'priceCents'],
      [{ priceCents: 1_000_001 }, 'priceCents'],
      [{ schedule: [{ weekday: 8, from: '16:00', to: '17:00' }] }, 'schedule.0.weekday'],
      [{ schedule: [{ weekday: 1, from: '17:00', to: '16:00' }] }, 'schedule.0.to'],
      [{ toDate: '2026-09-01' }, 'toDate'],
      [{ groupIds: [other.groups[0]!.id] }, 'groupIds'],
      [{ providerId: unverified.id }, 'providerId'],
      [{ teacherId: other.director.id }, 'teacherId'],
    ];
    for (const [change, field] of cases) {
      const reply = await api(kg.director, 'activities.saveActivity', { body: body(change) });
      expect(reply.status, `${field}: ${JSON.stringify(reply.error)}`).toBe(400);
      expect(reply.error?.errors?.[0]?.field).toBe(field);
      expect(reply.error?.errorMessage).toMatch(/[а-я]/);
    }
  });

  it('keeps its fee model: a fixed part plus attendance, a day rate, the sibling discount (issue #25)', async () => {
    const id = await create({
      pricing: 'mixed',
      priceCents: 2000,
      variableCents: 2800,
      siblingSecondPercent: 50,
      siblingThirdFree: true,
    });
    const read = await api(kg.director, 'activities.activity', { path: { id } });
    expect(read.body).toMatchObject({
      pricing: 'mixed',
      priceCents: 2000,
      variableCents: 2800,
      siblingSecondPercent: 50,
      siblingThirdFree: true,
    });
    const daily = await create({ pricing: 'day', priceCents: 250, variableCents: 900 });
    // the variable part belongs to the mixed model only; no sibling discount unless set
    expect((await api(kg.director, 'activities.activity', { path: { id: daily } })).body).toMatchObject({
      pricing: 'day',
      variableCents: 0,
      siblingSecondPercent: 0,
      siblingThirdFree: false,
    });
    const cases: [Record<string, unknown>, string][] = [
      [{ pricing: 'mixed', variableCents: 0 }, 'variableCents'],
      [{ siblingSecondPercent: 101 }, 'siblingSecondPercent'],
      [{ pricing: 'yearly' }, 'pricing'],
    ];
    for (const [change, field] of cases) {
      const reply = await api(kg.director, 'activities.saveActivity', { body: body(change) as never });
      expect(reply.status, field).toBe(400);
      expect(reply.error?.errors?.[0]?.field).toBe(field);
      expect(reply.error?.errorMessage).toMatch(/[а-я]/);
    }
  });

  it('is edited with the version read (409 for a stale one); teachers and parents cannot write', async () => {
    const id = await create();
    const edit = await api(kg.director, 'activities.saveActivity', {
      body: body({ id, version: 1, pricing: 'session', priceCents: 800, teacherId: kg.teacher.id }),
    });
    expect(edit.status, JSON.stringify(edit.error)).toBe(200);
    const read = await api(kg.director, 'activities.activity', { path: { id } });
    expect(read.body).toMatchObject({
      pricing: 'session',
      priceCents: 800,
      teacherId: kg.teacher.id,
      version: 2,
    });
    const stale = await api(kg.director, 'activities.saveActivity', { body: body({ id, version: 1 }) });
    expect(stale.status).toBe(409);
    expect(stale.error?.errors?.[0]?.field).toBe('version');
    expect((await api(kg.teacher, 'activities.saveActivity', { body: body() })).status).toBe(403);
    expect((await api(kg.parent, 'activities.deleteActivity', { path: { id } })).status).toBe(403);
  });
});

describe('children on an activity', () => {
  it('are put on from a date and taken off with a last day, moving the enrolled count', async () => {
    const id = await create({ name: 'Народни танци' });
    const [a, b] = [kg.children[0]!.id, kg.children[1]!.id];
    expect((await students(kg.director, id, 'enroll', [a, b], '2026-11-23')).status).toBe(200);
    expect((await api(kg.director, 'activities.activity', { path: { id } })).body.enrolledCount).toBe(2);
    const again = await students(kg.director, id, 'enroll', [a], '2026-11-24');
    expect(again.status).toBe(409);
    const group = await api(kg.teacher, 'activities.activityGroupChildren', {
      path: { groupId: kg.groups[0]!.id },
      query: { kindergartenId: kg.id },
    });
    expect(group.body.find((c) => c.childId === a)?.activities).toEqual([
      { activityId: id, activityName: 'Народни танци', from: '2026-11-23' },
    ]);
    expect((await students(kg.director, id, 'remove', [a], '2026-11-22')).error?.errors?.[0]?.field).toBe(
      'date',
    );
    expect((await students(kg.director, id, 'remove', [a], '2026-11-30')).status).toBe(200);
    expect((await api(kg.director, 'activities.activity', { path: { id } })).body.enrolledCount).toBe(1);
    const enrolment = await storedItem(activityKeys.enrollment(kg.id, id, a));
    expect(enrolment?.periods).toEqual([{ from: '2026-11-23', to: '2026-11-30' }]);
  });

  it('refuses a child outside the activity’s groups, a date outside the season, and a teacher', async () => {
    const id = await create();
    const outside = await students(kg.director, id, 'enroll', [kg.children[2]!.id], '2026-11-23');
    expect(outside.error?.errors?.[0]?.field).toBe('studentIds');
    const late = await students(kg.director, id, 'enroll', [kg.children[0]!.id], '2027-07-01');
    expect(late.error?.errors?.[0]?.field).toBe('date');
    expect((await students(kg.teacher, id, 'enroll', [kg.children[0]!.id], '2026-11-23')).status).toBe(403);
  });

  it('block the delete while enrolled; history alone does not', async () => {
    const id = await create();
    const child = kg.children[0]!.id;
    await students(kg.director, id, 'enroll', [child], '2026-11-23');
    const refused = await api(kg.director, 'activities.deleteActivity', { path: { id } });
    expect(refused.status).toBe(409);
    expect(refused.error?.errorMessage).toMatch(/записани деца/);
    await students(kg.director, id, 'remove', [child], '2026-11-25');
    const before = await usedBy(activityKeys.provider(provider.id));
    expect((await api(kg.director, 'activities.deleteActivity', { path: { id } })).status).toBe(200);
    expect(await usedBy(activityKeys.provider(provider.id))).toBe(before - 1);
    expect((await api(kg.director, 'activities.activity', { path: { id } })).status).toBe(404);
  });
});

describe('what parents may ask for', () => {
  it('lists the open activities of the child’s group, not another family’s child', async () => {
    const child = kg.children[2]!;
    const open = await create({ name: 'Шах', groupIds: [kg.groups[1]!.id], delistmentEnabled: true });
    await create({ name: 'Затворено', groupIds: [kg.groups[1]!.id], enrollmentOpen: false });
    const offered = await api(kg.parent, 'activities.enrollableActivities', {
      query: { kindergartenId: kg.id, studentId: child.id },
    });
    expect(offered.body.map((a) => a.name)).toEqual(['Шах']);
    const foreign = await api(kg.parent, 'activities.enrollableActivities', {
      query: { kindergartenId: kg.id, studentId: kg.children[0]!.id },
    });
    expect(foreign.status).toBe(404);
    await students(kg.director, open, 'enroll', [child.id], '2026-11-23');
    const leave = await api(kg.parent, 'activities.delistableActivities', {
      query: { kindergartenId: kg.id, studentId: child.id },
    });
    expect(leave.body).toEqual([
      { id: open, name: 'Шах', delistmentNoticeDays: 14, enrolledFrom: '2026-11-23' },
    ]);
    const after = await api(kg.parent, 'activities.enrollableActivities', {
      query: { kindergartenId: kg.id, studentId: child.id },
    });
    expect(after.body).toEqual([]);
  });
});

describe('discounts', () => {
  it('start from the provider’s default and are saved with the version', async () => {
    await create();
    const first = await api(kg.director, 'activities.activityDiscounts', {
      query: { kindergartenId: kg.id },
    });
    expect(first.body.providers).toContainEqual({
      providerId: provider.id,
      providerName: provider.name,
      percent: 5,
    });
    expect(first.body.version).toBe(0);
    const save = await api(kg.director, 'activities.saveActivityDiscounts', {
      body: {
        kindergartenId: kg.id,
        providers: [{ providerId: provider.id, percent: 10 }],
        children: [{ childId: kg.children[0]!.id, percent: 50 }],
        version: 0,
      },
    });
    expect(save.status, JSON.stringify(save.error)).toBe(200);
    const read = await api(kg.director, 'activities.activityDiscounts', { query: { kindergartenId: kg.id } });
    expect(read.body.providers.find((p) => p.providerId === provider.id)?.percent).toBe(10);
    expect(read.body.children).toEqual([
      { childId: kg.children[0]!.id, childName: expect.any(String), percent: 50 },
    ]);
    expect(read.body.version).toBe(1);
    const stale = await api(kg.director, 'activities.saveActivityDiscounts', {
      body: { kindergartenId: kg.id, providers: [], children: [], version: 0 },
    });
    expect(stale.status).toBe(409);
    const unknown = await api(kg.director, 'activities.saveActivityDiscounts', {
      body: {
        kindergartenId: kg.id,
        providers: [{ providerId: unverified.id, percent: 1 }],
        children: [],
        version: 1,
      },
    });
    expect(unknown.error?.errors?.[0]?.field).toBe('providers');
    expect(
      (
        await api(kg.teacher, 'activities.saveActivityDiscounts', {
          body: { kindergartenId: kg.id, providers: [], children: [], version: 1 },
        })
      ).status,
    ).toBe(403);
  });
});
