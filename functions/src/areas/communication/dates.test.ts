import { describe, expect, it } from 'vitest';
import { addDays, dateOf, instantOf, sofiaDate, startOfSofiaDay } from './dates';

describe('Europe/Sofia dates', () => {
  it('reads dates as Sofia midnight and wall-clock times as Sofia time, summer and winter', () => {
    expect(new Date(instantOf('2026-11-21')).toISOString()).toBe('2026-11-20T22:00:00.000Z');
    expect(new Date(instantOf('2026-07-01T10:00')).toISOString()).toBe('2026-07-01T07:00:00.000Z');
    expect(new Date(instantOf('2026-07-01T10:00:00Z')).toISOString()).toBe('2026-07-01T10:00:00.000Z');
    expect(new Date(startOfSofiaDay('2026-10-25')).toISOString()).toBe('2026-10-24T21:00:00.000Z');
  });

  it('finds the Sofia date of an instant and adds days across months', () => {
    expect(sofiaDate(Date.parse('2026-11-20T22:30:00Z'))).toBe('2026-11-21');
    expect(dateOf('2026-11-20T23:30:00Z')).toBe('2026-11-21');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});
