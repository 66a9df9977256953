import { describe, expect, it } from 'vitest';
import { absences, familyAbsence, groupsMonth, neispuoMonth } from './absence-references';
import type { ChildMonthCells } from './cells';
import { isCompulsory, tally } from './cells';
import { byMonths, daysAttendances, openDaysOffOf, perDay, perStudent } from './month-references';

const names = new Map([
  ['g1', 'Звездица'],
  ['g2', 'Бухалче'],
]);

const cells = (o: Partial<ChildMonthCells> & Pick<ChildMonthCells, 'childId' | 'days'>): ChildMonthCells => ({
  groupId: 'g1',
  month: '2026-11',
  name: 'Иван Петров',
  birthDate: '2021-05-10',
  ...o,
});

// November 2026: Мария present on 2-4, away (unexcused) on 5, 6 and 9, family reason on 10.
const maria = cells({
  childId: 'm',
  name: 'Мария Иванова',
  days: { 2: 2, 3: 2, 4: 7, 5: 1, 6: 1, 9: 1, 10: 4 },
});
// Борис: present on 2, sick on 3-4 (medical note), a vacant day on 5 (counted nowhere).
const boris = cells({
  childId: 'b',
  name: 'Борис Стоянов',
  groupId: 'g2',
  birthDate: '2023-03-01',
  days: { 2: 2, 3: 5, 4: 5, 5: 14 },
});

describe('tally and compulsory age', () => {
  it('counts present (hourly too), excused (family reason among them) and unexcused; a vacant day nowhere', () => {
    expect(tally(maria)).toEqual({ present: 3, excused: 1, unexcused: 3, familyReason: 1 });
    expect(tally(boris)).toEqual({ present: 1, excused: 2, unexcused: 0, familyReason: 0 });
  });

  it('is compulsory from the school year that starts in the year the child turns 4 (ЗПУО чл. 8)', () => {
    expect(isCompulsory('2022-12-31', '2026-09')).toBe(true);
    expect(isCompulsory('2022-12-31', '2026-08')).toBe(false);
    expect(isCompulsory('2023-01-01', '2027-01')).toBe(false);
    expect(isCompulsory('2023-01-01', '2027-09')).toBe(true);
  });
});

describe('month references', () => {
  it('per day lists each child with the day’s status, groups in Bulgarian order, and totals', () => {
    const t = perDay('2026-11-05', [maria, boris], names, 'Всички групи');
    expect(t.rows.map((r) => [r.groupName, r.name, r.mark, r.present, r.absent])).toEqual([
      ['Бухалче', 'Борис Стоянов', 'В', 0, 0],
      ['Звездица', 'Мария Иванова', 'НО', 0, 1],
    ]);
    expect(t.subtitle).toBe('Всички групи, 05.11.2026');
    expect(t.totals).toMatchObject({ groupName: 'Общо', present: 0, absent: 1 });
  });

  it('per student has a column per day of the month and counts those present each day', () => {
    const t = perStudent('2026-11', [maria, boris], names, 'Всички групи');
    expect(t.columns.filter((c) => /^d\d+$/.test(c.key))).toHaveLength(30);
    const m = t.rows.find((r) => r.name === 'Мария Иванова')!;
    expect([m.d2, m.d4, m.d5, m.d10, m.d11]).toEqual(['П', '1ч.', 'НО', 'СП', '']);
    expect([t.totals?.d2, t.totals?.d3, t.totals?.present, t.totals?.unexcused]).toEqual([2, 1, 4, 3]);
  });

  it('days attendances counts each day of the range and its rate', () => {
    // The second variant of the open days off (issue #24): the quarantine day is named beside its counts.
    const open = openDaysOffOf([
      { date: '2026-11-04', isWorkingDay: true, dayOffType: 1, reasons: ['Карантина – варицела'] },
      { date: '2026-11-04', isWorkingDay: true, dayOffType: 1, reasons: ['Карантина – варицела'] },
      { date: '2026-11-05', isWorkingDay: true, dayOffType: null, reasons: [] },
      { date: '2026-11-06', isWorkingDay: false, dayOffType: null, reasons: ['Неучебен ден'] },
    ]);
    const t = daysAttendances('2026-11-03', '2026-11-05', [maria, boris], 'Всички групи', open);
    expect(t.rows).toEqual([
      { date: '03.11.2026', present: 1, excused: 1, unexcused: 0, rate: 50, openDayOff: '' },
      {
        date: '04.11.2026',
        present: 1,
        excused: 1,
        unexcused: 0,
        rate: 50,
        openDayOff: 'Карантина – варицела',
      },
      { date: '05.11.2026', present: 0, excused: 0, unexcused: 1, rate: 0, openDayOff: '' },
    ]);
    expect(t.totals).toMatchObject({ present: 2, excused: 2, unexcused: 1, rate: 40 });
  });

  it('by months gives a row per child and month in the range, months in order', () => {
    const october = cells({ childId: 'm', name: 'Мария Иванова', month: '2026-10', days: { 1: 2, 2: 2 } });
    const t = byMonths('2026-10', '2026-11', [maria, october, boris], names, 'Всички групи');
    expect(t.rows.map((r) => [r.name, r.month, r.present])).toEqual([
      ['Борис Стоянов', 'ноември 2026', 1],
      ['Мария Иванова', 'октомври 2026', 2],
      ['Мария Иванова', 'ноември 2026', 3],
    ]);
  });
});

