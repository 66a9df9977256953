import { beforeAll, describe, expect, it } from 'vitest';
import { DayOffType, GroupAgeKinds, StudentAttendanceStatus as S } from '../../shared/src/enums';
import { api, type Principal } from '../support/api';
import { type GivenKindergarten, given } from '../support/given';

/**
 * Issue #24, point 3: only a `DayOff` (0) closes a day; a quarantine (1), a flu break (2) and a vacation (3)
 * leave it open. The grid tells each day's type so it can shade it and offer ПК / ГВ / П first. A world of
 * its own: two groups with a teacher each; November 2026 (the kits' clock is 21.11.2026).
 */
let kg: GivenKindergarten;
let groupA = '';
let groupB = '';
let teacherA: Principal;
let childA = '';

const dayOff = (type: DayOffType, name: string, fromDate: string, toDate: string, groupIds: string[] = []) =>
  api(kg.director, 'kindergartens.saveDayOff', {
    body: { kindergartenId: kg.id, periodId: kg.schoolYear.id, type, name, fromDate, toDate, groupIds },
  });

const read = (user: Principal, groupId: string) =>
  api(user, 'attendance.groupAttendance', {
    path: { groupId, month: 11, year: 2026 },
    query: { kindergartenId: kg.id },
  });

const mark = (user: Principal, forDate: string, type: S) =>
  api(user, 'attendance.markAttendance', {
    body: { kindergartenId: kg.id, groupId: groupA, cells: [{ studentId: childA, forDate, type }] },
  });

beforeAll(async () => {
  kg = await given
    .kindergarten({ name: 'ДГ „Калинка“' })
    .group({ ageKind: GroupAgeKinds.PGGroups, name: 'ПГ „Пчелица“' })
    .teacher({ ofLastGroup: true })
    .child()
    .group({ ageKind: GroupAgeKinds.PGGroups, name: 'ПГ „Щурче“' })
    .teacher({ ofLastGroup: true })
    .child();
  [groupA, groupB] = [kg.groups[0]!.id, kg.groups[1]!.id];
  teacherA = kg.teachers[0]!;
  childA = kg.children[0]!.id;
  const saved = await Promise.all([
    dayOff(DayOffType.Quarantine, 'Карантина – варицела', '2026-11-02', '2026-11-06', [groupA]),
    dayOff(DayOffType.FluVacation, 'Грипна ваканция', '2026-11-09', '2026-11-09'),
    dayOff(DayOffType.Vacation, 'Есенна ваканция', '2026-11-10', '2026-11-10'),
    dayOff(DayOffType.DayOff, 'Авария с водопровода', '2026-11-11', '2026-11-11'),
  ]);
  expect(saved.map((s) => s.status)).toEqual([200, 200, 200, 200]);
});

describe('day-off types in the grid', () => {
  it('keeps quarantine, flu break and vacation days open and tells their type; a DayOff closes', async () => {
    const grid = (await read(teacherA, groupA)).body;
    const day = (date: string) => grid.days.find((d) => d.date === date)!;
    expect(day('2026-11-03')).toMatchObject({
      isDayOff: false,
      dayOffType: DayOffType.Quarantine,
      reasons: ['Карантина – варицела'],
    });
    expect(day('2026-11-09')).toMatchObject({ isDayOff: false, dayOffType: DayOffType.FluVacation });
    expect(day('2026-11-10')).toMatchObject({ isDayOff: false, dayOffType: DayOffType.Vacation });
    expect(day('2026-11-11')).toMatchObject({ isDayOff: true, dayOffType: null });
    expect(day('2026-11-12')).toMatchObject({ isDayOff: false, dayOffType: null });
    // November 2026 has 21 working days; only the DayOff takes one.
    expect(grid.workingDays).toBe(20);
    // The quarantine is the first group's only: the second group's day is ordinary.
    const other = (await read(kg.director, groupB)).body;
    expect(other.days.find((d) => d.date === '2026-11-03')).toMatchObject({
      isDayOff: false,
      dayOffType: null,
    });
  });

  it('takes ПК on a quarantine day, ГВ on a flu break, П on a vacation day, and refuses a DayOff', async () => {
    expect((await mark(teacherA, '2026-11-03', S.Quarantine)).status).toBe(200);
    expect((await mark(teacherA, '2026-11-09', S.FluBreak)).status).toBe(200);
    expect((await mark(teacherA, '2026-11-10', S.Attendance)).status).toBe(200);
    const closed = await mark(teacherA, '2026-11-11', S.Attendance);
    expect(closed.status).toBe(400);
    expect(closed.error?.errors?.[0]?.field).toBe('cells[0].forDate');
    expect(closed.error?.errorMessage).toContain('Авария с водопровода');
    const cells = (await read(kg.director, groupA)).body.students.find(
      (s) => s.studentId === childA,
    )!.attendances;
    const type = (date: string) => cells.find((c) => c.forDate === date)?.type;
    expect([type('2026-11-03'), type('2026-11-09'), type('2026-11-10'), type('2026-11-11')]).toEqual([
      S.Quarantine,
      S.FluBreak,
      S.Attendance,
      null,
    ]);
  });

  it('closes staff attendance entry only on the DayOff', async () => {
    const staff = await api(kg.director, 'staff.staffAttendanceMonth', {
      path: { month: 11, year: 2026 },
      query: { kindergartenId: kg.id },
    });
    expect(staff.status).toBe(200);
    const days = staff.body.days;
    expect(days.find((d) => d.date === '2026-11-03')?.isDayOff).toBe(false);
    expect(days.find((d) => d.date === '2026-11-09')?.isDayOff).toBe(false);
    expect(days.find((d) => d.date === '2026-11-11')?.isDayOff).toBe(true);
  });
});
