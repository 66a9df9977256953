import { StudentAttendanceStatus as S } from '@gradina/shared';
import { describe, expect, it } from 'vitest';
import type { WorkingDay } from '../../../domain/calendar';
import type { ChildMonthItem, RosterChild } from './items';
import { buildGroupMonth, type MonthInput } from './month';
import { checkMarks, type MarkContext, markedElsewhere, otherGroupsOf, outsideStay } from './rules';

/**
 * Issue #24, point 2: a child belongs to one group a day. Rita moves from „Мечо“ (g1) to „Зайо“ (g2) on
 * 16.11.2026: November's grid of each group lists her, the days outside her stay there greyed and refused.
 */

const stays = [
  { groupId: 'g1', groupName: 'Мечо', fromDate: '2026-09-15', toDate: '2026-11-15' },
  { groupId: 'g2', groupName: 'Зайо', fromDate: '2026-11-16', toDate: null },
];
const rita: RosterChild = {
  id: 'rita',
  firstName: 'Рита',
  lastName: 'Иванова',
  birthDate: '2021-03-01',
  groupId: 'g1',
  stays,
};
const day = (date: string): WorkingDay => ({ date, weekday: 1, isWorkingDay: true, reasons: [] });
const november = ['2026-11-13', '2026-11-16', '2026-11-17'].map(day);
const item = (groupId: string, days: Record<string, number>) =>
  ({ type: 'ChildMonth', childId: 'rita', groupId, month: '2026-11', ...days }) as unknown as ChildMonthItem;

const ctx = (groupId: string, o: Partial<MarkContext> = {}): MarkContext => ({
  groupId,
  month: '2026-11',
  children: new Map([['rita', rita]]),
  calendar: november,
  items: new Map(),
  locks: undefined,
  isManager: false,
  today: '2026-11-21',
  ...o,
});
const mark = (forDate: string, type: S | null = S.Attendance) => ({ studentId: 'rita', forDate, type });

describe('the days a group may mark', () => {
  it('are the days of the child’s stay in it: the old group before the move, the new one from its date', () => {
    expect(checkMarks([mark('2026-11-13')], ctx('g1'))).toEqual([]);
    expect(checkMarks([mark('2026-11-16')], ctx('g2'))).toEqual([]);
    expect(checkMarks([mark('2026-11-16')], ctx('g1'))).toEqual([
      {
        field: 'cells[0].forDate',
        message: 'Полето "Дата": на 16.11.2026 детето е в група „Зайо“, не в тази.',
      },
    ]);
    expect(checkMarks([mark('2026-11-13')], ctx('g2'))[0]?.field).toBe('cells[0].forDate');
  });

  it('refuses a child with no stay in the group by its studentId', () => {
    expect(checkMarks([mark('2026-11-13')], ctx('g3'))[0]?.field).toBe('cells[0].studentId');
  });

  it('lets the old group clear a mark left after the move, but not set one', () => {
    const items = new Map([['rita', item('g1', { d16: S.Attendance })]]);
    expect(checkMarks([mark('2026-11-16', null)], ctx('g1', { items }))).toEqual([]);
    expect(checkMarks([mark('2026-11-16', S.Absence)], ctx('g1', { items }))).toHaveLength(1);
  });

  it('says before the enrolment and after the leave', () => {
    expect(outsideStay(rita, 'g1', '2026-09-14')).toContain('преди записването на детето (15.09.2026)');
    const left = { ...rita, stays: [{ ...stays[0]!, toDate: '2026-11-15' }] };
    expect(outsideStay(left, 'g1', '2026-11-16')).toContain('след отписването на детето (15.11.2026)');
  });
});

