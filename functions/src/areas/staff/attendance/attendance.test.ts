import { TeacherAttendanceKind as K } from '@gradina/shared';
import { describe, expect, it } from 'vitest';
import type { StaffItem } from '../records/items';
import { checkCells, gridOf, referenceOf, staffOfMonth, writesOf } from './attendance';
import type { StaffMonthItem } from './items';
import { workingMonthOf } from './month-days';

const person = (userId: string, firstName: string, extra: Partial<StaffItem> = {}): StaffItem => ({
  userId,
  kindergartenId: 'kg',
  role: 2,
  position: 'учител',
  firstName,
  lastName: 'Петрова',
  ...extra,
});

// November 2026: the 1st is a Sunday, the 2nd a Monday; no official holiday falls in it.
/** A month of the shared calendar without national or own days off: weekends and official holidays. */
const monthDays = (year: number, month: number) => workingMonthOf('kg', year, month, []);

const november = monthDays(2026, 11);

describe('the month of the staff grid', () => {
  it('knows weekends and holidays', () => {
    expect(november).toHaveLength(30);
    expect(november[0]).toEqual({ date: '2026-11-01', weekday: 7, isDayOff: true });
    expect(november[1]).toEqual({ date: '2026-11-02', weekday: 1, isDayOff: false });
    // 24 May 2027 is a Monday and an official holiday.
    expect(monthDays(2027, 5).find((d) => d.date === '2027-05-24')?.isDayOff).toBe(true);
  });

  it('lists the staff employed during the month, by name', () => {
    const staff = [
      person('b', 'Яна'),
      person('a', 'Ана'),
      person('left', 'Вера', { leftOn: '2026-10-31' }),
      person('later', 'Гергана', { hiredOn: '2026-12-01' }),
      person('lastDay', 'Диана', { leftOn: '2026-11-01' }),
    ];
    expect(staffOfMonth(staff, november).map((s) => s.userId)).toEqual(['a', 'lastDay', 'b']);
  });
});

describe('the grid and its reference', () => {
  const item: StaffMonthItem = {
    type: 'StaffMonth',
    kindergartenId: 'kg',
    staffId: 'a',
    month: '2026-11',
    d02: K.Attendance,
    d03: K.Lecturing,
    h03: 3,
    d04: K.SickLeave,
  };

  it('gives each staff member their marked days', () => {
    const grid = gridOf(2026, 11, [person('a', 'Ана'), person('b', 'Яна')], [item], false, november);
    expect(grid.teachers[0]?.attendances).toEqual([
      { id: 'a#2026-11-02', forDate: '2026-11-02', type: K.Attendance, hours: null },
      { id: 'a#2026-11-03', forDate: '2026-11-03', type: K.Lecturing, hours: 3 },
      { id: 'a#2026-11-04', forDate: '2026-11-04', type: K.SickLeave, hours: null },
    ]);
    expect(grid.teachers[1]?.attendances).toEqual([]);
  });

  it('counts days per kind, working days and hours', () => {
    const grid = gridOf(2026, 11, [person('a', 'Ана'), person('b', 'Яна')], [item], false, november);
    const ref = referenceOf(grid);
    expect(ref.workingDays).toBe(21);
    expect(ref.rows[0]).toMatchObject({
      kinds: { [K.Attendance]: 1, [K.Lecturing]: 1, [K.SickLeave]: 1 },
      workedDays: 2,
      absentDays: 1,
      unmarkedDays: 18,
      hours: 11,
    });
    expect(ref.days[0]).toEqual({ date: '2026-11-02', present: 1, absent: 0, unmarked: 1 });
    expect(ref.days[2]).toEqual({ date: '2026-11-04', present: 0, absent: 1, unmarked: 1 });
  });
});

describe('the checks of marked cells', () => {
  const staff = new Set(['a']);
  const cell = { teacherId: 'a', forDate: '2026-11-02', type: K.Attendance, hours: null };

  it('accepts a working day of a staff member', () => {
    expect(checkCells([cell], staff, november, '2026-11-21')).toEqual([]);
  });

  it('refuses presence, absence and hours on a day after today, and lets a planned leave or shift through', () => {
    const errors = checkCells(
      [
        cell,
        { ...cell, type: K.Absence },
        { ...cell, type: K.Shift1, hours: 8 },
        { ...cell, type: K.PaidLeave },
        { ...cell, type: K.Shift2 },
      ],
      staff,
      november,
      '2026-11-01',
    );
    expect(errors.map((e) => e.field)).toEqual(['cells.0.forDate', 'cells.1.forDate', 'cells.2.forDate']);
    expect(errors[0]?.message).toContain('02.11.2026 още не е дошъл');
  });

  it('refuses a day off, another month, a stranger, kind 0 and hours of a leave, naming the field', () => {
    const errors = checkCells(
      [
        { ...cell, forDate: '2026-11-07' },
        { ...cell, forDate: '2026-12-01' },
        { ...cell, teacherId: 'x' },
        { ...cell, type: K.Locked },
        { ...cell, type: K.PaidLeave, hours: 2 },
      ],
      staff,
      november,
      '2026-11-21',
    );
    expect(errors.map((e) => e.field)).toEqual([
      'cells.0.forDate',
      'cells.1.forDate',
      'cells.2.teacherId',
      'cells.3.type',
      'cells.4.hours',
    ]);
    expect(errors[0]?.message).toBe('Полето "Дата": 07.11.2026 е почивен ден.');
  });

  it('groups the cells into one write per staff member', () => {
    const writes = writesOf([
      cell,
      { ...cell, forDate: '2026-11-03', type: null },
      { ...cell, teacherId: 'b' },
    ]);
    expect(writes.get('a')).toEqual({ 2: { kind: K.Attendance, hours: null }, 3: null });
    expect([...writes.keys()]).toEqual(['a', 'b']);
  });
});
