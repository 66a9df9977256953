import { beforeAll, describe, expect, it } from 'vitest';
import { ClassSubjectType, GroupAgeKinds, Role } from '../../shared/src/enums';
import { api, type Principal } from '../support/api';
import { type GivenKindergarten, given } from '../support/given';

/**
 * Groups and subjects on a world of their own: a kindergarten with last year and this year, a group with a
 * child, a teacher and a parent; a second kindergarten with its own teacher and group. Everything is checked
 * through the API.
 */
let kg: GivenKindergarten;
let other: GivenKindergarten;
let mon: Principal;
let lastYear = '';
let thisYear = '';

beforeAll(async () => {
  [kg, other, mon] = await Promise.all([
    given
      .kindergarten({ name: 'ДГ „Дъга“' })
      .schoolYear({ yearFrom: 2025, active: false })
      .group({ yearFrom: 2025, name: 'Слънчице' })
      .group({ yearFrom: 2025, name: 'Звездичка' })
      .group({ name: 'Пчелица' })
      .child()
      .parent()
      .teacher(),
    given.kindergarten({ name: 'ДГ „Облак“' }).group().teacher(),
    given.nationalUser(Role.MON),
  ]);
  thisYear = kg.schoolYears[0]!.id;
  lastYear = kg.schoolYears[1]!.id;
});

const groupBody = (o: Record<string, unknown> = {}) => ({
  kindergartenId: kg.id,
  periodId: thisYear,
  name: 'Калинка',
  ageKind: GroupAgeKinds.FirstGroup as GroupAgeKinds,
  teacherIds: [kg.teacher.id],
  capacity: 22,
  neispuoCode: 'G-101',
  ...o,
});

const save = (user: Principal, o: Record<string, unknown> = {}) =>
  api(user, 'kindergartens.saveGroup', { body: groupBody(o) as never });

