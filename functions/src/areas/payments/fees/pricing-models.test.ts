import { FeePaymentStatus } from '@gradina/shared';
import { describe, expect, it } from 'vitest';
import { billedPeriods, familiesOf, feeAmounts, siblingOrders, siblingPercent } from './pricing';

/** November 2026, Mondays to Fridays: 21 working days (no day off), every one a session day. */
const workdays = Array.from({ length: 30 }, (_, i) => `2026-11-${String(i + 1).padStart(2, '0')}`).filter(
  (d) => ![0, 6].includes(new Date(`${d}T00:00:00Z`).getUTCDay()),
);
const days = workdays.map((d) => Number(d.slice(8)));
const everyWeekday = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, from: '08:00', to: '17:00' }));
const season = { schedule: everyWeekday, fromDate: '2026-09-15', toDate: '2027-06-30' };
const whole = [{ from: '2026-09-15', to: null }];
const base = { periods: whole, workingDates: workdays, month: '2026-11', discountPercent: 0 };

describe('a fixed part plus a part proportional to the days attended', () => {
  const mixed = { ...season, pricing: 'mixed' as const, priceCents: 2000, variableCents: 2800 };

  it('is 20 + 28 × attended ÷ working days', () => {
    expect(workdays).toHaveLength(21);
    // 14 of 21 days present: 20 + 28 × 14/21 = 38,67 €
    expect(feeAmounts({ ...base, activity: mixed, presentDays: days.slice(0, 14) })).toMatchObject({
      sessions: 14,
      heldSessions: 21,
      variableCents: 1867,
      baseCents: 3867,
      amountCents: 3867,
    });
    // never present: the fixed part only
    expect(feeAmounts({ ...base, activity: mixed, presentDays: [] })).toMatchObject({ baseCents: 2000 });
  });

  it('prices the fixed part pro rata in the month the child left, and no attendance after the leave', () => {
    // left on Friday the 13th: 10 of 21 days enrolled; present on all 21 marks, only 10 count
    const periods = billedPeriods(whole, '2026-11-13');
    expect(feeAmounts({ ...base, periods, activity: mixed, presentDays: days })).toMatchObject({
      sessions: 10,
      // 20 × 10/21 = 9,52 and 28 × 10/21 = 13,33
      variableCents: 1333,
      baseCents: 952 + 1333,
    });
  });
});

describe('a rate per day with the days of a medical notice free', () => {
  const daily = { ...season, pricing: 'day' as const, priceCents: 250 };

  it('charges the enrolled session days but the medical notice ones (statuses 5 and 6)', () => {
    expect(
      feeAmounts({ ...base, activity: daily, presentDays: [], medicalDays: [2, 3, 4, 7, 8] }),
    ).toMatchObject({
      // the 7th and 8th are a weekend: no session, nothing to free
      sessions: 18,
      freeDays: 3,
      baseCents: 18 * 250,
      amountCents: 4500,
    });
  });

  it('stops at the leave', () => {
    const periods = billedPeriods(whole, '2026-11-04');
    expect(feeAmounts({ ...base, periods, activity: daily, presentDays: [] })).toMatchObject({
      sessions: 3,
      baseCents: 750,
    });
  });
});

describe('sibling discounts', () => {
  const monthly = {
    ...season,
    pricing: 'month' as const,
    priceCents: 4000,
    siblingSecondPercent: 50,
    siblingThirdFree: true,
  };

  it('the first pays in full, the second the percent less, the third nothing; shown on the breakdown', () => {
    const fee = (siblingOrder: number, discountPercent = 0) =>
      feeAmounts({ ...base, activity: monthly, presentDays: [], siblingOrder, discountPercent });
    expect(fee(1)).toMatchObject({ siblingDiscountCents: 0, amountCents: 4000 });
    expect(fee(2)).toMatchObject({
      siblingOrder: 2,
      siblingDiscountPercent: 50,
      siblingDiscountCents: 2000,
      discountCents: 2000,
      amountCents: 2000,
    });
    expect(fee(3)).toMatchObject({
      siblingDiscountPercent: 100,
      amountCents: 0,
      status: FeePaymentStatus.Paid,
    });
    // the child's own 10 % is taken of what the sibling discount left
    expect(fee(2, 10)).toMatchObject({ siblingDiscountCents: 2000, discountCents: 2200, amountCents: 1800 });
  });

  it('without “third free” the later siblings get the second’s percent; no setting, no discount', () => {
    expect(siblingPercent({ siblingSecondPercent: 30, siblingThirdFree: false }, 4)).toBe(30);
    expect(siblingPercent({}, 2)).toBe(0);
    expect(siblingPercent({ siblingThirdFree: true }, 2)).toBe(0);
  });

  it('siblings share a guardian; the eldest is the first', () => {
    const families = familiesOf([
      { childId: 'ana', parentUserId: 'mother' },
      { childId: 'boris', parentUserId: 'mother' },
      { childId: 'boris', parentUserId: 'father' },
      // a half-sibling through the father
      { childId: 'vera', parentUserId: 'father' },
      { childId: 'other', parentUserId: 'someone' },
    ]);
    expect(families.get('ana')).toBe(families.get('vera'));
    expect(families.get('other')).not.toBe(families.get('ana'));
    const orders = siblingOrders(
      [
        { childId: 'vera', birthDate: '2022-03-01' },
        { childId: 'ana', birthDate: '2020-05-05' },
        { childId: 'boris', birthDate: '2021-01-10' },
        { childId: 'other', birthDate: '2022-01-01' },
        { childId: 'alone', birthDate: '2019-01-01' },
      ],
      families,
    );
    expect(Object.fromEntries(orders)).toEqual({ ana: 1, boris: 2, vera: 3, other: 1, alone: 1 });
  });
});

describe('periods at the leave', () => {
  it('are cut at the last day; a period that was to begin later is dropped', () => {
    expect(
      billedPeriods(
        [
          { from: '2026-09-15', to: '2026-10-10' },
          { from: '2026-11-02', to: null },
          { from: '2027-01-10', to: null },
        ],
        '2026-11-18',
      ),
    ).toEqual([
      { from: '2026-09-15', to: '2026-10-10' },
      { from: '2026-11-02', to: '2026-11-18' },
    ]);
    expect(billedPeriods(whole, null)).toEqual(whole);
  });
});
