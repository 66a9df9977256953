import { describe, expect, it } from 'vitest';
import { Gender } from '../enums';
import { ageInMonths, bandsBetween, lmsAt, percentileOf, valueAtZ, zScore } from './growth';

describe('WHO growth by the LMS method', () => {
  it('gives the published weight-for-age percentiles of a newborn and a one-month-old boy (WHO 2006)', () => {
    // The WHO's own percentile table (tab_wfa_boys_p_0_5): z = ±2 and the 5th/95th percentiles.
    const birth = lmsAt('weight', Gender.Male, 0)!;
    expect(valueAtZ(birth, -2)).toBeCloseTo(2.459312, 5);
    expect(valueAtZ(birth, 2)).toBeCloseTo(4.419354, 5);
    expect(valueAtZ(birth, -1.644854)).toBeCloseTo(2.603994, 4);
    const month = lmsAt('weight', Gender.Male, 1)!;
    expect(valueAtZ(month, -1.644854)).toBeCloseTo(3.566165, 4);
    expect(valueAtZ(month, 1.644854)).toBeCloseTo(5.542933, 4);
  });

  it('gives the published standard deviations of height (L = 1: M × S)', () => {
    expect(valueAtZ(lmsAt('height', Gender.Male, 12)!, 1) - 75.7488).toBeCloseTo(2.3762, 3);
    expect(valueAtZ(lmsAt('height', Gender.Male, 60)!, 1) - 109.9638).toBeCloseTo(4.6339, 3);
    expect(valueAtZ(lmsAt('height', Gender.Female, 12)!, 1) - 74.015).toBeCloseTo(2.575, 3);
  });

  it('continues with the WHO 2007 reference after five years, for each sex', () => {
    expect(lmsAt('height', Gender.Male, 61)).toEqual({ L: 1, M: 110.2647, S: 0.04164 });
    expect(lmsAt('height', Gender.Female, 61)).toEqual({ L: 1, M: 109.6016, S: 0.04355 });
    expect(lmsAt('weight', Gender.Male, 61)).toEqual({ L: -0.2026, M: 18.5057, S: 0.12988 });
    expect(lmsAt('weight', Gender.Female, 84)?.M).toBe(22.374);
    expect(lmsAt('weight', Gender.Female, 85)).toBeUndefined();
    expect(lmsAt('weight', Gender.Female, -0.1)).toBeUndefined();
  });

  it('interpolates between months and inverts the z-score', () => {
    const half = lmsAt('weight', Gender.Female, 36.5)!;
    expect(half.M).toBeCloseTo((13.8503 + 14.0385) / 2, 6);
    for (const z of [-2.5, -1, 0, 1.3, 2.8]) expect(zScore(half, valueAtZ(half, z))).toBeCloseTo(z, 9);
  });

  it('puts the median at the 50th percentile and the bands in order', () => {
    expect(percentileOf('weight', Gender.Male, 48, 16.3489)).toBe(50);
    expect(percentileOf('height', Gender.Male, 48, 103.3273 + 2 * 103.3273 * 0.04059)).toBe(97.7);
    expect(percentileOf('height', Gender.Male, 90, 120)).toBeUndefined();
    const rows = bandsBetween('height', Gender.Female, 47.5, 50.2);
    expect(rows.map((r) => r.month)).toEqual([47, 48, 49, 50, 51]);
    for (const r of rows)
      expect([r.p3, r.p15, r.p50, r.p85, r.p97]).toEqual(
        [r.p3, r.p15, r.p50, r.p85, r.p97].sort((a, b) => a - b),
      );
    expect(rows[1]!.p50).toBe(102.7);
  });

  it('counts age in WHO months of 30.4375 days', () => {
    expect(ageInMonths('2021-01-01', '2022-01-01')).toBeCloseTo(365 / 30.4375, 9);
    expect(ageInMonths('2020-11-21', '2026-11-21')).toBeCloseTo(2191 / 30.4375, 9);
  });
});