describe('groups', () => {
  it('creates a group with its teachers and lists it with children count and capacity in two requests', async () => {
    const created = await save(kg.director);
    expect(created.status).toBe(200);
    const id = String(created.body.entityId);
    const list = await api(kg.teacher, 'kindergartens.groupOverview', { query: { periodId: thisYear } });
    expect(list.status).toBe(200);
    expect(list.headers.get('x-gradina-db')).toMatch(/requests=2\b/);
    const row = list.body.result.find((g) => g.id === id);
    expect(row).toMatchObject({
      name: 'Калинка',
      ageKind: GroupAgeKinds.FirstGroup,
      capacity: 22,
      childrenCount: 0,
      neispuoCode: 'G-101',
      teacherIds: [kg.teacher.id],
      closed: false,
      version: 1,
    });
    expect(row?.teachers[0]?.name).toBeTruthy();
    const withChild = list.body.result.find((g) => g.id === kg.groups[2]!.id);
    expect(withChild?.childrenCount).toBe(1);
    // The group's teacher list is what the group object rule reads: the teacher now teaches it.
    const one = await api(kg.director, 'kindergartens.group', { path: { id } });
    expect(one.body.teachers.map((t) => t.id)).toEqual([kg.teacher.id]);
  });

  it('makes the group’s teachers those who may post to its board, and no one else', async () => {
    const own = String((await save(kg.director, { name: 'Божур' })).body.entityId);
    const notOwn = String((await save(kg.director, { name: 'Лале', teacherIds: [] })).body.entityId);
    const post = (groupId: string) =>
      api(kg.teacher, 'communication.saveBoardMessage', {
        body: { title: 'Утре рисуваме', content: '<p>Утре рисуваме</p>', groupIds: [groupId] },
      });
    expect((await post(own)).status).toBe(200);
    expect((await post(notOwn)).status).toBe(403);
    // Taken off the group, the teacher may no longer post there.
    await save(kg.director, { id: own, version: 1, name: 'Божур', teacherIds: [] });
    expect((await post(own)).status).toBe(403);
  });

  it('refuses bad input with a Bulgarian message naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'name'],
      [{ ageKind: 3 }, 'ageKind'],
      [{ capacity: 0 }, 'capacity'],
      [{ capacity: 1000 }, 'capacity'],
      [{ periodId: 'no-such-year' }, 'periodId'],
      [{ name: 'Пчелица' }, 'name'],
      [{ teacherIds: [kg.director.id, kg.director.id] }, 'teacherIds'],
      [{ closedOn: '2030-01-01' }, 'closedOn'],
      [{ closedOn: '2026-02-30' }, 'closedOn'],
    ];
    for (const [input, field] of cases) {
      const refused = await save(kg.director, { name: 'Мече', ...input });
      expect(refused.status, JSON.stringify(input)).toBe(400);
      expect(refused.error?.errors?.[0]?.field, JSON.stringify(input)).toBe(field);
      expect(refused.error?.errorMessage).toMatch(/[А-Яа-я]/);
    }
  });

  it('refuses a teacher of another kindergarten and a member who is no staff', async () => {
    for (const teacherIds of [[other.teacher.id], [kg.parent.id]]) {
      const refused = await save(kg.director, { name: 'Зайче', teacherIds });
      expect(refused.status).toBe(400);
      expect(refused.error?.errors?.[0]?.field).toBe('teacherIds');
    }
  });

  it('edits with the version read, 409 for a stale one; a teacher may not edit', async () => {
    const id = String((await save(kg.director, { name: 'Мравка' })).body.entityId);
    expect((await save(kg.director, { id, version: 1, name: 'Мравчица', capacity: 24 })).status).toBe(200);
    const stale = await save(kg.director, { id, version: 1, name: 'По-стара редакция' });
    expect(stale.status).toBe(409);
    expect(stale.error?.errors?.[0]?.field).toBe('version');
    expect((await save(kg.teacher, { id, version: 2, name: 'Учителска' })).status).toBe(403);
    const one = await api(kg.director, 'kindergartens.group', { path: { id } });
    expect(one.body).toMatchObject({ name: 'Мравчица', capacity: 24, version: 2 });
  });

  it('closes a group without children; one with children is refused', async () => {
    const id = String((await save(kg.director, { name: 'Пеперуда' })).body.entityId);
    const closed = await save(kg.director, { id, version: 1, name: 'Пеперуда', closedOn: '2026-11-20' });
    expect(closed.status).toBe(200);
    const one = await api(kg.director, 'kindergartens.group', { path: { id } });
    expect(one.body).toMatchObject({ closed: true, closedOn: '2026-11-20' });
    const open = await api(kg.director, 'kindergartens.groupList', { query: { periodId: thisYear } });
    expect(open.body.map((g) => g.id)).not.toContain(id);
    // Closed from a later day: open until then (the kits' clock says 21.11.2026).
    const later = String((await save(kg.director, { name: 'Светулка' })).body.entityId);
    await save(kg.director, { id: later, version: 1, name: 'Светулка', closedOn: '2026-12-31' });
    expect((await api(kg.director, 'kindergartens.group', { path: { id: later } })).body.closed).toBe(false);
    const afterwards = await api(kg.director, 'kindergartens.group', {
      path: { id: later },
      now: '2027-01-04T10:00:00+02:00',
    });
    expect(afterwards.body.closed).toBe(true);
    const full = kg.groups[2]!;
    const refused = await save(kg.director, {
      id: full.id,
      version: 0,
      name: full.name,
      ageKind: full.ageKind,
      teacherIds: [],
      closedOn: '2026-11-20',
    });
    expect(refused.status).toBe(409);
  });

  it('refuses to delete a group with children (409) and deletes an empty one', async () => {
    const refused = await api(kg.director, 'kindergartens.deleteGroup', { path: { id: kg.groups[2]!.id } });
    expect(refused.status).toBe(409);
    expect(refused.error?.errorMessage).toMatch(/деца/);
    const id = String((await save(kg.director, { name: 'Врабче' })).body.entityId);
    expect((await api(kg.director, 'kindergartens.deleteGroup', { path: { id } })).status).toBe(200);
    expect((await api(kg.director, 'kindergartens.group', { path: { id } })).status).toBe(404);
  });

  it('answers 404 for another kindergarten’s group, on reads, edits and deletes', async () => {
    const foreign = other.groups[0]!.id;
    expect((await api(kg.director, 'kindergartens.group', { path: { id: foreign } })).status).toBe(404);
    expect((await save(kg.director, { id: foreign, version: 0, name: 'Чужда' })).status).toBe(404);
    expect((await api(kg.director, 'kindergartens.deleteGroup', { path: { id: foreign } })).status).toBe(404);
    const list = await api(kg.director, 'kindergartens.groupOverview', { query: {} });
    expect(list.body.result.map((g) => g.id)).not.toContain(foreign);
  });

  it('copies last year’s open groups once, moving the age group up; a second copy adds nothing', async () => {
    const copy = () =>
      api(kg.director, 'kindergartens.copyGroups', { body: { kindergartenId: kg.id, periodId: thisYear } });
    const first = await copy();
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ copiedCount: 2, skippedCount: 0 });
    const second = await copy();
    expect(second.body).toMatchObject({ copiedCount: 0, skippedCount: 2 });
    const list = await api(kg.director, 'kindergartens.groupOverview', { query: { periodId: thisYear } });
    const copied = list.body.result.filter((g) => ['Слънчице', 'Звездичка'].includes(g.name));
    expect(copied).toHaveLength(2);
    expect(copied.every((g) => g.ageKind === GroupAgeKinds.PGGroups && g.childrenCount === 0)).toBe(true);
    const noPrevious = await api(kg.director, 'kindergartens.copyGroups', {
      body: { kindergartenId: kg.id, periodId: lastYear },
    });
    expect(noPrevious.status).toBe(400);
    expect(noPrevious.error?.errors?.[0]?.field).toBe('periodId');
    expect((await api(kg.teacher, 'kindergartens.copyGroups', { body: { periodId: thisYear } })).status).toBe(
      403,
    );
  });

  it('answers the spec’s lists: age groups, grouped, by meal type, by kindergarten', async () => {
    const ages = await api(kg.teacher, 'kindergartens.ageGroups', {});
    expect(ages.body.map((a) => a.id)).toEqual([1, 4, 2, 8]);
    const grouped = await api(kg.director, 'kindergartens.groupsGrouped', { query: { periodId: thisYear } });
    expect(grouped.body.every((g) => g.classes.every((c) => c.classType === g.classType))).toBe(true);
    const meals = await api(kg.director, 'kindergartens.groupsByMealType', { query: { periodId: thisYear } });
    expect(meals.body.map((m) => m.type)).toEqual([2]);
    const byKg = await api(kg.director, 'kindergartens.groupsByKindergarten', { query: {} });
    expect(byKg.body[0]).toMatchObject({ kindergartenId: kg.id, kindergartenName: 'ДГ „Дъга“' });
    expect((await api(kg.parent, 'kindergartens.groupList', { query: {} })).status).toBe(403);
    expect((await api(mon, 'kindergartens.groupList', { query: {} })).status).toBe(403);
  });

  it('gives the dashboard’s figures from the groups', async () => {
    const figures = await api(kg.director, 'communication.kindergartenFigures', { query: {} });
    expect(figures.status).toBe(200);
    const open = await api(kg.director, 'kindergartens.groupOverview', {
      query: { periodId: thisYear, includeClosed: 'false' },
    });
    expect(figures.body.groupsCount).toBe(open.body.rowsCount);
    expect(figures.body.childrenCount).toBe(1);
    const capacity = open.body.result.reduce((n, g) => n + g.capacity, 0);
    expect(figures.body.capacity).toBe(capacity);
    expect(figures.body.capacityUse).toBe(Math.round(100 / capacity));
    expect(figures.body.ageGroups.reduce((n, a) => n + a.groupsCount, 0)).toBe(figures.body.groupsCount);
    expect((await api(kg.parent, 'communication.kindergartenFigures', { query: {} })).status).toBe(403);
  });
});

