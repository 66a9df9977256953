import { describe, expect, it } from 'vitest';
import { checkSchoolYear, type SchoolYearItem } from './school-years';

const year = (yearFrom: number, id = `p${yearFrom}`): SchoolYearItem => ({
  id,
  kindergartenId: 'kg',
  name: `${yearFrom}/${yearFrom + 1}`,
  yearFrom,
  yearTo: yearFrom + 1,
  fromDate: `${yearFrom}-09-15`,
  toDate: `${yearFrom + 1}-09-14`,
  active: false,
});

describe('checkSchoolYear', () => {
  const existing = [year(2025), year(2026)];

  it('accepts the next school year and fills in yearTo', () => {
    const r = checkSchoolYear(
      { yearFrom: 2027, fromDate: '2027-09-15', toDate: '2028-09-14', active: false },
      existing,
    );
    expect(r).toEqual({ errors: [], yearTo: 2028 });
  });

  it('names the field of each mistake', () => {
    const r = checkSchoolYear(
      { yearFrom: 2027, yearTo: 2029, fromDate: '2026-09-15', toDate: '2026-09-01', active: false },
      existing,
    );
    expect(r.errors.map((e) => e.field)).toEqual(['yearTo', 'fromDate', 'toDate', 'toDate']);
  });

  it('refuses a second year with the same start and overlapping dates, but not the year itself', () => {
    expect(
      checkSchoolYear(
        { yearFrom: 2026, fromDate: '2026-09-15', toDate: '2027-09-14', active: false },
        existing,
      ).clash,
    ).toBe('Учебната година 2026/2027 вече съществува.');
    expect(
      checkSchoolYear({ yearFrom: 2027, fromDate: '2027-09-15', toDate: '2028-09-14', active: false }, [
        ...existing,
        { ...year(2027, 'x'), yearFrom: 2030, name: 'x' },
      ]).clash,
    ).toBe('Датите се застъпват с учебна година x.');
    expect(
      checkSchoolYear(
        { id: 'p2026', yearFrom: 2026, fromDate: '2026-09-15', toDate: '2027-08-31', active: true },
        existing,
      ).clash,
    ).toBeUndefined();
  });
});
