import { PaymentMethod } from '@gradina/shared';
import { describe, expect, it } from 'vitest';
import type { FeeItem, PaymentItem } from '../../../domain/activities/items';
import {
  byCashier,
  byClass,
  byKindergarten,
  byStudent,
  feesByActivity,
  noGroup,
  paidLines,
} from './aggregate';

const payment = (o: Partial<PaymentItem>): PaymentItem =>
  ({
    id: 'p',
    method: PaymentMethod.Cash,
    status: 1,
    providerId: 'r',
    providerName: 'Ритъм',
    fees: [],
    totalCents: 0,
    childIds: [],
    batch: false,
    cashierId: 'u1',
    cashierName: 'Радка',
    paidAt: '2026-11-21',
    createdAt: '2026-11-21T08:00:00.000Z',
    ...o,
  }) as PaymentItem;

const line = (feeId: string, childId: string, amountCents: number) => ({
  feeId,
  childId,
  childName: childId === 'a' ? 'Ана Иванова' : 'Борис Петров',
  month: '2026-11',
  activityId: 'x',
  activityName: 'Танци',
  amountCents,
});

const payments = [
  payment({ id: 'p1', totalCents: 3000, fees: [line('f1', 'a', 3000)] }),
  payment({
    id: 'p2',
    method: PaymentMethod.POS,
    totalCents: 2551,
    fees: [line('f2', 'b', 2551)],
    cashierId: 'u2',
    cashierName: 'Ваня',
  }),
  payment({
    id: 'p3',
    totalCents: 3501,
    batch: true,
    fees: [line('f3', 'a', 2000), line('f4', 'b', 1501)],
  }),
  payment({
    id: 'p4',
    method: PaymentMethod.EPay,
    totalCents: 999,
    cashierId: null,
    cashierName: null,
    fees: [line('f5', 'a', 999)],
    paidAt: '2026-10-31T23:30:00.000Z',
  }),
];

describe('the payment reports', () => {
  it('adds by month (of the Sofia day paid), provider and method; every total is the rows sum', () => {
    const r = byKindergarten(payments);
    expect(r.totalCents).toBe(3000 + 2551 + 3501 + 999);
    expect(r.rows.reduce((s, x) => s + x.totalCents, 0)).toBe(r.totalCents);
    // 31.10 23:30 UTC is 01.11 in Sofia.
    expect(r.rows.every((x) => x.month === '2026-11')).toBe(true);
    expect(r.byMethod.find((m) => m.method === PaymentMethod.Cash)).toEqual({
      method: PaymentMethod.Cash,
      count: 2,
      totalCents: 6501,
    });
  });

  it("splits a batch between its fees' groups and children", () => {
    const groups = new Map([
      ['f1', 'g1'],
      ['f2', 'g2'],
      ['f3', 'g1'],
      ['f4', 'g2'],
    ]);
    const lines = paidLines(payments, groups);
    const names = new Map([
      ['g1', 'Група „Звездичка“'],
      ['g2', 'Група „Слънце“'],
    ]);
    const classes = byClass(lines, names);
    expect(classes.rows.map((r) => [r.groupName, r.totalCents, r.paymentsCount])).toEqual([
      ['Група „Звездичка“', 5000, 2],
      ['Група „Слънце“', 4052, 2],
      [noGroup, 999, 1],
    ]);
    expect(classes.totalCents).toBe(10051);
    expect(classes.paymentsCount).toBe(4);
    const students = byStudent(lines, names);
    expect(students.rows.map((r) => [r.childName, r.totalCents, r.feesCount])).toEqual([
      ['Ана Иванова', 5999, 3],
      ['Борис Петров', 4052, 2],
    ]);
  });

  it('gives the cashiers only what staff recorded', () => {
    const r = byCashier(payments);
    expect(r.totalCents).toBe(3000 + 2551 + 3501);
    expect(r.rows.map((x) => x.cashierName)).toEqual(['Ваня', 'Радка']);
  });

  it('sums the fees by activity with what is still due', () => {
    const fee = (o: Partial<FeeItem>) =>
      ({
        activityId: 'x',
        activityName: 'Танци',
        providerId: 'r',
        providerName: 'Ритъм',
        childId: 'a',
        baseCents: 4000,
        discountCents: 400,
        amountCents: 3600,
        paidCents: 0,
        ...o,
      }) as FeeItem;
    const r = feesByActivity([
      fee({ paidCents: 3600 }),
      fee({ childId: 'b', paidCents: 1000 }),
      fee({ activityId: 'y', activityName: 'Английски', paidCents: 4000, amountCents: 3600 }),
    ]);
    expect(r.rows.map((x) => x.activityName)).toEqual(['Английски', 'Танци']);
    expect(r.totals).toEqual({
      childrenCount: 2,
      feesCount: 3,
      baseCents: 12000,
      discountCents: 1200,
      amountCents: 10800,
      paidCents: 8600,
      dueCents: 2600,
    });
  });
});
