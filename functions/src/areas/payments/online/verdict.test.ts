import { OnlinePaymentStatus as S } from '@gradina/shared';
import { describe, expect, it } from 'vitest';
import { lineAction, splitLateCredit } from './verdict';

describe('lineAction', () => {
  it('a waiting payment is credited by PAID and released by DENIED or EXPIRED', () => {
    expect(lineAction(S.Waiting, 'PAID')).toBe('credit');
    expect(lineAction(S.Waiting, 'DENIED')).toBe('release');
    expect(lineAction(S.Waiting, 'EXPIRED')).toBe('release');
  });

  it('a line repeating the final state is a resend', () => {
    expect(lineAction(S.Paid, 'PAID')).toBe('resent');
    expect(lineAction(S.Denied, 'DENIED')).toBe('resent');
    expect(lineAction(S.Expired, 'EXPIRED')).toBe('resent');
  });

  it('PAID after a payment ended without money is credited late (ePay took the money)', () => {
    expect(lineAction(S.Expired, 'PAID')).toBe('late-credit');
    expect(lineAction(S.Denied, 'PAID')).toBe('late-credit');
    expect(lineAction(S.Error, 'PAID')).toBe('late-credit');
  });

  it('DENIED or EXPIRED after PAID changes nothing', () => {
    expect(lineAction(S.Paid, 'DENIED')).toBe('ignored');
    expect(lineAction(S.Paid, 'EXPIRED')).toBe('ignored');
    expect(lineAction(S.Expired, 'DENIED')).toBe('ignored');
  });
});

describe('splitLateCredit', () => {
  it('credits the fees still payable and keeps the rest as an overpayment', () => {
    const fees = new Map([
      ['a', { dueCents: 2000, pending: false, payable: true }],
      ['b', { dueCents: 0, pending: false, payable: false }],
      ['c', { dueCents: 1500, pending: true, payable: false }],
    ]);
    const parts = [
      { feeId: 'a', amountCents: 2000 },
      { feeId: 'b', amountCents: 1800 },
      { feeId: 'c', amountCents: 1500 },
    ];
    expect(splitLateCredit(parts, fees)).toEqual({
      parts: [
        { feeId: 'a', creditedCents: 2000, overpaidCents: 0 },
        { feeId: 'b', creditedCents: 0, overpaidCents: 1800 },
        { feeId: 'c', creditedCents: 0, overpaidCents: 1500 },
      ],
      creditedCents: 2000,
      overpaidCents: 3300,
    });
  });

  it('a fee that now owes less than the part takes what it owes; the rest is overpaid to the cent', () => {
    const fees = new Map([['a', { dueCents: 500, pending: false, payable: true }]]);
    expect(splitLateCredit([{ feeId: 'a', amountCents: 2000 }], fees)).toEqual({
      parts: [{ feeId: 'a', creditedCents: 500, overpaidCents: 1500 }],
      creditedCents: 500,
      overpaidCents: 1500,
    });
  });

  it('a fee that was deleted meanwhile takes nothing', () => {
    expect(splitLateCredit([{ feeId: 'x', amountCents: 700 }], new Map()).overpaidCents).toBe(700);
  });
});

describe('lineAction after an overpayment', () => {
  it('PAID resent for an Overpaid payment changes nothing; DENIED is ignored', () => {
    expect(lineAction(S.Overpaid, 'PAID')).toBe('resent');
    expect(lineAction(S.Overpaid, 'DENIED')).toBe('ignored');
  });
});
