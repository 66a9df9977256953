import { describe, expect, it } from 'vitest';
import {
  isCompulsoryAgeInMonth,
  isCompulsoryAgeOn,
  lastDayOfMonth,
  schoolYearDates,
  schoolYearStartOf,
} from './attendance-rules';

describe('school year of a date', () => {
  it('starts on 15 September; 1-14 September belong to the year before', () => {
    expect(schoolYearStartOf('2026-09-14')).toBe(2025);
    expect(schoolYearStartOf('2026-09-15')).toBe(2026);
    expect(schoolYearStartOf('2026-12-31')).toBe(2026);
    expect(schoolYearStartOf('2027-01-01')).toBe(2026);
    expect(schoolYearStartOf('2027-09-14')).toBe(2026);
    expect(schoolYearDates(2026)).toEqual({ from: '2026-09-15', to: '2027-09-14' });
  });

  it('knows the last day of every month, leap Februaries too', () => {
    expect(lastDayOfMonth('2026-09')).toBe('2026-09-30');
    expect(lastDayOfMonth('2027-02')).toBe('2027-02-28');
    expect(lastDayOfMonth('2028-02')).toBe('2028-02-29');
    expect(lastDayOfMonth('2026-12')).toBe('2026-12-31');
  });
});

describe('compulsory preschool age (ЗПУО чл. 8, ал. 1)', () => {
  it('born 31.12.2022: compulsory from 15.09.2026, not a day before', () => {
    expect(isCompulsoryAgeOn('2022-12-31', '2026-09-14')).toBe(false);
    expect(isCompulsoryAgeOn('2022-12-31', '2026-09-15')).toBe(true);
    // The old rule ("4 on 1 January") said no until 2027.
    expect(isCompulsoryAgeOn('2022-12-31', '2026-12-31')).toBe(true);
  });

  it('born 01.01.2023: only from 15.09.2027', () => {
    expect(isCompulsoryAgeOn('2023-01-01', '2026-09-15')).toBe(false);
    expect(isCompulsoryAgeOn('2023-01-01', '2027-01-01')).toBe(false);
    expect(isCompulsoryAgeOn('2023-01-01', '2027-09-14')).toBe(false);
    expect(isCompulsoryAgeOn('2023-01-01', '2027-09-15')).toBe(true);
  });

  it('differs from the old "4 on 1 January" rule in both directions', () => {
    // Born 31.12.2021: compulsory the whole school year 2025/26 (the old rule: only from January 2026).
    expect(isCompulsoryAgeOn('2021-12-31', '2025-10-01')).toBe(true);
    // Born 01.01.2022: 4 on 1 January 2026, yet compulsory only from 15.09.2026 (the old rule: from January).
    expect(isCompulsoryAgeOn('2022-01-01', '2026-01-15')).toBe(false);
    expect(isCompulsoryAgeOn('2022-01-01', '2026-09-15')).toBe(true);
  });

  it('older children stay compulsory; a missing birth date is not compulsory', () => {
    expect(isCompulsoryAgeOn('2019-06-30', '2026-03-01')).toBe(true);
    expect(isCompulsoryAgeOn('', '2026-03-01')).toBe(false);
    expect(isCompulsoryAgeOn(undefined, '2026-03-01')).toBe(false);
    expect(isCompulsoryAgeOn('01.01.2020', '2026-03-01')).toBe(false);
  });

  // Every month of the school year 2026/27 for a child born in 2022 (compulsory) and one born in 2023 (not yet);
  // the month is decided on its last day, so September 2026 is already the new year's and September 2027 the next.
  const months2026 = ['2026-09', '2026-10', '2026-11', '2026-12'];
  const months2027 = ['01', '02', '03', '04', '05', '06', '07', '08'].map((m) => `2027-${m}`);
  it.each([...months2026, ...months2027])(
    'month %s of 2026/27: born in 2022 yes, born in 2023 no',
    (month) => {
      expect(isCompulsoryAgeInMonth('2022-12-31', month)).toBe(true);
      expect(isCompulsoryAgeInMonth('2022-01-01', month)).toBe(true);
      expect(isCompulsoryAgeInMonth('2023-01-01', month)).toBe(false);
      expect(isCompulsoryAgeInMonth('2023-09-14', month)).toBe(false);
    },
  );

  it('decides a September by its last day: the new school year', () => {
    expect(isCompulsoryAgeInMonth('2022-12-31', '2026-08')).toBe(false);
    expect(isCompulsoryAgeInMonth('2022-12-31', '2026-09')).toBe(true);
    expect(isCompulsoryAgeInMonth('2023-01-01', '2027-08')).toBe(false);
    expect(isCompulsoryAgeInMonth('2023-01-01', '2027-09')).toBe(true);
  });
});
