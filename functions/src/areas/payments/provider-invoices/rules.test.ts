import { FeeAmountBasis, OnlinePaymentStatus, PaymentMethod } from '@gradina/shared';
import { describe, expect, it } from 'vitest';
import type { PaymentItem } from '../../../domain/activities/items';
import {
  byActivity,
  checkPeriod,
  inPeriod,
  invoiceNumber,
  invoiceSums,
  linesOf,
  monthsToRead,
  shareOf,
  totalsOf,
} from './rules';

const paidOn = (p: Pick<PaymentItem, 'paidAt' | 'createdAt'>) => (p.paidAt ?? p.createdAt).slice(0, 10);

const payment = (id: string, o: Partial<PaymentItem> = {}): PaymentItem => ({
  id,
  kindergartenId: 'kg',
  method: PaymentMethod.Cash,
  status: OnlinePaymentStatus.Paid,
  providerId: 'p1',
  providerName: 'Ритъм',
  fees: [
    {
      feeId: `f-${id}`,
      childId: 'c1',
      childName: 'Яна Петрова',
      month: '2026-11',
      activityId: 'a1',
      activityName: 'Танци',
      amountCents: 3333,
    },
  ],
  totalCents: 3333,
  childIds: ['c1'],
  batch: false,
  invoice: null,
  idn: null,
  expiresAt: null,
  paidAt: '2026-11-05',
  stan: null,
  bcode: null,
  receiptNumber: 1,
  cashierId: 'u',
  cashierName: 'Касиер',
  payerName: null,
  note: null,
  createdBy: 'u',
  createdAt: '2026-11-21T08:00:00.000Z',
  version: 1,
  ...o,
});

describe('the kindergarten’s share of a line', () => {
  it('is the percent of the amount paid, rounded to the cent', () => {
    expect(
      shareOf(3333, { kindergartenSharePercent: 10, shareBasis: FeeAmountBasis.PaidAmount }, undefined),
    ).toBe(333);
    expect(
      shareOf(3335, { kindergartenSharePercent: 10, shareBasis: FeeAmountBasis.PaidAmount }, undefined),
    ).toBe(334);
    expect(shareOf(5000, undefined, undefined)).toBe(0);
  });

  it('of the full price before the discount, for the part of the fee the line pays, never above the line', () => {
    const activity = { kindergartenSharePercent: 20, shareBasis: FeeAmountBasis.TotalAmount };
    expect(shareOf(4000, activity, { baseCents: 5000, amountCents: 4000 })).toBe(1000);
    expect(shareOf(2000, activity, { baseCents: 5000, amountCents: 4000 })).toBe(500);
    expect(
      shareOf(
        100,
        { kindergartenSharePercent: 100, shareBasis: FeeAmountBasis.TotalAmount },
        { baseCents: 5000, amountCents: 100 },
      ),
    ).toBe(100);
  });
});

describe('lines and totals', () => {
  it('adds up to the cent: the totals are the sums of the lines, each payment counted once', () => {
    const batch = payment('b', {
      method: PaymentMethod.EPay,
      fees: [
        {
          feeId: 'x',
          childId: 'c2',
          childName: 'Асен Колев',
          month: '2026-10',
          activityId: 'a1',
          activityName: 'Танци',
          amountCents: 1999,
        },
        {
          feeId: 'y',
          childId: 'c2',
          childName: 'Асен Колев',
          month: '2026-11',
          activityId: 'a2',
          activityName: 'Английски',
          amountCents: 2001,
        },
      ],
    });
    const activities = new Map([
      ['a1', { kindergartenSharePercent: 15, shareBasis: FeeAmountBasis.PaidAmount }],
      ['a2', { kindergartenSharePercent: 5, shareBasis: FeeAmountBasis.PaidAmount }],
    ]);
    const lines = linesOf([payment('a'), batch], activities, new Map(), paidOn);
    expect(lines.map((l) => l.childName)).toEqual(['Асен Колев', 'Асен Колев', 'Яна Петрова']);
    const t = totalsOf(lines);
    expect(t).toMatchObject({ paymentsCount: 2, collectedCents: 7333 });
    expect(t.kindergartenShareCents + t.providerDueCents).toBe(t.collectedCents);
    expect(t.kindergartenShareCents).toBe(300 + 100 + 500);
    expect(t.byMethod).toEqual([
      { method: PaymentMethod.Cash, count: 1, totalCents: 3333 },
      { method: PaymentMethod.EPay, count: 1, totalCents: 4000 },
    ]);
    const rows = byActivity(lines);
    expect(rows.reduce((s, r) => s + r.amountCents, 0)).toBe(t.collectedCents);
  });
});

describe('periods', () => {
  it('takes the provider’s paid payments of the period (cash only for a voucher)', () => {
    expect(inPeriod(payment('a'), 'p1', '2026-11-01', '2026-11-30', paidOn, false)).toBe(true);
    expect(
      inPeriod(payment('a', { paidAt: '2026-10-31' }), 'p1', '2026-11-01', '2026-11-30', paidOn, false),
    ).toBe(false);
    expect(
      inPeriod(payment('a', { providerId: 'p2' }), 'p1', '2026-11-01', '2026-11-30', paidOn, false),
    ).toBe(false);
    expect(
      inPeriod(
        payment('a', { status: OnlinePaymentStatus.Waiting }),
        'p1',
        '2026-11-01',
        '2026-11-30',
        paidOn,
        false,
      ),
    ).toBe(false);
    expect(
      inPeriod(payment('a', { method: PaymentMethod.POS }), 'p1', '2026-11-01', '2026-11-30', paidOn, true),
    ).toBe(false);
  });

  it('reads a month either side, and refuses an end before the start or more than a year', () => {
    expect(monthsToRead('2026-12-01', '2027-01-31')).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
    expect(checkPeriod('2026-11-30', '2026-11-01', 'query.')[0]?.field).toBe('query.toDate');
    expect(checkPeriod('2025-11-01', '2026-10-31')).toEqual([]);
    expect(checkPeriod('2025-11-01', '2026-11-01')).toHaveLength(2);
  });
});

describe('invoices', () => {
  it('numbers in ten digits and rounds the VAT to the cent', () => {
    expect(invoiceNumber(42)).toBe('0000000042');
    expect(invoiceSums([{ amountCents: 1001 }, { amountCents: 2000 }], 20)).toEqual({
      taxBaseCents: 3001,
      vatCents: 600,
      totalCents: 3601,
    });
    expect(invoiceSums([{ amountCents: 1000 }], 0).vatCents).toBe(0);
  });
});
