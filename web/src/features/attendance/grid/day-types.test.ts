import { DayOffType, StudentAttendanceStatus as S } from '@gradina/shared';
import { describe, expect, it } from 'vitest';
import { shadeOf, statusesFirst } from './day-types';

describe('open day types in the grid', () => {
  it('offers ПК first in a month with a quarantine, ГВ with a flu break, and keeps the rest in order', () => {
    const all = [S.Absence, S.Attendance, S.Quarantine, S.FluBreak];
    expect(statusesFirst(all, [null, DayOffType.Quarantine, DayOffType.Quarantine])).toEqual([
      S.Quarantine,
      S.Absence,
      S.Attendance,
      S.FluBreak,
    ]);
    expect(statusesFirst(all, [DayOffType.FluVacation, DayOffType.Vacation])[0]).toBe(S.FluBreak);
    expect(statusesFirst(all, [null, DayOffType.DayOff])).toEqual(all);
  });

  it('shades the open types only', () => {
    expect(shadeOf(DayOffType.Quarantine)?.bg).toBe('grape.1');
    expect(shadeOf(DayOffType.DayOff)).toBeUndefined();
    expect(shadeOf(null)).toBeUndefined();
  });
});
