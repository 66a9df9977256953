import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime } from './dates';

describe('screen dates', () => {
  it('are the shared formats in Sofia time', () => {
    expect(formatDate('2026-03-28T22:30:00.000Z')).toBe('29.03.2026 г.');
    expect(formatDateTime('2026-03-28T22:30:00.000Z')).toBe('29.03.2026 г., 00:30 ч.');
    expect(formatTime('2026-07-01T06:05:00.000Z')).toBe('09:05 ч.');
    expect(formatDate(null)).toBe('');
  });
});