describe('a child marked in two groups on one day', () => {
  it('is found in the other group’s item and named by it', () => {
    const found = markedElsewhere(
      [mark('2026-11-17', null), mark('2026-11-16')],
      [item('g1', { d16: S.Attendance })],
      () => 'Мечо',
    );
    expect(found).toEqual({ index: 1, message: 'Детето е отбелязано в група „Мечо“ на 16.11.2026.' });
    expect(
      markedElsewhere([mark('2026-11-17')], [item('g1', { d16: S.Attendance })], () => 'Мечо'),
    ).toBeUndefined();
  });

  it('is looked for only in the groups of the child’s stays in that school year', () => {
    expect(otherGroupsOf(rita, 'g2', '2026-11')).toEqual(['g1']);
    expect(otherGroupsOf({ ...rita, stays: [stays[1]!] }, 'g2', '2026-11')).toEqual([]);
    expect(otherGroupsOf(rita, 'g2', '2027-11')).toEqual([]);
  });
});

describe('a group’s month grid', () => {
  const input = (groupId: string, o: Partial<MonthInput> = {}): MonthInput => ({
    group: { id: groupId, name: groupId },
    year: 2026,
    month: 11,
    calendar: november,
    items: [],
    locks: undefined,
    roster: [rita],
    canMark: true,
    canLock: false,
    today: '2026-11-21',
    ...o,
  });
  const enrolled = (groupId: string, o?: Partial<MonthInput>) =>
    buildGroupMonth(input(groupId, o)).students[0]?.attendances.map((a) => [a.forDate, a.isEnrolled]);

  it('lists a child moved that month in both groups, the days outside its stay greyed', () => {
    expect(enrolled('g1')).toEqual([
      ['2026-11-13', true],
      ['2026-11-16', false],
      ['2026-11-17', false],
    ]);
    expect(enrolled('g2')).toEqual([
      ['2026-11-13', false],
      ['2026-11-16', true],
      ['2026-11-17', true],
    ]);
  });

  it('leaves out a child whose stays in the group do not touch the month', () => {
    expect(buildGroupMonth(input('g1', { month: 12, calendar: [day('2026-12-01')] })).students).toEqual([]);
    expect(buildGroupMonth(input('g2', { month: 10, calendar: [day('2026-10-01')] })).students).toEqual([]);
  });

  it('carries the school year’s family-reason count, the warning near the limit, the requests and notices', () => {
    const grid = buildGroupMonth(
      input('g2', {
        family: new Map([
          ['rita', { maxAbsenceCount: 15, currentAbsenceCount: 13, left: 2, nearLimit: true }],
        ]),
        requests: [
          {
            id: 'r1',
            studentId: 'rita',
            absenceType: 0,
            status: 0,
            fromDate: '2026-11-16',
            toDate: '2026-11-17',
          },
          {
            id: 'r2',
            studentId: 'other',
            absenceType: 0,
            status: 0,
            fromDate: '2026-11-16',
            toDate: '2026-11-17',
          },
        ],
        notes: [
          {
            id: 'n1',
            studentId: 'rita',
            fromDate: '2026-11-17',
            toDate: '2026-11-20',
            status: 1,
            doctor: 'д-р Петрова',
          },
        ],
      }),
    );
    const row = grid.students[0]!;
    expect(row).toMatchObject({
      maxAbsenceCount: 15,
      currentAbsenceCount: 13,
      showFamilyAbsenceWarningMessage: true,
    });
    expect(row.studentAttendanceRequests.map((r) => r.id)).toEqual(['r1']);
    expect(row.attendances.map((a) => a.medicalNotes.map((n) => n.id))).toEqual([[], [], ['n1']]);
  });

  it('tells the days after today and leaves them out of the rates', () => {
    const items = [item('g2', { d16: S.Attendance, d17: S.Absence })];
    const grid = buildGroupMonth(input('g2', { items, today: '2026-11-16' }));
    expect(grid.days.map((d) => [d.date, d.isFuture])).toEqual([
      ['2026-11-13', false],
      ['2026-11-16', false],
      ['2026-11-17', true],
    ]);
    expect(grid.attendanceRate).toBe(100);
    expect(grid.students[0]).toMatchObject({ presentDays: 1, absentDays: 0 });
  });
});
