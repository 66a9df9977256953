import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatLongDate, formatTime } from './dates';

describe('screen dates', () => {
  it('are the shared formats in Sofia time', () => {
    expect(formatDate('2026-03-28T22:30:00.000Z')).toBe('29.03.2026\u00a0г.');
    expect(formatDateTime('2026-03-28T22:30:00.000Z')).toBe('29.03.2026\u00a0г., 00:30\u00a0ч.');
    expect(formatTime('2026-07-01T06:05:00.000Z')).toBe('09:05\u00a0ч.');
    expect(formatDate(null)).toBe('');
  });

  it('keep „г.“ and „ч.“ on the line of their number', () => {
    expect(formatLongDate('2026-09-15')).toBe('вторник, 15 септември 2026\u00a0г.');
    expect(formatDate('2026-09-15')).not.toMatch(/ г\./);
  });
});
