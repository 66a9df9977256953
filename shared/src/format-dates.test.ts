import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateDigits,
  formatDateTime,
  formatLongDate,
  formatLongDateTime,
  formatMonth,
  formatTime,
  formatWeekdayShort,
  monthNames,
  sofiaDay,
  weekdayShortNames,
} from './format-dates';

describe('the date and time formats', () => {
  it('renders a calendar date as it is', () => {
    expect(formatDate('2025-09-15')).toBe('15.09.2025 г.');
    expect(formatDateDigits('2025-09-05')).toBe('05.09.2025');
    expect(formatLongDate('2025-09-15')).toBe('понеделник, 15 септември 2025 г.');
    expect(formatMonth('2025-09-15')).toBe('септември 2025');
  });

  it('renders times with two-digit hours and minutes and "ч."', () => {
    expect(formatTime('2025-09-15T14:30')).toBe('14:30 ч.');
    expect(formatTime('2026-11-24T05:06:00')).toBe('05:06 ч.');
    expect(formatDateTime('2025-09-15T14:30:00')).toBe('15.09.2025 г., 14:30 ч.');
    expect(formatLongDateTime('2025-09-15T09:05')).toBe('понеделник, 15 септември 2025 г., 09:05 ч.');
  });

  it('shows instants in Sofia time, summer and winter, whatever the runtime zone', () => {
    expect(formatDateTime('2025-09-15T11:30:00Z')).toBe('15.09.2025 г., 14:30 ч.'); // EEST, +3
    expect(formatDateTime('2026-01-15T03:26:00.000Z')).toBe('15.01.2026 г., 05:26 ч.'); // EET, +2
    expect(formatDate('2025-12-31T22:30:00Z')).toBe('01.01.2026 г.'); // already the new year in Sofia
    expect(sofiaDay(Date.UTC(2025, 11, 31, 22, 30))).toBe('2026-01-01');
    expect(formatTime(new Date('2025-09-15T11:30:00+00:00'))).toBe('14:30 ч.');
  });

  it('names months and weekdays in Bulgarian, weekdays short as пн вт ср чт пт сб нд', () => {
    expect(weekdayShortNames.join(' ')).toBe('пн вт ср чт пт сб нд');
    expect(monthNames[0]).toBe('януари');
    expect(monthNames[11]).toBe('декември');
    // 16 November 2026 is a Monday, the 22nd a Sunday
    expect(['2026-11-16', '2026-11-18', '2026-11-22'].map(formatWeekdayShort)).toEqual(['пн', 'ср', 'нд']);
  });

  it('answers an empty text for nothing or an unreadable value', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatTime('вчера')).toBe('');
  });
});
