import { beforeAll, describe, expect, it } from 'vitest';
import { ageInMonths, lmsAt } from '../../shared/src/growth/growth';
import { api, type Principal } from '../support/api';
import { type GivenKindergarten, given } from '../support/given';

/**
 * Measurements on a world of their own: a kindergarten with two groups, each with its teacher, children in
 * both (the first child with a parent), and a second kindergarten. Everything is checked through the API,
 * on the kits' fixed day (21.11.2026).
 */
let kg: GivenKindergarten;
let other: GivenKindergarten;
let teacherA: Principal;
let teacherB: Principal;

beforeAll(async () => {
  [kg, other] = await Promise.all([
    given
      .kindergarten({ name: 'ДГ „Растеж“' })
      .group()
      .teacher({ ofLastGroup: true })
      .child()
      .parent()
      .child()
      .group()
      .teacher({ ofLastGroup: true })
      .child(),
    given.kindergarten({ name: 'ДГ „Другата“' }).group().child(),
  ]);
  [teacherA, teacherB] = kg.teachers as [Principal, Principal];
});

const [a1, a2, b1] = [0, 1, 2];

/** The WHO median of the child's age and sex on `date`: always plausible. */
function plausible(childIndex: number, date: string) {
  const child = kg.children[childIndex]!;
  const months = ageInMonths(child.birthDate, date);
  const median = (indicator: 'height' | 'weight') =>
    Math.round((lmsAt(indicator, child.gender, months)?.M ?? 10) * 10) / 10;
  return {
    kindergartenId: kg.id,
    studentId: child.id,
    date,
    height: median('height'),
    weight: median('weight'),
  };
}

const measure = (user: Principal, childIndex: number, date: string, change: Record<string, unknown> = {}) =>
  api(user, 'children.saveAnthropometric', { body: { ...plausible(childIndex, date), ...change } });

describe('measurements', () => {
  it('saves a measurement and lists the child’s with age, WHO percentiles and the child for the chart', async () => {
    const saved = await measure(kg.director, a1, '2026-10-01');
    expect(saved.status).toBe(200);
    expect(saved.body.entityId).toBe(`${kg.children[a1]!.id}_2026-10-01`);
    expect((await measure(kg.director, a1, '2026-03-01')).status).toBe(200);
    const list = await api(kg.director, 'children.anthropometrics', {
      query: { kindergartenId: kg.id, studentId: kg.children[a1]!.id },
    });
    expect(list.status).toBe(200);
    expect(list.body.result.map((m) => m.date)).toEqual(['2026-03-01', '2026-10-01']);
    const [first] = list.body.result;
    expect(first!.heightPercentile).toBeGreaterThan(45);
    expect(first!.heightPercentile).toBeLessThan(55);
    expect(first!.ageMonths).toBeCloseTo(ageInMonths(kg.children[a1]!.birthDate, '2026-03-01'), 1);
    expect(list.body.student).toMatchObject({
      id: kg.children[a1]!.id,
      birthDate: kg.children[a1]!.birthDate,
      gender: kg.children[a1]!.gender,
    });
  });

  it('refuses values out of range or implausible for the age, and dates in the future or before birth', async () => {
    const tall = await measure(kg.director, a2, '2026-11-01', { height: 250 });
    expect(tall.status).toBe(400);
    expect(tall.error?.errors?.[0]?.field).toBe('height');
    expect(tall.error?.errorMessage).toContain('Ръст (см)');
    const light = await measure(kg.director, a2, '2026-11-01', { weight: 1 });
    expect(light.error?.errors?.[0]?.field).toBe('weight');
    expect(light.error?.errorMessage).toContain('Тегло (кг)');
    const giant = await measure(kg.director, a2, '2026-11-01', { height: 159 });
    expect(giant.status).toBe(400);
    expect(giant.error?.errors?.[0]?.message).toMatch(/^Полето "Ръст \(см\)": 159 см е неправдоподобно/);
    const future = await measure(kg.director, a2, '2026-11-22');
    expect(future.error?.errors?.[0]?.field).toBe('date');
    const unborn = await measure(kg.director, a2, '2019-01-01', { height: 50, weight: 3 });
    expect(unborn.status).toBe(400);
    expect(unborn.error?.errors?.[0]?.message).toContain('преди раждането');
  });

  it('keeps one measurement a child a day: the second answers 409', async () => {
    expect((await measure(kg.director, a2, '2026-09-15')).status).toBe(200);
    const again = await measure(teacherA, a2, '2026-09-15');
    expect(again.status).toBe(409);
    expect(again.error?.errorMessage).toContain('15.09.2026');
  });

  it('lets a teacher measure and read only the children of their groups', async () => {
    expect((await measure(teacherA, a2, '2026-08-20')).status).toBe(200);
    expect((await measure(teacherA, b1, '2026-08-20')).status).toBe(403);
    const foreign = await api(teacherB, 'children.anthropometrics', {
      query: { kindergartenId: kg.id, studentId: kg.children[a1]!.id },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.error?.errorMessage).toMatch(/[а-я]/);
    const group = await api(teacherB, 'children.anthropometrics', {
      query: { kindergartenId: kg.id, classId: kg.groups[0]!.id },
    });
    expect(group.status).toBe(403);
  });

  it('lists a group’s measurements newest first', async () => {
    const list = await api(teacherA, 'children.anthropometrics', {
      query: { kindergartenId: kg.id, classId: kg.groups[0]!.id },
    });
    expect(list.status).toBe(200);
    const dates = list.body.result.map((m) => m.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(list.body.result.map((m) => m.studentId))).toEqual(
      new Set([kg.children[a1]!.id, kg.children[a2]!.id]),
    );
    expect(list.body.student).toBeNull();
  });

  it('asks for a child or a group', async () => {
    const none = await api(kg.director, 'children.anthropometrics', { query: { kindergartenId: kg.id } });
    expect(none.status).toBe(400);
    expect(none.error?.errors?.[0]?.field).toBe('studentId');
  });

  it('shows parents no measurements, and another kindergarten none of these children', async () => {
    const parent = await api(kg.parent, 'children.anthropometrics', {
      query: { kindergartenId: kg.id, studentId: kg.children[a1]!.id },
    });
    expect(parent.status).toBe(403);
    const foreign = await api(other.director, 'children.anthropometrics', {
      query: { kindergartenId: other.id, studentId: kg.children[a1]!.id },
    });
    expect(foreign.status).toBe(404);
    const measured = await api(other.director, 'children.saveAnthropometric', {
      body: { ...plausible(a1, '2026-07-01'), kindergartenId: other.id },
    });
    expect(measured.status).toBe(404);
  });

  it('deletes a measurement for the managers only; a second delete finds nothing', async () => {
    const id = `${kg.children[a1]!.id}_2026-10-01`;
    expect((await api(teacherA, 'children.deleteAnthropometric', { path: { id } })).status).toBe(403);
    expect((await api(other.director, 'children.deleteAnthropometric', { path: { id } })).status).toBe(404);
    expect((await api(kg.director, 'children.deleteAnthropometric', { path: { id } })).status).toBe(200);
    expect((await api(kg.director, 'children.deleteAnthropometric', { path: { id } })).status).toBe(404);
    expect(
      (await api(kg.director, 'children.deleteAnthropometric', { path: { id: 'nonsense' } })).status,
    ).toBe(404);
  });
});
