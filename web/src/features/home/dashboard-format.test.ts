import { describe, expect, it } from 'vitest';
import { birthdayDay, eventPeriod, eventStart, sofiaMonth, turnsAge, yearsText } from './dashboard-format';

describe('home dashboard formats', () => {
  it('shows all-day events as dates', () => {
    expect(eventPeriod({ fromDate: '2026-11-21', toDate: '2026-11-21', allDay: true })).toBe(
      '21.11.2026\u00a0г.',
    );
    expect(eventPeriod({ fromDate: '2026-12-22', toDate: '2027-01-02', allDay: true })).toBe(
      '22.12.2026\u00a0г. – 02.01.2027\u00a0г.',
    );
  });

  it('shows timed events in Sofia time, the end as a time on the same day', () => {
    // 08:30 UTC in winter is 10:30 in Sofia.
    expect(
      eventPeriod({ fromDate: '2026-01-15T08:30:00Z', toDate: '2026-01-15T10:00:00Z', allDay: false }),
    ).toBe('15.01.2026\u00a0г., 10:30\u00a0ч. – 12:00\u00a0ч.');
    expect(
      eventPeriod({ fromDate: '2026-01-15T21:30:00Z', toDate: '2026-01-16T08:00:00Z', allDay: false }),
    ).toBe('15.01.2026\u00a0г., 23:30\u00a0ч. – 16.01.2026\u00a0г., 10:00\u00a0ч.');
  });

  it('shows an event start as a date or a moment', () => {
    expect(eventStart('2026-03-03')).toBe('03.03.2026\u00a0г.');
    expect(eventStart('2026-07-01T06:00:00Z')).toBe('01.07.2026\u00a0г., 09:00\u00a0ч.');
  });

  it('shows birthdays by day and the age a child turns', () => {
    const now = new Date('2026-05-31T22:30:00Z'); // already 1 June in Sofia
    expect(sofiaMonth(now)).toBe('06');
    expect(birthdayDay(7, '06')).toBe('07.06');
    expect(turnsAge('2021-06-07', now)).toBe(5);
    expect(turnsAge(null, now)).toBeNull();
    expect(yearsText(1)).toBe('1 година');
    expect(yearsText(5)).toBe('5 години');
  });
});
