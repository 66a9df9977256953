import { StudentAttendanceStatus as S } from '@gradina/shared';
import { describe, expect, it } from 'vitest';
import { childMonthCounters, countersDelta, crossedUnexcusedLimit, sumCounters } from './aggregate';

const item = (days: Record<string, number>, birthDate = '2020-05-01') => ({
  type: 'ChildMonth',
  month: '2026-11',
  birthDate,
  ...days,
});

describe('a child-month’s attendance counters', () => {
  it('counts cells per status, family-reason days and the child-month', () => {
    expect(
      childMonthCounters(item({ d02: S.Attendance, d03: S.Attendance, d04: S.FamilyReasonAbsence })),
    ).toEqual({
      childMonths: 1,
      s2: 2,
      s4: 1,
      familyReasonDays: 1,
      compulsoryChildMonths: 1,
    });
  });

  it('flags a compulsory-age child with more than 2 unexcused days, not a younger one', () => {
    const three = { d02: S.Absence, d03: S.Absence, d04: S.Absence };
    expect(childMonthCounters(item(three)).unexcusedOver2).toBe(1);
    expect(childMonthCounters(item({ d02: S.Absence, d03: S.Absence })).unexcusedOver2).toBeUndefined();
    const young = childMonthCounters(item(three, '2023-02-01'));
    expect(young.unexcusedOver2).toBeUndefined();
    expect(young.compulsoryChildMonths).toBeUndefined();
  });

  it('counts nothing for other items', () => {
    expect(childMonthCounters({ type: 'GroupMonth', month: '2026-11' })).toEqual({});
    expect(childMonthCounters(undefined)).toEqual({});
  });
});

describe('the stream’s delta', () => {
  it('is new minus old, without what did not change', () => {
    const before = childMonthCounters(item({ d02: S.Absence, d03: S.Absence }));
    const after = childMonthCounters(item({ d02: S.Absence, d03: S.Absence, d04: S.Absence }));
    expect(countersDelta(before, after)).toEqual({ s1: 1, unexcusedOver2: 1 });
    expect(crossedUnexcusedLimit(before, after)).toBe(true);
    expect(crossedUnexcusedLimit(after, after)).toBe(false);
  });

  it('takes a removed child-month out whole, and a new one in whole', () => {
    const counters = childMonthCounters(item({ d02: S.Attendance }));
    expect(countersDelta(counters, {})).toEqual({ childMonths: -1, s2: -1, compulsoryChildMonths: -1 });
    expect(countersDelta({}, counters)).toEqual(counters);
  });

  it('sums many child-months (the demo data’s absolute counters)', () => {
    expect(
      sumCounters([
        { s2: 2, childMonths: 1 },
        { s2: 1, s1: 1, childMonths: 1 },
      ]),
    ).toEqual({
      s2: 3,
      s1: 1,
      childMonths: 2,
    });
  });
});