describe('absence references', () => {
  it('absences put the compulsory-age children over 2 unexcused days first', () => {
    const t = absences('2026-11', [boris, maria], names, 'Всички групи');
    expect(t.rows.map((r) => [r.name, r.compulsory, r.excused, r.unexcused, r.overLimit])).toEqual([
      ['Мария Иванова', 'Да', 1, 3, 'Да'],
      ['Борис Стоянов', 'Не', 2, 0, 'Не'],
    ]);
  });

  it('НЕИСПУО codes: 1 present, 2 unexcused, 3 excused with the reason', () => {
    const t = neispuoMonth('2026-11', [maria, boris], names, 'Всички групи');
    expect(t.rows.find((r) => r.name === 'Мария Иванова')).toMatchObject({
      code1: 3,
      code2: 3,
      code3: 1,
      reason2: 1,
      reason1: 0,
    });
    expect(t.rows.find((r) => r.name === 'Борис Стоянов')).toMatchObject({
      code1: 1,
      code2: 0,
      code3: 2,
      reason1: 2,
    });
  });

  it('family-reason days merge the child’s months and count down from the school year’s limit', () => {
    const december = cells({ childId: 'm', name: 'Мария Иванова', month: '2026-12', days: { 1: 4, 2: 4 } });
    const t = familyAbsence([maria, december, boris], names, 'Всички групи', '2027-01', '2026/2027', 15);
    expect(t.rows).toEqual([
      {
        groupName: 'Звездица',
        name: 'Мария Иванова',
        compulsory: 'Да',
        days: 3,
        left: '12',
        dates: '10.11.2026, 01.12.2026, 02.12.2026',
      },
    ]);
  });

  it('groups read the aggregate counters of the groups the caller sees', () => {
    const t = groupsMonth(
      '2026-11',
      [
        { scope: null, counters: { s2: 100 } },
        { scope: 'GROUP#g1', counters: { s2: 30, s7: 2, s1: 3, s5: 5, childMonths: 2, unexcusedOver2: 1 } },
        { scope: 'GROUP#other', counters: { s2: 50 } },
      ],
      new Map([['g1', 'Звездица']]),
      'Група „Звездица“',
    );
    expect(t.rows).toEqual([
      { groupName: 'Звездица', children: 2, present: 32, excused: 5, unexcused: 3, rate: 80, over2: 1 },
    ]);
  });
});
