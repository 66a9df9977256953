import { describe, expect, it } from 'vitest';
import { daysUpTo, expiryGraceMinutes, lookbackDays } from './expire-online-payments';

describe('the expiry job’s days', () => {
  it('looks back 8 UTC days up to the cutoff’s own, oldest first', () => {
    const days = daysUpTo(new Date('2026-11-28T00:30:00Z'));
    expect(days).toHaveLength(lookbackDays + 1);
    expect(days[0]).toBe('2026-11-20');
    expect(days.at(-1)).toBe('2026-11-28');
  });

  it('crosses month and year ends', () => {
    expect(daysUpTo(new Date('2027-01-01T05:00:00Z'), 2)).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
  });

  it('waits an hour after EXP_TIME', () => {
    expect(expiryGraceMinutes).toBe(60);
  });
});
