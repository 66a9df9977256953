import { beforeAll, describe, expect, it } from 'vitest';
import { aggregateKeys } from '../../functions/src/domain/aggregates/keys';
import { GroupAgeKinds, StudentAttendanceStatus as S } from '../../shared/src/enums';
import { api, download, type Principal } from '../support/api';
import { delivered, streamed } from '../support/deliveries';
import { officeText } from '../support/documents';
import { type GivenKindergarten, given } from '../support/given';
import { storedItem } from '../support/stored';

/**
 * The attendance month grid on a world of its own: a kindergarten with two preparatory groups (children of
 * compulsory age), a teacher of each, parents, and a second kindergarten. The clock is the kits' 21.11.2026
 * (a Saturday); November's working days are the 2nd to the 20th on weekdays.
 */
let kg: GivenKindergarten;
let other: GivenKindergarten;
let groupA = '';
let groupB = '';
let teacherA: Principal;
let teacherB: Principal;
let a1 = '';
let a2 = '';
let a3 = '';
let b1 = '';

beforeAll(async () => {
  [kg, other] = await Promise.all([
    given
      .kindergarten({ name: 'ДГ „Детелина“' })
      .group({ ageKind: GroupAgeKinds.PGGroups, name: 'ПГ А' })
      .teacher({ ofLastGroup: true })
      .child()
      .parent()
      .child()
      .child()
      .group({ ageKind: GroupAgeKinds.PGGroups, name: 'ПГ Б' })
      .teacher({ ofLastGroup: true })
      .child()
      .parent(),
    given.kindergarten({ name: 'ДГ „Звънче“' }).group().child(),
  ]);
  [groupA, groupB] = [kg.groups[0]!.id, kg.groups[1]!.id];
  [teacherA, teacherB] = [kg.teachers[0]!, kg.teachers[1]!];
  [a1, a2, a3, b1] = kg.children.map((c) => c.id) as [string, string, string, string];
});

const read = (user: Principal, groupId: string, month = 11, year = 2026, studentIds?: string) =>
  api(user, 'attendance.groupAttendance', {
    path: { groupId, month, year },
    query: {
      kindergartenId: user === other.director ? other.id : kg.id,
      ...(studentIds ? { studentIds } : {}),
    },
  });

type Cell = { studentId: string; forDate: string; type: number | null };
const mark = (user: Principal, cells: Cell[], groupId = groupA, lock?: object) =>
  api(user, 'attendance.markAttendance', {
    body: { kindergartenId: kg.id, groupId, cells, ...(lock ? { lock } : {}) } as never,
  });

const cellOf = async (studentId: string, date: string, groupId = groupA) => {
  const grid = await read(kg.director, groupId, Number(date.slice(5, 7)), Number(date.slice(0, 4)));
  return grid.body.students
    .find((s) => s.studentId === studentId)
    ?.attendances.find((a) => a.forDate === date)?.type;
};

describe('reading a group’s month', () => {
  it('gives teachers their own groups only, the director all, and greys weekends', async () => {
    const grid = await read(teacherA, groupA);
    expect(grid.status).toBe(200);
    expect(grid.body.students.map((s) => s.studentId).sort()).toEqual([a1, a2, a3].sort());
    expect(grid.body.workingDays).toBe(21);
    expect(grid.body.days.find((d) => d.date === '2026-11-07')?.isDayOff).toBe(true);
    expect(grid.body.canMark).toBe(true);
    expect(grid.body.canLock).toBe(false);
    expect((await read(teacherA, groupB)).status).toBe(403);
    expect((await read(kg.director, groupB)).body.canLock).toBe(true);
  });

  it('shows a parent only their own child’s row, with the same reply, and no other child', async () => {
    const own = await read(kg.parents[0]!, groupA);
    expect(own.status).toBe(200);
    expect(own.body.students.map((s) => s.studentId)).toEqual([a1]);
    expect(own.body.canMark).toBe(false);
    expect((await read(kg.parents[0]!, groupA, 11, 2026, a2)).body.students).toEqual([]);
    expect((await read(kg.parents[0]!, groupB)).body.students).toEqual([]);
  });

  it('finds no group of another kindergarten', async () => {
    expect((await read(other.director, groupA)).status).toBe(404);
  });
});

