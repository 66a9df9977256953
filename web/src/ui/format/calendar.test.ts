import { describe, expect, it } from 'vitest';
import {
  dayNumber,
  daySpanTitle,
  formatEventPeriod,
  longDayName,
  monthTitle,
  shortDate,
  sofiaLocal,
  sofiaWallClock,
  weekdayNames,
} from './calendar';

describe('Sofia wall-clock time', () => {
  it('reads an instant in Sofia, whatever the UTC date, in winter and summer time', () => {
    // 23:30 UTC on 16 November is 01:30 on the 17th in Sofia (UTC+2).
    expect(sofiaWallClock('2026-11-16T23:30:00.000Z')).toEqual({ date: '2026-11-17', time: '01:30' });
    expect(sofiaWallClock('2026-07-01T07:30:00.000Z').time).toBe('10:30');
  });

  it("keeps a picker's local text on both sides of a clock change", () => {
    expect(sofiaLocal('2026-03-29T00:30:00Z')).toBe('2026-03-29 02:30:00');
    expect(sofiaLocal('2026-03-29T01:30:00Z')).toBe('2026-03-29 04:30:00');
    expect(sofiaLocal('2026-12-31T22:15:00Z')).toBe('2027-01-01 00:15:00');
  });
});

describe('calendar days', () => {
  it('name weekdays Monday first, in Bulgarian', () => {
    expect(weekdayNames()).toEqual(['пн', 'вт', 'ср', 'чт', 'пт', 'сб', 'нд']);
  });

  it('title a month and a span of days, naming a month or year only where it changes', () => {
    expect(monthTitle('2026-11-05')).toBe('ноември 2026');
    expect(daySpanTitle('2026-11-16', '2026-11-22')).toBe('16 – 22 ноември 2026');
    expect(daySpanTitle('2026-11-30', '2026-12-06')).toBe('30 ноември – 6 декември 2026');
    expect(daySpanTitle('2026-12-28', '2027-01-03')).toBe('28 декември 2026 – 3 януари 2027');
  });

  it('name one day in full, by its number, and short', () => {
    expect(longDayName('2026-11-16')).toBe('понеделник, 16 ноември 2026 г.');
    expect(dayNumber('2026-11-06')).toBe(6);
    expect(shortDate('2026-11-06')).toBe('06.11');
  });

  it("format an event's period as the spec says, in Sofia time", () => {
    const timed = { fromDate: '2026-11-16T08:30:00.000Z', toDate: '2026-11-16T10:00:00.000Z', allDay: false };
    expect(formatEventPeriod(timed)).toBe('понеделник, 16 ноември 2026 г., 10:30 ч. – 12:00 ч.');
    const overnight = {
      fromDate: '2026-11-16T20:00:00.000Z',
      toDate: '2026-11-17T06:00:00.000Z',
      allDay: false,
    };
    expect(formatEventPeriod(overnight)).toBe(
      'понеделник, 16 ноември 2026 г., 22:00 ч. – вторник, 17 ноември 2026 г., 08:00 ч.',
    );
    expect(formatEventPeriod({ fromDate: '2026-12-24', toDate: '2026-12-24', allDay: true })).toBe(
      'четвъртък, 24 декември 2026 г. (целодневно)',
    );
    expect(formatEventPeriod({ fromDate: '2026-12-24', toDate: '2026-12-31', allDay: true })).toBe(
      'четвъртък, 24 декември 2026 г. – четвъртък, 31 декември 2026 г. (целодневно)',
    );
  });
});
