import { referenceFilters } from '@gradina/shared/manifest/routes/references/mon-references';
import { describe, expect, it } from 'vitest';
import { kindergartenMonth } from './fixtures';
import { regionOf } from './scope';
import {
  attendanceMonthRows,
  attendanceRate,
  attendanceRows,
  attendanceTotals,
  staffCountRows,
  staffTotals,
  substitutionRows,
  withEveryKindergarten,
  withPlaceNames,
} from './summaries';
import { periodText } from './workbooks';

describe('attendance figures', () => {
  const months = [
    kindergartenMonth('b', 'ДГ „Щурче“', '2026-10', {
      s2: 40,
      s1: 3,
      s5: 2,
      s4: 1,
      s13: 5,
      childMonths: 3,
      unexcusedOver2: 1,
    }),
    kindergartenMonth('a', 'ДГ „Ален мак“', '2026-10', {
      s2: 10,
      s3: 5,
      compulsoryChildMonths: 1,
      familyReasonDays: 0,
    }),
    kindergartenMonth('b', 'ДГ „Щурче“ (ново име)', '2026-11', {
      s2: 20,
      s7: 2,
      s1: 1,
      childMonths: 3,
      unexcusedOver2: 0,
    }),
  ];

  it('sums each kindergarten over its months, in Bulgarian order, named as in its latest month', () => {
    const rows = attendanceRows(months);
    expect(rows.map((r) => [r.kindergartenName, r.months])).toEqual([
      ['ДГ „Ален мак“', 1],
      ['ДГ „Щурче“ (ново име)', 2],
    ]);
    expect(rows[1]).toMatchObject({
      childMonths: 6,
      presentDays: 62,
      unexcusedDays: 4,
      excusedDays: 3,
      unexcusedOver2: 1,
      regionCode: 'PDV',
    });
    expect(rows[1]!.statusDays).toHaveLength(15);
    expect(rows[1]!.statusDays[12]).toBe(5);
  });

  it('leaves locked and vacant cells out of the rate, which is of all days, not an average of rates', () => {
    expect(attendanceRate(62, 7)).toBe(89.9);
    expect(attendanceRate(0, 0)).toBeNull();
    const totals = attendanceTotals(months);
    expect([totals.presentDays, totals.excusedDays, totals.unexcusedDays]).toEqual([72, 8, 4]);
    expect(totals.attendanceRate).toBe(Math.round((72 / 84) * 1000) / 10);
  });

  it('lists the months of a kindergarten in order for the absences file', () => {
    expect(attendanceMonthRows(months).map((r) => [r.kindergartenId, r.month])).toEqual([
      ['a', '2026-10'],
      ['b', '2026-10'],
      ['b', '2026-11'],
    ]);
  });
});

describe('staff and substitutions', () => {
  it('counts staff at the latest month of the range, never summed over months', () => {
    const rows = staffCountRows([
      kindergartenMonth('a', 'ДГ 1', '2026-09', { total: 20, pedagogical: 12, wt1: 20 }),
      kindergartenMonth('a', 'ДГ 1', '2026-11', {
        total: 22,
        pedagogical: 13,
        nonPedagogical: 9,
        directors: 1,
        wt1: 21,
        wt3: 1,
      }),
      kindergartenMonth('b', 'ДГ 2', '2026-10', { total: 5, wt2: 5 }),
    ]);
    expect(rows.map((r) => [r.month, r.total, r.workingTimes])).toEqual([
      ['2026-11', 22, [21, 0, 1, 0]],
      ['2026-10', 5, [0, 5, 0, 0]],
    ]);
    expect(staffTotals(rows)).toMatchObject({ total: 27, pedagogical: 13, workingTimes: [21, 5, 1, 0] });
  });

  it('sums substitutions over the months', () => {
    const [row] = substitutionRows([
      kindergartenMonth('a', 'ДГ 1', '2026-10', { count: 2, days: 3, hours: 10.5, teachers: 2 }),
      kindergartenMonth('a', 'ДГ 1', '2026-11', { count: 1, days: 1, hours: 4, teachers: 1 }),
    ]);
    expect(row).toMatchObject({ count: 3, days: 4, hours: 14.5, teachers: 3 });
  });
});

describe('filters', () => {
  const check = (q: Record<string, string>) => referenceFilters.safeParse(q);
  const field = (q: Record<string, string>) => check(q).error?.issues[0]?.path.join('.');

  it('take a range of one to twelve months and name the month that breaks it', () => {
    expect(check({ fromMonth: '2026-09', toMonth: '2027-08' }).success).toBe(true);
    expect(field({ fromMonth: '2026-09', toMonth: '2027-09' })).toBe('toMonth');
    expect(field({ fromMonth: '2026-09', toMonth: '2026-08' })).toBe('toMonth');
    expect(field({ fromMonth: '2026-13', toMonth: '2026-12' })).toBe('fromMonth');
    expect(field({ fromMonth: '2026-1', toMonth: '2026-12' })).toBe('fromMonth');
  });

  it('find the region in the municipality code and write the period as dates', () => {
    expect(regionOf('SOF46')).toBe('SOF');
    expect(regionOf(null)).toBeNull();
    expect(periodText('2026-09', '2027-02')).toBe('от 01.09.2026 до 28.02.2027');
  });
});

describe('every kindergarten of the reach, by the names of its places (issue #26)', () => {
  const months = [kindergartenMonth('k1', 'ДГ „Слънце“', '2026-10', { childMonths: 20, s2: 300 })];
  const kindergartens = [
    { id: 'k1', name: 'ДГ „Слънце“', municipalityCode: 'PDV22' },
    { id: 'k2', name: 'ДГ „Бреза“', municipalityCode: 'PDV22' },
  ];

  it('gives a kindergarten without figures a row of zeros and 0 months, never leaving it out', () => {
    const rows = attendanceRows(withEveryKindergarten(months, kindergartens, '2026-11'));
    expect(
      rows.map((r) => [r.kindergartenId, r.months, r.childMonths, r.presentDays, r.attendanceRate]),
    ).toEqual([
      ['k2', 0, 0, 0, null],
      ['k1', 1, 20, 300, 100],
    ]);
  });

  it('names the municipality and the oblast; a code not in the ЕКАТТЕ lists keeps no name', () => {
    const names = new Map([['PDV22', { municipalityName: 'Пловдив', regionName: 'Пловдив' }]]);
    expect(
      withPlaceNames(
        [{ municipalityCode: 'PDV22' }, { municipalityCode: 'QAB12' }, { municipalityCode: null }],
        names,
      ),
    ).toEqual([
      { municipalityCode: 'PDV22', municipalityName: 'Пловдив', regionName: 'Пловдив' },
      { municipalityCode: 'QAB12', municipalityName: null, regionName: null },
      { municipalityCode: null, municipalityName: null, regionName: null },
    ]);
  });
});