describe('marking cells', () => {
  it('marks one cell with one write and shows its status', async () => {
    const reply = await mark(teacherA, [{ studentId: a1, forDate: '2026-11-02', type: S.Attendance }]);
    expect(reply.status).toBe(200);
    // One UpdateItem of the child's month: one write capacity unit, whatever the reads around it.
    expect(Number(/wcu=([\d.]+)/.exec(reply.headers.get('x-gradina-db') ?? '')?.[1])).toBe(1);
    expect(await cellOf(a1, '2026-11-02')).toBe(S.Attendance);
  });

  it('marks a whole day and clears a cell', async () => {
    const day = [a1, a2, a3].map((studentId) => ({ studentId, forDate: '2026-11-04', type: S.Attendance }));
    expect((await mark(kg.director, day)).status).toBe(200);
    expect((await mark(teacherA, [{ studentId: a2, forDate: '2026-11-04', type: null }])).status).toBe(200);
    expect(await cellOf(a2, '2026-11-04')).toBeNull();
    expect(await cellOf(a3, '2026-11-04')).toBe(S.Attendance);
  });

  it('refuses a day after today (the kits’ 21.11.2026) naming the field, and tells the grid which days wait', async () => {
    const reply = await mark(teacherA, [{ studentId: a1, forDate: '2026-11-23', type: S.Attendance }]);
    expect(reply.status).toBe(400);
    expect(reply.error?.errors?.[0]?.field).toBe('cells[0].forDate');
    expect(reply.error?.errors?.[0]?.message).toBe(
      'Полето "Дата": 23.11.2026 още не е дошъл; присъствията се отбелязват до днес.',
    );
    expect(await cellOf(a1, '2026-11-23')).toBeNull();
    const days = (await read(teacherA, groupA)).body.days;
    expect(days.find((d) => d.date === '2026-11-20')?.isFuture).toBe(false);
    expect(days.find((d) => d.date === '2026-11-23')?.isFuture).toBe(true);
  });

  it('refuses another group’s teacher and a parent', async () => {
    expect((await mark(teacherB, [{ studentId: a1, forDate: '2026-11-05', type: 2 }])).status).toBe(403);
    expect((await mark(kg.parents[0]!, [{ studentId: a1, forDate: '2026-11-05', type: 2 }])).status).toBe(
      403,
    );
    expect(await cellOf(a1, '2026-11-05')).toBeNull();
  });

  it.each([
    ['a weekend', { studentId: '', forDate: '2026-11-07', type: 2 }, 'cells.0.forDate'],
    ['a holiday', { studentId: '', forDate: '2026-12-24', type: 2 }, 'cells.0.forDate'],
    ['a day before enrolment', { studentId: '', forDate: '2026-09-14', type: 2 }, 'cells.0.forDate'],
    ['a status outside 1-15', { studentId: '', forDate: '2026-11-05', type: 16 }, 'cells.0.type'],
    ['status 0', { studentId: '', forDate: '2026-11-05', type: 0 }, 'cells.0.type'],
  ])('refuses %s in Bulgarian naming the field, writing nothing', async (_what, cell, field) => {
    const reply = await mark(teacherA, [{ ...cell, studentId: a3 }]);
    expect(reply.status).toBe(400);
    expect(reply.error?.errors?.[0]?.field.replace(/\[(\d+)\]/g, '.$1')).toBe(field);
    expect(reply.error?.errorMessage).toMatch(/Полето "(Дата|Статус)"/);
    const month = Number(cell.forDate.slice(5, 7));
    if (cell.type >= 1 && cell.type <= 15) expect(await cellOf(a3, cell.forDate)).toBeNull();
    else expect(month).toBe(11);
  });

  it('refuses a child of another group and writes none of the cells', async () => {
    const reply = await mark(teacherA, [
      { studentId: a3, forDate: '2026-11-06', type: 2 },
      { studentId: b1, forDate: '2026-11-06', type: 2 },
    ]);
    expect(reply.status).toBe(400);
    expect(reply.error?.errors?.[0]?.field).toMatch(/studentId/);
    expect(reply.error?.errorMessage).toContain('Полето "Дете"');
    expect(await cellOf(a3, '2026-11-06')).toBeNull();
  });

  it('keeps all of 20 parallel marks on one group month', async () => {
    const days = ['09', '10', '11', '12', '13', '16', '17'];
    const cells = [a1, a2, a3]
      .flatMap((studentId) => days.map((d) => ({ studentId, forDate: `2026-11-${d}`, type: S.Attendance })))
      .slice(0, 20);
    const replies = await Promise.all(cells.map((c, i) => mark(i % 2 ? kg.director : teacherA, [c])));
    expect(replies.map((r) => r.status)).toEqual(cells.map(() => 200));
    const grid = await read(kg.director, groupA);
    for (const c of cells)
      expect(
        grid.body.students
          .find((s) => s.studentId === c.studentId)
          ?.attendances.find((a) => a.forDate === c.forDate)?.type,
      ).toBe(S.Attendance);
  });
});

