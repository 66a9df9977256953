import { describe, expect, it } from 'vitest';
import { paidMonth, parseTypeCounter, typeCounter } from '../domain/aggregates/activities';
import { activityDeltas, recordKind } from './activity-aggregates';

const kg = 'KG#kg1';
const fee = (over: object = {}) => ({
  kindergartenId: 'kg1',
  id: 'f1',
  month: '2026-10',
  activityId: 'a1',
  amountCents: 3000,
  paidCents: 0,
  status: 3,
  ...over,
});
const payment = (over: object = {}) => ({
  kindergartenId: 'kg1',
  id: 'p1',
  method: 2,
  status: 1,
  totalCents: 5000,
  fees: [
    { feeId: 'f1', activityId: 'a1', amountCents: 3000 },
    { feeId: 'f2', activityId: 'a2', amountCents: 2000 },
  ],
  paidAt: '2026-11-03',
  createdAt: '2026-11-03T08:00:00.000Z',
  ...over,
});
const season = { typeId: 'type-1', fromDate: '2026-09-15', toDate: '2026-12-31' };
const plain = (m: Map<string, object>) => Object.fromEntries(m);

describe('which items the consumer follows', () => {
  it('knows fees, payments, activities and enrolments by their keys, and nothing else', () => {
    expect(recordKind({ PK: `${kg}#FEES`, SK: 'FEE#f1' })).toBe('fee');
    expect(recordKind({ PK: `${kg}#PAYMENTS`, SK: 'PAYMENT#p1' })).toBe('payment');
    expect(recordKind({ PK: `${kg}#ACTIVITIES`, SK: 'ACTIVITY#a1' })).toBe('activity');
    expect(recordKind({ PK: `${kg}#ACTIVITY#a1`, SK: 'CHILD#c1' })).toBe('enrollment');
    expect(recordKind({ PK: `${kg}#ACTIVITY#a1`, SK: 'ATTENDANCE#2026-10' })).toBeNull();
    expect(recordKind({ PK: kg, SK: 'COUNTER#RECEIPT' })).toBeNull();
    expect(recordKind({ PK: 'PROVIDER#x', SK: 'PROFILE' })).toBeNull();
  });
});

describe('fees', () => {
  it('adds a new fee whole to its month and a payment of it as the difference', () => {
    expect(plain(activityDeltas('fee', { newImage: fee() }))).toEqual({
      '2026-10': { due: 3000, fees: 1 },
    });
    const paid = fee({ paidCents: 3000, status: 1, version: 2 });
    expect(plain(activityDeltas('fee', { oldImage: fee(), newImage: paid }))).toEqual({
      '2026-10': { paid: 3000, feesPaid: 1 },
    });
  });

  it('takes a deleted fee out and ignores a change that moves no figure', () => {
    expect(plain(activityDeltas('fee', { oldImage: fee() }))).toEqual({
      '2026-10': { due: -3000, fees: -1 },
    });
    expect(activityDeltas('fee', { oldImage: fee(), newImage: fee({ notifiedAt: 'x' }) }).size).toBe(0);
  });
});