describe('subjects', () => {
  const update = (user: Principal, subjects: unknown[], version: number) =>
    api(user, 'kindergartens.updateSubjects', {
      body: { kindergartenId: kg.id, subjects, version } as never,
    });

  it('saves the list with its version, 409 for a stale one, refuses a repeated name', async () => {
    const first = await update(
      kg.director,
      [
        { name: 'Математика', type: ClassSubjectType.Mandatory },
        { name: 'Английски език', type: ClassSubjectType.Optional },
      ],
      0,
    );
    expect(first.status).toBe(200);
    const read = await api(kg.director, 'kindergartens.editSubjects', { query: {} });
    expect(read.body.version).toBe(1);
    expect(read.body.subjects.map((s) => s.name)).toEqual(['Математика', 'Английски език']);
    expect((await update(kg.director, [], 0)).status).toBe(409);
    const twice = await update(
      kg.director,
      [
        { name: 'Музика', type: 1 },
        { name: ' музика ', type: 2 },
      ],
      1,
    );
    expect(twice.status).toBe(400);
    expect(twice.error?.errors?.[0]?.field).toBe('subjects.1.name');
    const badType = await update(kg.director, [{ name: 'Музика', type: 9 }], 1);
    expect(badType.status).toBe(400);
    const list = await api(kg.teacher, 'kindergartens.subjects', { query: {} });
    expect(list.body).toHaveLength(2);
    expect((await update(kg.teacher, [], 1)).status).toBe(403);
  });
});

describe('a group’s nurses and assistant teachers (issue #24)', () => {
  const staffRecord = async (firstName: string, occupationId: number) => {
    const reply = await api(kg.director, 'staff.saveStaff', {
      body: {
        kindergartenId: kg.id,
        firstName,
        lastName: 'Колева',
        occupationId,
        workingTime: 1,
        groupIds: [],
        isDirector: false,
      } as never,
    });
    expect(reply.status).toBe(200);
    return String(reply.body.entityId);
  };

  it('offers the nurses and assistants, saves them on the group, and refuses another position', async () => {
    const [nurse, assistant, cook] = await Promise.all([
      staffRecord('Мария', 13),
      staffRecord('Росица', 12),
      staffRecord('Стоянка', 14),
    ]);
    const options = await api(kg.director, 'kindergartens.groupCareStaffOptions', { query: {} });
    expect(options.status).toBe(200);
    const ids = options.body.map((o) => o.id);
    expect(ids).toEqual(expect.arrayContaining([nurse, assistant]));
    expect(ids).not.toContain(cook);
    const created = await save(kg.director, {
      name: 'Яслена „Мечо“',
      ageKind: GroupAgeKinds.Nursery,
      staffIds: [nurse, assistant],
    });
    expect(created.status).toBe(200);
    const group = await api(kg.director, 'kindergartens.group', {
      path: { id: String(created.body.entityId) },
    });
    expect(group.body.staffIds).toEqual([nurse, assistant]);
    expect(group.body.careStaff.map((s) => s.name)).toEqual(['Мария Колева', 'Росица Колева']);
    const refused = await save(kg.director, {
      name: 'Яслена „Зайо“',
      ageKind: GroupAgeKinds.Nursery,
      staffIds: [cook],
    });
    expect(refused.status).toBe(400);
    expect(refused.error?.errors?.[0]?.field).toBe('staffIds');
  });
});
