import { describe, expect, it } from 'vitest';
import { formatBgDate, sofiaDate, sofiaDateTime } from './dates';

describe('Sofia dates', () => {
  it('shows a moment as the date and time in Sofia', () => {
    expect(sofiaDate('2026-03-28T22:30:00.000Z')).toBe('29.03.2026');
    expect(sofiaDateTime('2026-03-28T22:30:00.000Z')).toBe('29.03.2026 0:30');
    expect(sofiaDateTime('2026-07-01T06:05:00.000Z')).toBe('01.07.2026 9:05');
  });
  it('shows nothing for nothing', () => {
    expect(sofiaDate(null)).toBe('');
    expect(sofiaDate('not a date')).toBe('');
  });
});

describe('formatBgDate', () => {
  it('shows DD.MM.YYYY', () => {
    expect(formatBgDate('2026-09-15')).toBe('15.09.2026');
    expect(formatBgDate('2026-09-15T10:00:00Z')).toBe('15.09.2026');
    expect(formatBgDate(null)).toBe('');
  });
});