describe('payments', () => {
  const typeOf = new Map([
    ['a1', 'type-1'],
    ['a2', 'type-2'],
  ]);

  it('counts a payment recorded at the desk in the month it was paid, by method and type', () => {
    expect(plain(activityDeltas('payment', { newImage: payment() }, { typeOf }))).toEqual({
      '2026-11': {
        collected: 5000,
        payments: 1,
        cash: 5000,
        [typeCounter.collected('type-1')]: 3000,
        [typeCounter.collected('type-2')]: 2000,
      },
    });
  });

  it('counts an online payment when it becomes Paid, in Sofia’s month, and takes it back when annulled', () => {
    const waiting = payment({ method: 4, status: 3, paidAt: null, totalCents: 3000, fees: [] });
    expect(activityDeltas('payment', { newImage: waiting }).size).toBe(0);
    // 23:30 UTC on 30 November is already 1 December in Sofia
    const done = { ...waiting, status: 1, paidAt: '2026-11-30T23:30:00.000Z' };
    expect(plain(activityDeltas('payment', { oldImage: waiting, newImage: done }))).toEqual({
      '2026-12': { collected: 3000, payments: 1, online: 3000 },
    });
    expect(plain(activityDeltas('payment', { oldImage: done, newImage: { ...done, status: 7 } }))).toEqual({
      '2026-12': { collected: -3000, payments: -1, online: -3000 },
    });
  });

  it('counts kindergarten fees and their payments apart, under kg, a mixed payment in both', () => {
    const monthly = fee({ scope: 1, activityId: 'type-kg', amountCents: 12000 });
    expect(plain(activityDeltas('fee', { newImage: monthly }))).toEqual({
      '2026-10': { kgDue: 12000, kgFees: 1 },
    });
    const kindergartenOnly = payment({
      totalCents: 12000,
      fees: [{ feeId: 'k1', activityId: 'type-kg', amountCents: 12000, scope: 1 }],
    });
    expect(plain(activityDeltas('payment', { newImage: kindergartenOnly }, { typeOf }))).toEqual({
      '2026-11': { kgCollected: 12000, kgPayments: 1, kgCash: 12000 },
    });
    const mixed = payment({
      totalCents: 15000,
      fees: [
        { feeId: 'k1', activityId: 'type-kg', amountCents: 12000, scope: 1 },
        { feeId: 'f1', activityId: 'a1', amountCents: 3000 },
      ],
    });
    expect(plain(activityDeltas('payment', { newImage: mixed }, { typeOf }))).toEqual({
      '2026-11': {
        kgCollected: 12000,
        kgPayments: 1,
        kgCash: 12000,
        collected: 3000,
        payments: 1,
        cash: 3000,
        [typeCounter.collected('type-1')]: 3000,
      },
    });
  });

  it('reads the paid month of a date and of an instant', () => {
    expect(paidMonth({ paidAt: '2026-10-31', createdAt: '2026-11-01T10:00:00Z' })).toBe('2026-10');
    expect(paidMonth({ paidAt: null, createdAt: '2026-10-31T22:10:00Z' })).toBe('2026-11');
  });
});

describe('activities and enrolments', () => {
  it('counts an activity in every month of its season, and moves it when the type changes', () => {
    const months = activityDeltas('activity', { newImage: { ...season, id: 'a1' } });
    expect([...months.keys()]).toEqual(['2026-09', '2026-10', '2026-11', '2026-12']);
    expect(months.get('2026-09')).toEqual({ activities: 1, [typeCounter.activities('type-1')]: 1 });
    const retyped = activityDeltas('activity', {
      oldImage: { ...season, id: 'a1' },
      newImage: { ...season, id: 'a1', typeId: 'type-2' },
    });
    expect(retyped.get('2026-10')).toEqual({
      [typeCounter.activities('type-1')]: -1,
      [typeCounter.activities('type-2')]: 1,
    });
  });

  it('counts a child in the months of the season a period touches, once a month', () => {
    const enrolled = { periods: [{ from: '2026-10-05', to: null }] };
    const months = activityDeltas('enrollment', { newImage: enrolled }, { activity: season });
    expect([...months.keys()]).toEqual(['2026-10', '2026-11', '2026-12']);
    const left = {
      periods: [
        { from: '2026-10-05', to: '2026-10-20' },
        { from: '2026-10-25', to: null },
      ],
    };
    // a second period in October adds nothing to October; leaving closes nothing before the season ends
    expect(
      activityDeltas('enrollment', { oldImage: enrolled, newImage: left }, { activity: season }).size,
    ).toBe(0);
    const closed = { periods: [{ from: '2026-10-05', to: '2026-11-10' }] };
    expect(
      plain(activityDeltas('enrollment', { oldImage: enrolled, newImage: closed }, { activity: season })),
    ).toEqual({
      '2026-12': { enrolled: -1, [typeCounter.enrolled('type-1')]: -1 },
    });
  });

  it('counts nothing for an enrolment whose activity is gone', () => {
    expect(
      activityDeltas('enrollment', { newImage: { periods: [{ from: '2026-10-01', to: null }] } }).size,
    ).toBe(0);
  });

  it('names per-type counters so the reports find the type again', () => {
    expect(typeCounter.enrolled('3f2a-11')).toBe('tE3f2a11');
    expect(parseTypeCounter('tE3f2a11')).toEqual({ figure: 'E', type: '3f2a11' });
    expect(parseTypeCounter('enrolled')).toBeNull();
  });
});
