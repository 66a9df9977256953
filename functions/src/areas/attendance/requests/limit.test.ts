import { AbsenceType, RequestStatus } from '@gradina/shared';
import { describe, expect, it } from 'vitest';
import { calendarOf } from '../../../domain/calendar/calendar';
import { overlapping, schoolYearOf, workingDaysOf } from './limit';

/** The calendar's working days (no national or own days off): weekends and official holidays are not. */
const working = (from: string, to: string) => {
  const open = new Set(
    calendarOf(from, to, [], [])
      .filter((d) => !d.isDayOff)
      .map((d) => d.date),
  );
  return workingDaysOf(from, to, (d) => open.has(d));
};

const family = (days: string[], status: number = RequestStatus.Pending) => ({
  absenceType: AbsenceType.AbsenceFamilyReason,
  status,
  days,
});

describe('working days of a request', () => {
  it('leaves out weekends', () => {
    // Monday 16.11.2026 to Sunday 22.11.2026: five working days.
    expect(working('2026-11-16', '2026-11-22')).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
    ]);
  });

  it('leaves out official holidays (24-26 December; the 26th is a Saturday, so the 28th is off)', () => {
    expect(working('2026-12-21', '2026-12-31')).toEqual([
      '2026-12-21',
      '2026-12-22',
      '2026-12-23',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
    ]);
  });
});

describe('the school year', () => {
  it('runs from 15 September to 14 September', () => {
    expect(schoolYearOf('2026-09-15')).toBe(2026);
    expect(schoolYearOf('2026-09-14')).toBe(2025);
    expect(schoolYearOf('2027-06-01')).toBe(2026);
  });
});

describe('overlaps', () => {
  const requests = [
    { ...family([]), fromDate: '2026-11-02', toDate: '2026-11-06' },
    { ...family([], RequestStatus.Rejected), fromDate: '2026-11-09', toDate: '2026-11-13' },
  ];

  it('finds a live request of the same kind whose dates touch the period', () => {
    expect(overlapping(requests, AbsenceType.AbsenceFamilyReason, '2026-11-06', '2026-11-10')?.fromDate).toBe(
      '2026-11-02',
    );
    expect(
      overlapping(requests, AbsenceType.AbsenceFamilyReason, '2026-11-09', '2026-11-10'),
    ).toBeUndefined();
    expect(overlapping(requests, AbsenceType.Attendance, '2026-11-02', '2026-11-02')).toBeUndefined();
  });
});
