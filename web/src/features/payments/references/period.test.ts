import { describe, expect, it } from 'vitest';
import { lastDayOf, moveRangeEnd, paymentPeriod, periodDays, periodMonths } from './period';

const m = (year: number, month: number) => ({ year, month });

describe('a report period', () => {
  it('is a month, or the days of its months', () => {
    expect(paymentPeriod({ kind: 'month', month: m(2026, 10) })).toEqual({ month: '2026-10' });
    expect(paymentPeriod({ kind: 'range', from: m(2026, 9), to: m(2027, 2) })).toEqual({
      fromDate: '2026-09-01',
      toDate: '2027-02-28',
    });
    expect(periodDays({ kind: 'month', month: m(2028, 2) })).toEqual({
      fromDate: '2028-02-01',
      toDate: '2028-02-29',
    });
    expect(periodMonths({ kind: 'range', from: m(2025, 12), to: m(2026, 3) })).toEqual({
      fromMonth: '2025-12',
      toMonth: '2026-03',
    });
    expect(lastDayOf(m(2026, 12))).toBe('2026-12-31');
  });

  it('never runs backwards: the other end follows', () => {
    const range = { from: m(2026, 3), to: m(2026, 5) };
    expect(moveRangeEnd(range, 'from', m(2026, 7))).toEqual({ from: m(2026, 7), to: m(2026, 7) });
    expect(moveRangeEnd(range, 'to', m(2025, 11))).toEqual({ from: m(2025, 11), to: m(2025, 11) });
    expect(moveRangeEnd(range, 'from', m(2026, 1))).toEqual({ from: m(2026, 1), to: m(2026, 5) });
  });

  it('never grows past 12 months', () => {
    const range = { from: m(2026, 3), to: m(2026, 5) };
    expect(moveRangeEnd(range, 'to', m(2027, 2))).toEqual({ from: m(2026, 3), to: m(2027, 2) });
    expect(moveRangeEnd(range, 'to', m(2027, 3))).toEqual({ from: m(2026, 4), to: m(2027, 3) });
    expect(moveRangeEnd(range, 'from', m(2025, 5))).toEqual({ from: m(2025, 5), to: m(2026, 4) });
    expect(moveRangeEnd(range, 'from', m(2025, 6))).toEqual({ from: m(2025, 6), to: m(2026, 5) });
  });
});
