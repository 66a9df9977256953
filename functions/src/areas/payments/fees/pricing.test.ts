import { FeePaymentStatus } from '@gradina/shared';
import { describe, expect, it } from 'vitest';
import { enrolledInMonth, feeAmounts, roundHalfUp, sessionDays } from './pricing';

/** November 2026: Mondays 2, 9, 16, 23, 30; Wednesdays 4, 11, 18, 25. */
const novemberWorkdays = Array.from(
  { length: 30 },
  (_, i) => `2026-11-${String(i + 1).padStart(2, '0')}`,
).filter((d) => {
  const w = new Date(`${d}T00:00:00Z`).getUTCDay();
  return w !== 0 && w !== 6;
});
const mondaysAndWednesdays = [
  { weekday: 1, from: '16:00', to: '16:45' },
  { weekday: 3, from: '16:00', to: '16:45' },
];
const monthly = {
  pricing: 'month' as const,
  priceCents: 4000,
  schedule: mondaysAndWednesdays,
  fromDate: '2026-09-15',
  toDate: '2027-06-30',
};
const whole = [{ from: '2026-09-15', to: null }];

/** What a monthly fee of a month with 9 sessions holds when nothing but the sessions and discount changes it. */
const monthOfNineSessions = {
  variableCents: 0,
  heldSessions: 9,
  freeDays: 0,
  siblingOrder: 1,
  siblingDiscountPercent: 0,
  siblingDiscountCents: 0,
  status: FeePaymentStatus.NotPaid,
};
describe('session days', () => {
  it('are the schedule’s weekdays the group works, inside the season', () => {
    expect(sessionDays(monthly, novemberWorkdays)).toHaveLength(9);
    expect(sessionDays({ ...monthly, toDate: '2026-11-15' }, novemberWorkdays)).toEqual([
      '2026-11-02',
      '2026-11-04',
      '2026-11-09',
      '2026-11-11',
    ]);
    // a day off on Monday the 16th holds no session
    expect(
      sessionDays(
        monthly,
        novemberWorkdays.filter((d) => d !== '2026-11-16'),
      ),
    ).toHaveLength(8);
  });

  it('a child enrolled on the last day of the month counts, one who left the day before it began does not', () => {
    expect(enrolledInMonth([{ from: '2026-11-30', to: null }], 2026, 11)).toBe(true);
    expect(enrolledInMonth([{ from: '2026-09-01', to: '2026-10-31' }], 2026, 11)).toBe(false);
  });
});

describe('a monthly fee', () => {
  const fee = (o: Partial<Parameters<typeof feeAmounts>[0]> = {}) =>
    feeAmounts({
      activity: monthly,
      periods: whole,
      workingDates: novemberWorkdays,
      presentDays: [],
      discountPercent: 0,
      ...o,
    });

  it('is the price for a child enrolled all month, whatever the attendance', () => {
    expect(fee()).toEqual({
      ...monthOfNineSessions,
      sessions: 9,
      baseCents: 4000,
      discountPercent: 0,
      discountCents: 0,
      amountCents: 4000,
    });
  });

  it('is pro rata of the session days enrolled, rounded half-up to the cent', () => {
    // from the 16th: 16, 18, 23, 25, 30 = 5 of 9 → 40 × 5/9 = 22.222… → 22,22 €
    expect(fee({ periods: [{ from: '2026-11-16', to: null }] })).toMatchObject({
      sessions: 5,
      baseCents: 2222,
    });
    // until the 4th: 2 of 9 → 8.888… → 8,89 €
    expect(fee({ periods: [{ from: '2026-09-15', to: '2026-11-04' }] })).toMatchObject({
      sessions: 2,
      baseCents: 889,
    });
  });

  it('is free in a month without a session held, and a fee of 0,00 € is paid', () => {
    expect(fee({ workingDates: [] })).toMatchObject({
      baseCents: 0,
      amountCents: 0,
      status: FeePaymentStatus.Paid,
    });
  });

  it('takes the discount, rounded half-up to the cent', () => {
    expect(fee({ discountPercent: 10 })).toMatchObject({ discountCents: 400, amountCents: 3600 });
    // 22,22 € × 12.5 % = 2.7775 → 2,78 €
    expect(fee({ periods: [{ from: '2026-11-16', to: null }], discountPercent: 12.5 })).toMatchObject({
      discountCents: 278,
      amountCents: 1944,
    });
    expect(fee({ discountPercent: 100 })).toMatchObject({ amountCents: 0, status: FeePaymentStatus.Paid });
  });
});

describe('a per-session fee', () => {
  const perSession = { ...monthly, pricing: 'session' as const, priceCents: 750 };

  it('is the price × the sessions marked present', () => {
    expect(
      feeAmounts({
        activity: perSession,
        periods: whole,
        workingDates: novemberWorkdays,
        presentDays: [2, 4, 9],
        discountPercent: 5,
      }),
    ).toEqual({
      ...monthOfNineSessions,
      sessions: 3,
      baseCents: 2250,
      discountPercent: 5,
      discountCents: 113,
      amountCents: 2137,
    });
  });
});

it('rounds half-up', () => {
  expect([roundHalfUp(2.5), roundHalfUp(2.4999), roundHalfUp(112.5), roundHalfUp(0)]).toEqual([3, 2, 113, 0]);
});