describe('locks', () => {
  it('lets only the director lock a day; then only the director changes it', async () => {
    const lock = { dates: ['2026-11-18'], locked: true };
    expect((await mark(teacherA, [], groupA, lock)).status).toBe(403);
    expect((await mark(kg.director, [], groupA, lock)).status).toBe(200);
    const grid = await read(teacherA, groupA);
    expect(grid.body.days.find((d) => d.date === '2026-11-18')?.isDayLocked).toBe(true);
    const refused = await mark(teacherA, [{ studentId: a1, forDate: '2026-11-18', type: 2 }]);
    expect(refused.status).toBe(400);
    expect(refused.error?.errorMessage).toContain('заключен');
    expect(await cellOf(a1, '2026-11-18')).toBeNull();
    expect((await mark(kg.director, [{ studentId: a1, forDate: '2026-11-18', type: 2 }])).status).toBe(200);
    expect((await mark(kg.director, [], groupA, { dates: ['2026-11-18'], locked: false })).status).toBe(200);
    expect((await mark(teacherA, [{ studentId: a2, forDate: '2026-11-18', type: 2 }])).status).toBe(200);
  });

  it('locks a whole month, and refuses the Locked status from a teacher', async () => {
    expect(
      (await mark(teacherA, [{ studentId: a1, forDate: '2026-11-19', type: S.Locked }])).error?.errors?.[0]
        ?.field,
    ).toMatch(/type/);
    expect((await mark(kg.director, [], groupB, { month: '2026-10', locked: true })).status).toBe(200);
    const refused = await mark(teacherB, [{ studentId: b1, forDate: '2026-10-15', type: 2 }], groupB);
    expect(refused.status).toBe(400);
    const grid = await read(teacherB, groupB, 10);
    expect(grid.body.isMonthLocked).toBe(true);
    expect(grid.body.students[0]?.absencesLocked).toBe(true);
  });
});

describe('aggregates and notices', () => {
  it('counts the cells per group and kindergarten month, and tells the director once of 3 unexcused days', async () => {
    const unexcused = ['2026-11-02', '2026-11-03', '2026-11-05'].map((forDate) => ({
      studentId: b1,
      forDate,
      type: S.Absence,
    }));
    expect((await mark(teacherB, unexcused, groupB)).status).toBe(200);
    await streamed();
    const group = await storedItem(aggregateKeys.item('attendance', kg.id, '2026-11', `GROUP#${groupB}`));
    expect(group?.c_s1).toBe(3);
    expect(group?.c_unexcusedOver2).toBe(1);
    const whole = await storedItem(aggregateKeys.item('attendance', kg.id, '2026-11'));
    expect(whole?.c_unexcusedOver2).toBe(1);
    expect(Number(whole?.c_s2)).toBeGreaterThanOrEqual(20);
    // A fourth unexcused day: still over the limit, no second notice.
    expect(
      (await mark(teacherB, [{ studentId: b1, forDate: '2026-11-06', type: S.Absence }], groupB)).status,
    ).toBe(200);
    await streamed();
    await delivered();
    const inbox = await api(kg.director, 'communication.inbox', { query: { PageSize: 50 } });
    const notices = inbox.body.result.filter((m) => m.title.includes('неизвинени'));
    expect(notices).toHaveLength(1);
  });
});

describe('the printed register', () => {
  it('exports the group’s month as xlsx', async () => {
    const reply = await download(kg.director, 'attendance.exportAttendanceForm', {
      path: { classId: groupA, month: 11, year: 2026 },
      query: { kindergartenId: kg.id },
    });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toContain('spreadsheetml');
    const text = await officeText(reply.bytes, 'xlsx');
    expect(text).toContain('Дневник за присъствие: ПГ А, ноември 2026 г.');
    expect(text).toContain('Общо присъстващи');
    expect(text).toContain('Неизвинени');
    const name = `${kg.children[0]!.firstName} ${kg.children[0]!.lastName}`;
    expect(text).toContain(name);
  });
});
