import { describe, expect, it } from 'vitest';
import { monthKey, parseMonth } from './MonthFilter';

describe('the month of the address', () => {
  it('reads YYYY-MM and writes it back', () => {
    expect(parseMonth('2026-12')).toEqual({ year: 2026, month: 12 });
    expect(monthKey({ year: 2027, month: 3 })).toBe('2027-03');
  });
  it('ignores anything else', () => {
    expect(parseMonth(null)).toBeUndefined();
    expect(parseMonth('2026-13')).toBeUndefined();
    expect(parseMonth('12.2026')).toBeUndefined();
  });
});
