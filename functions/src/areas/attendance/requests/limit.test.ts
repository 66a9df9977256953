import { AbsenceType, RequestStatus, StudentAttendanceStatus } from '@gradina/shared';
import { describe, expect, it } from 'vitest';
import { calendarOf } from '../../../platform/calendar/calendar';
import {
  daysLeft,
  familyDaysUsed,
  gridDaysByDate,
  isCompulsoryAge,
  leftText,
  limitRefusal,
  overlapping,
  schoolYearMonths,
  schoolYearOf,
  workingDaysOf,
} from './limit';

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
    expect(schoolYearMonths(2026)[0]).toBe('2026-09');
    expect(schoolYearMonths(2026).at(-1)).toBe('2027-09');
    expect(schoolYearMonths(2026)).toHaveLength(13);
  });

  it('makes a child of compulsory age who is 4 on 1 January of its first year', () => {
    expect(isCompulsoryAge('2022-01-01', 2026)).toBe(true);
    expect(isCompulsoryAge('2022-01-02', 2026)).toBe(false);
    expect(isCompulsoryAge('2020-05-05', 2026)).toBe(true);
    expect(isCompulsoryAge('2022-03-01', 2027)).toBe(true);
  });
});

describe('family-reason days used', () => {
  it('counts pending and approved requests, not rejected ones nor summer declarations', () => {
    const used = familyDaysUsed(
      {},
      [
        family(['2026-11-02', '2026-11-03'], RequestStatus.Approved),
        family(['2026-11-04']),
        family(['2026-11-05'], RequestStatus.Rejected),
        { absenceType: AbsenceType.Attendance, status: RequestStatus.Pending, days: ['2027-06-01'] },
      ],
      2026,
    );
    expect([...used].sort()).toEqual(['2026-11-02', '2026-11-03', '2026-11-04']);
  });

  it('counts status-4 cells of the grid once, also when a request names the same day', () => {
    const grid = gridDaysByDate([
      {
        month: '2026-10',
        d05: StudentAttendanceStatus.FamilyReasonAbsence,
        d06: StudentAttendanceStatus.Attendance,
      },
      { month: '2026-11', d02: StudentAttendanceStatus.FamilyReasonAbsence },
    ]);
    const used = familyDaysUsed(grid, [family(['2026-11-02', '2026-11-03'], RequestStatus.Approved)], 2026);
    expect([...used].sort()).toEqual(['2026-10-05', '2026-11-02', '2026-11-03']);
  });

  it('leaves out days of another school year', () => {
    const grid = gridDaysByDate([{ month: '2026-09', d14: 4, d15: 4 }]);
    expect([...familyDaysUsed(grid, [], 2026)]).toEqual(['2026-09-15']);
  });
});

describe('the 10-day limit', () => {
  const eight = working('2026-10-05', '2026-10-14');

  it('allows requests up to 10 working days and refuses the 11th, saying how many are left', () => {
    const used = familyDaysUsed({}, [family(eight)], 2026);
    expect(daysLeft(used)).toBe(2);
    expect(limitRefusal(working('2026-11-16', '2026-11-17'), used)).toBeUndefined();
    const refusal = limitRefusal(working('2026-11-16', '2026-11-18'), used);
    expect(refusal).toContain('Остават 2 дни');
    expect(refusal).toContain('заявлението е за 3');
  });

  it('cannot be got round by splitting a period into requests', () => {
    let requests = [family(working('2026-11-02', '2026-11-06'))];
    requests = [...requests, family(working('2026-11-09', '2026-11-13'))];
    const used = familyDaysUsed({}, requests, 2026);
    expect(daysLeft(used)).toBe(0);
    expect(limitRefusal(['2026-11-16'], used)).toContain('Остават 0 дни');
  });

  it('counts a weekend in the period as nothing', () => {
    const used = familyDaysUsed({}, [family(eight)], 2026);
    // Friday to Monday: two working days, exactly what is left.
    expect(limitRefusal(working('2026-11-20', '2026-11-23'), used)).toBeUndefined();
  });

  it('counts the grid’s status-4 days marked by the teacher', () => {
    const grid = gridDaysByDate([{ month: '2026-10', d01: 4, d02: 4, d05: 4 }]);
    const used = familyDaysUsed(grid, [family(eight)], 2026);
    expect(daysLeft(used)).toBe(0);
    expect(limitRefusal(['2026-11-16'], used)).toContain('Остават 0 дни');
  });

  it('does not count a day twice when the grid already holds it as status 4', () => {
    const grid = gridDaysByDate([{ month: '2026-11', d16: 4 }]);
    const used = familyDaysUsed(grid, [family(working('2026-10-05', '2026-10-15'))], 2026);
    expect(daysLeft(used)).toBe(0);
    expect(limitRefusal(['2026-11-16'], used)).toBeUndefined();
  });

  it('says "Остава 1 ден" for one day', () => {
    expect(leftText(1)).toBe('Остава 1 ден');
    expect(leftText(5)).toBe('Остават 5 дни');
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
