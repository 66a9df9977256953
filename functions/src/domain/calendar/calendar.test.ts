import { DayOffType } from '@gradina/shared';
import { describe, expect, it } from 'vitest';
import type { OwnDayOff } from './calendar';
import { calendarOf, daysCount, monthBounds, monthsOf, openDayTypeOf, weekdayOf, weeksOf } from './calendar';
import { workingDaysOf } from './index';

const bridge = { id: 'n1', date: '2026-12-31', isWorkingDay: false, name: 'Мост преди Нова година' };
const workedSaturday = {
  id: 'n2',
  date: '2026-12-19',
  isWorkingDay: true,
  name: 'Отработване на 31.12.2026',
};
const quarantine: OwnDayOff = {
  id: 'q',
  type: DayOffType.Quarantine,
  name: 'Карантина',
  fromDate: '2026-12-01',
  toDate: '2026-12-03',
  groupIds: ['g1'],
};
const vacation: OwnDayOff = {
  id: 'v',
  type: DayOffType.Vacation,
  name: 'Коледна ваканция',
  fromDate: '2026-12-29',
  toDate: '2026-12-30',
  groupIds: [],
};
const december = monthBounds(2026, 12);
const day = (days: ReturnType<typeof calendarOf>, date: string) => days.find((d) => d.date === date)!;

describe('calendar dates', () => {
  it('counts days both ends included, weekdays from Monday, and month ends', () => {
    expect(daysCount('2026-12-01', '2026-12-03')).toBe(3);
    expect(daysCount('2026-12-03', '2026-12-01')).toBe(0);
    expect(daysCount('2027-01-01', '2027-12-31')).toBe(365);
    expect(weekdayOf('2026-11-23')).toBe(1);
    expect(weekdayOf('2026-11-22')).toBe(7);
    expect(monthBounds(2028, 2)).toEqual({ fromDate: '2028-02-01', toDate: '2028-02-29' });
  });
});

