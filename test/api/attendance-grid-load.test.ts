import { beforeAll, describe, expect, it } from 'vitest';
import { makeEgn } from '../../shared/src/egn';
import { DayOffType, Role } from '../../shared/src/enums';
import { api, type Principal } from '../support/api';
import { type GivenKindergarten, given } from '../support/given';

/**
 * The attendance grid's load (issue #14: at most 2 DynamoDB requests): the group item carries its roster
 * and the calendar keeps month items, both written in the same transactions as the facts. So a day off or a
 * national day saved or removed greys or frees the grid's days at once, and a child enrolled, moved or
 * discharged appears in or leaves the grid's rows at once. A world of its own: two groups, a teacher of the
 * first, a child in each, and the Master.
 */
let kg: GivenKindergarten;
let master: Principal;
let teacher: Principal;
let groupA = '';
let groupB = '';
/** A Friday no other suite makes a bridge day (3 March 2027, a holiday, is a Wednesday). */
const bridgeDate = '2027-03-05';

beforeAll(async () => {
  [kg, master] = await Promise.all([
    given
      .kindergarten({ name: 'ДГ „Кокиче“' })
      .group({ name: 'I група „Мечо“' })
      .teacher({ ofLastGroup: true })
      .child()
      .group({ name: 'II група „Зайо“' })
      .child(),
    given.nationalUser(Role.Master),
  ]);
  [groupA, groupB] = [kg.groups[0]!.id, kg.groups[1]!.id];
  teacher = kg.teachers[0]!;
});

const requests = (reply: { headers: Headers }) =>
  Number(/requests=(\d+)/.exec(reply.headers.get('x-gradina-db') ?? '')?.[1]);

const read = (user: Principal, groupId: string, month: number, year: number) =>
  api(user, 'attendance.groupAttendance', {
    path: { groupId, month, year },
    query: { kindergartenId: kg.id },
  });

const dayOff = async (groupId: string, date: string) =>
  (await read(kg.director, groupId, Number(date.slice(5, 7)), Number(date.slice(0, 4)))).body.days.find(
    (d) => d.date === date,
  )?.isDayOff;

const rowsOf = async (groupId: string) =>
  (await read(kg.director, groupId, 11, 2026)).body.students.map((s) => s.studentId);

let sequence = 0;
const childBody = (over: Record<string, unknown> = {}) => ({
  kindergartenId: kg.id,
  firstName: 'Ралица',
  middleName: 'Иванова',
  lastName: 'Димова',
  identifierType: 0,
  identifier: makeEgn({ year: 2022, month: 5, day: 12 }, 301 + 2 * sequence++, 2),
  address: { cityId: '56784', cityName: 'гр. Пловдив', street: 'ул. „Гладстон“ 3' },
  allergies: [],
  diet: 1,
  groupId: groupA,
  enrolledOn: '2026-09-15',
  ...over,
});

const save = (body: Record<string, unknown>) =>
  api(kg.director, 'children.saveChild', { body: body as never });

const enrol = async (body = childBody()) => {
  const reply = await save(body);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return String(reply.body.entityId);
};

describe('the cost of loading a group month', () => {
  // The grid itself is 2 (the group with its roster and calendar, the child-months); issue #24's reply
  // fields add 3 bounded reads: the school year's requests and medical notices (one Query each) and the
  // rows' family-reason counters with the national rules (one BatchGet). See docs/areas/attendance-grid.md.
  it('is 5 DynamoDB requests for a teacher and the director', async () => {
    for (const user of [teacher, kg.director]) {
      const reply = await read(user, groupA, 11, 2026);
      expect(reply.status).toBe(200);
      expect(requests(reply)).toBe(5);
    }
  });
});

describe('the calendar of the grid', () => {
  it('greys a kindergarten day off of the group at once, moves it on an edit and frees it on a delete', async () => {
    expect(await dayOff(groupA, '2026-12-02')).toBe(false);
    const body = {
      kindergartenId: kg.id,
      periodId: kg.schoolYear.id,
      // Only a DayOff closes a day (issue #24); a quarantine stays open (attendance-day-off-types.test.ts).
      type: DayOffType.DayOff,
      name: 'Ремонт на групата',
      fromDate: '2026-12-01',
      toDate: '2027-01-05',
      groupIds: [groupA],
    };
    const saved = await api(kg.director, 'kindergartens.saveDayOff', { body });
    expect(saved.status).toBe(200);
    const id = String(saved.body.entityId);
    expect(await dayOff(groupA, '2026-12-02')).toBe(true);
    expect(await dayOff(groupA, '2027-01-05')).toBe(true);
    // The other group works: the day off names only the first.
    expect(await dayOff(groupB, '2026-12-02')).toBe(false);
    const edited = await api(kg.director, 'kindergartens.saveDayOff', {
      body: { ...body, id, version: 1, toDate: '2026-12-03' },
    });
    expect(edited.status).toBe(200);
    expect(await dayOff(groupA, '2027-01-05')).toBe(false);
    expect(await dayOff(groupA, '2026-12-03')).toBe(true);
    const stale = await api(kg.director, 'kindergartens.saveDayOff', {
      body: { ...body, id, version: 1 },
    });
    expect(stale.status).toBe(409);
    expect((await api(kg.director, 'kindergartens.deleteDayOff', { path: { id } })).status).toBe(200);
    expect(await dayOff(groupA, '2026-12-02')).toBe(false);
  });

  it('greys a national bridge day at once and frees it when the Master removes it', async () => {
    expect(await dayOff(groupA, bridgeDate)).toBe(false);
    const added = await api(master, 'kindergartens.saveNationalDay', {
      body: { date: bridgeDate, isWorkingDay: false, name: 'Мост след Освобождението' },
    });
    expect(added.status).toBe(200);
    const month = await read(teacher, groupA, 3, 2027);
    expect(month.body.days.find((d) => d.date === bridgeDate)).toMatchObject({
      isDayOff: true,
      reasons: ['Мост след Освобождението'],
    });
    const guid = String(added.body.entityId);
    expect((await api(master, 'kindergartens.deleteNationalDay', { path: { guid } })).status).toBe(200);
    expect(await dayOff(groupA, bridgeDate)).toBe(false);
  });
});

describe('the roster of the grid', () => {
  it('shows a child enrolled at once, with its name as edited', async () => {
    const body = childBody();
    const id = await enrol(body);
    expect(await rowsOf(groupA)).toContain(id);
    const edit = await save({ ...body, id, version: 1, firstName: 'Рая' });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    const grid = await read(kg.director, groupA, 11, 2026);
    expect(grid.body.students.find((s) => s.studentId === id)?.studentName).toBe('Рая Димова');
  });

  it('moves a child’s row to its new group and drops a discharged child', async () => {
    const moved = await enrol();
    const move = await api(kg.director, 'children.moveChild', {
      path: { id: moved },
      body: { groupId: groupB, fromDate: '2026-10-01', version: 1 },
    });
    expect(move.status).toBe(200);
    expect(await rowsOf(groupA)).not.toContain(moved);
    expect(await rowsOf(groupB)).toContain(moved);
    const left = await enrol();
    const discharge = await api(kg.director, 'children.dischargeChild', {
      path: { id: left },
      body: { status: 2, leftOn: '2026-10-01', version: 1 },
    });
    expect(discharge.status).toBe(200);
    expect(await rowsOf(groupA)).not.toContain(left);
  });
});
