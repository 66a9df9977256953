import { DayOffType } from '@gradina/shared';
import { describe, expect, it } from 'vitest';
import { checkDayOff, type DayOffInput } from './days-off';
import { checkNationalDay } from './national';

const year = { id: 'y26', name: '2026/2027', fromDate: '2026-09-15', toDate: '2027-09-14' };
const groups = [
  { id: 'g1', name: 'Първа група „Звездица“', periodId: 'y26' },
  { id: 'old', name: 'Група от миналата година', periodId: 'y25' },
];
const input = (o: Partial<DayOffInput> = {}): DayOffInput => ({
  periodId: 'y26',
  type: DayOffType.Quarantine,
  name: 'Карантина',
  fromDate: '2026-12-01',
  toDate: '2026-12-03',
  groupIds: ['g1'],
  ...o,
});
const fields = (errors: { field: string }[]) => errors.map((e) => e.field);

describe('checkDayOff', () => {
  it('accepts a range inside the school year for one of its groups', () => {
    expect(checkDayOff(input(), year, groups)).toEqual([]);
    expect(
      checkDayOff(input({ groupIds: [], fromDate: '2027-09-14', toDate: '2027-09-14' }), year, []),
    ).toEqual([]);
  });

  it('refuses an unknown school year', () => {
    expect(checkDayOff(input(), undefined, groups)).toEqual([
      { field: 'periodId', message: 'Полето "Учебна година": Учебната година не е намерена.' },
    ]);
  });

  it('refuses an end before the start, naming "До дата"', () => {
    const errors = checkDayOff(input({ fromDate: '2026-12-03', toDate: '2026-12-01' }), year, groups);
    expect(errors).toEqual([{ field: 'toDate', message: 'Полето "До дата" не може да е преди "От дата".' }]);
  });

  it('refuses a range over 366 days and dates outside the school year', () => {
    const long = checkDayOff(input({ fromDate: '2026-09-15', toDate: '2027-09-16' }), year, groups);
    expect(fields(long)).toEqual(['toDate', 'toDate']);
    expect(long[0]!.message).toBe('Полето "До дата": периодът е по-дълъг от 366 дни.');
    const before = checkDayOff(input({ fromDate: '2026-09-14' }), year, groups);
    expect(before).toEqual([
      {
        field: 'fromDate',
        message: 'Полето "От дата" трябва да е в учебната година 2026/2027 (15.09.2026 г. – 14.09.2027 г.).',
      },
    ]);
  });

  it('refuses a group of another kindergarten or of another school year', () => {
    expect(checkDayOff(input({ groupIds: ['g1', 'elsewhere'] }), year, groups)).toEqual([
      { field: 'groupIds', message: 'Полето "Групи": групата не е от тази детска градина.' },
    ]);
    expect(checkDayOff(input({ groupIds: ['old'] }), year, groups)[0]!.message).toBe(
      'Полето "Групи": групата „Група от миналата година“ не е от учебната година 2026/2027.',
    );
  });
});

describe('checkNationalDay', () => {
  it('takes a weekday bridge day and a weekend day worked', () => {
    expect(checkNationalDay({ date: '2026-12-31', isWorkingDay: false, name: 'Мост' })).toEqual([]);
    expect(checkNationalDay({ date: '2026-12-19', isWorkingDay: true, name: 'Отработване' })).toEqual([]);
  });

  it('refuses a holiday, a worked weekday and a weekend bridge day', () => {
    expect(checkNationalDay({ date: '2026-12-24', isWorkingDay: false, name: 'Мост' })[0]).toEqual({
      field: 'date',
      message: 'Полето "Дата": 24.12.2026 г. е официален празник (Бъдни вечер).',
    });
    expect(fields(checkNationalDay({ date: '2026-12-30', isWorkingDay: true, name: 'x' }))).toEqual([
      'isWorkingDay',
    ]);
    expect(fields(checkNationalDay({ date: '2026-12-20', isWorkingDay: false, name: 'x' }))).toEqual([
      'date',
    ]);
    expect(checkNationalDay({ date: '2100-03-02', isWorkingDay: false, name: 'x' })[0]?.message).toBe(
      'Полето "Дата" трябва да е дата между 1900 и 2099 година',
    );
  });
});