describe('calendarOf', () => {
  it('closes weekends and the computed holidays, with their names', () => {
    const days = calendarOf(december.fromDate, december.toDate, [], []);
    expect(days).toHaveLength(31);
    expect(day(days, '2026-12-05').isDayOff).toBe(true); // Saturday
    expect(day(days, '2026-12-24')).toMatchObject({
      isDayOff: true,
      reasons: [{ source: 'holiday', name: 'Бъдни вечер', type: null }],
    });
    // 26 December 2026 is a Saturday: its day off moves to Monday the 28th.
    expect(day(days, '2026-12-28').isDayOff).toBe(true);
    expect(day(days, '2026-12-23').isDayOff).toBe(false);
    expect(days.filter((d) => !d.isDayOff)).toHaveLength(20);
  });

  it('adds the national bridge day and opens the Saturday worked for it', () => {
    const days = calendarOf(december.fromDate, december.toDate, [bridge, workedSaturday], []);
    expect(day(days, '2026-12-31')).toMatchObject({
      isDayOff: true,
      reasons: [{ source: 'national', name: 'Мост преди Нова година' }],
    });
    expect(day(days, '2026-12-19')).toMatchObject({ isDayOff: false, reasons: [{ source: 'national' }] });
    expect(days.filter((d) => !d.isDayOff)).toHaveLength(20);
  });

  it('leaves quarantine, flu break and vacation days open, with their type (issue #24, point 3)', () => {
    const days = calendarOf(december.fromDate, december.toDate, [], [quarantine, vacation]);
    expect(day(days, '2026-12-02')).toMatchObject({
      isDayOff: false,
      closedGroupIds: [],
      reasons: [{ source: 'kindergarten', type: DayOffType.Quarantine, groupIds: ['g1'], dayOffId: 'q' }],
    });
    expect(openDayTypeOf(day(days, '2026-12-02'), 'g1')).toBe(DayOffType.Quarantine);
    expect(openDayTypeOf(day(days, '2026-12-02'), 'g2')).toBeNull();
    expect(openDayTypeOf(day(days, '2026-12-02'))).toBeNull();
    expect(day(days, '2026-12-29')).toMatchObject({ isDayOff: false, closedGroupIds: [] });
    expect(openDayTypeOf(day(days, '2026-12-29'), 'g2')).toBe(DayOffType.Vacation);
    // Only the holidays and weekends close December: 20 working days as without these days off.
    expect(days.filter((d) => !d.isDayOff)).toHaveLength(20);
  });

  it('closes only the group of a DayOff for some groups, and the whole kindergarten for one of all', () => {
    const closed: OwnDayOff = { ...quarantine, id: 'c', type: DayOffType.DayOff, name: 'Ремонт' };
    const all: OwnDayOff = { ...vacation, id: 'a', type: DayOffType.DayOff, name: 'Авария' };
    const days = calendarOf(december.fromDate, december.toDate, [], [closed, all, quarantine]);
    expect(day(days, '2026-12-02')).toMatchObject({ isDayOff: false, closedGroupIds: ['g1'] });
    expect(day(days, '2026-12-04').closedGroupIds).toEqual([]);
    expect(day(days, '2026-12-29')).toMatchObject({ isDayOff: true, closedGroupIds: [] });
    expect(days.filter((d) => !d.isDayOff)).toHaveLength(18);
  });

  it("gives a group's working days the open day type, a closed day none", () => {
    const flu: OwnDayOff = { ...vacation, id: 'f', type: DayOffType.FluVacation, name: 'Грипна ваканция' };
    flu.fromDate = '2026-12-02';
    flu.toDate = '2026-12-02';
    const days = workingDaysOf(calendarOf(december.fromDate, december.toDate, [], [quarantine, flu]), 'g1');
    // Quarantine (1) of the group and a flu break (2) of all: the quarantine is named first.
    expect(days.find((d) => d.date === '2026-12-02')).toMatchObject({
      isWorkingDay: true,
      dayOffType: DayOffType.Quarantine,
      reasons: ['Карантина', 'Грипна ваканция'],
    });
    expect(days.find((d) => d.date === '2026-12-04')).toMatchObject({ isWorkingDay: true, dayOffType: null });
    expect(days.find((d) => d.date === '2026-12-05')).toMatchObject({
      isWorkingDay: false,
      dayOffType: null,
    });
  });
});

describe('the years holidays are computed for', () => {
  it('answers the last days of 2100 (a school year 2099/2100 may reach them) without holidays', () => {
    const days = calendarOf('2100-12-24', '2100-12-26', [], []);
    expect(days.map((d) => d.reasons)).toEqual([[], [], []]);
  });
});

describe('weeksOf and monthsOf', () => {
  it('splits a month into Monday weeks, short at both ends', () => {
    const weeks = weeksOf(calendarOf(december.fromDate, december.toDate, [], []));
    expect(weeks.map((w) => [w.monday, w.days.length])).toEqual([
      ['2026-11-30', 6],
      ['2026-12-07', 7],
      ['2026-12-14', 7],
      ['2026-12-21', 7],
      ['2026-12-28', 4],
    ]);
  });

  it('gives a school year its months, clipped to it, with working days and days off', () => {
    const months = monthsOf(calendarOf('2026-09-15', '2027-09-14', [bridge], [vacation]));
    expect(months).toHaveLength(13);
    // 15-30 September 2026: four weekend days and 22 September.
    expect(months[0]).toEqual({
      year: 2026,
      month: 9,
      fromDate: '2026-09-15',
      toDate: '2026-09-30',
      workingDays: 11,
      daysOff: 5,
    });
    // December: the bridge day closes, the vacation (type 3) leaves its days open.
    expect(months[3]).toMatchObject({ year: 2026, month: 12, workingDays: 19, daysOff: 12 });
    expect(months.at(-1)).toMatchObject({
      year: 2027,
      month: 9,
      fromDate: '2027-09-01',
      toDate: '2027-09-14',
    });
  });
});
