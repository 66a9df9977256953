import { FeePaymentStatus } from '@gradina/shared';
import { describe, expect, it } from 'vitest';
import { type EnrollmentItem, type FeeItem, markAttribute } from '../../../domain/activities/items';
import type { WorkingDay } from '../../../domain/calendar';
import { autofillCells, gridRows, lockedChildren, markFromKindergarten, sessionDays } from './grid';

const day = (date: string, weekday: number, isWorkingDay = true): WorkingDay => ({
  date,
  weekday,
  isWorkingDay,
  reasons: [],
});

// 14.09.2026 is a Monday; the 22nd (Tuesday) is Independence Day.
const september = [
  day('2026-09-14', 1),
  day('2026-09-15', 2),
  day('2026-09-17', 4),
  day('2026-09-22', 2, false),
  day('2026-09-24', 4),
];
const activity = {
  schedule: [
    { weekday: 2, from: '16:00', to: '16:45' },
    { weekday: 4, from: '16:00', to: '16:45' },
  ],
  fromDate: '2026-09-16',
  toDate: '2027-06-30',
};

const enrolment = (childId: string, from: string, to: string | null = null) =>
  ({ childId, childName: childId, groupId: 'g', periods: [{ from, to }] }) as EnrollmentItem;

describe('sessionDays', () => {
  it('keeps the schedule’s weekdays that are working days inside the season', () => {
    expect(sessionDays(activity, september)).toEqual(['2026-09-17', '2026-09-24']);
  });
});

describe('gridRows', () => {
  const days = ['2026-09-17', '2026-09-24'];

  it('marks the cells and the days a child is enrolled on', () => {
    const marks = { [markAttribute('b', 24)]: 1, [markAttribute('a', 17)]: 2 };
    const rows = gridRows(
      [enrolment('b', '2026-09-20'), enrolment('a', '2026-09-01')],
      marks,
      days,
      new Set(['a']),
    );
    expect(rows.map((r) => r.studentId)).toEqual(['a', 'b']);
    expect(rows[0]).toMatchObject({ isLocked: true, absentDays: 1, presentDays: 0 });
    expect(rows[1]!.cells).toEqual([
      { date: '2026-09-17', mark: null, isEnrolled: false },
      { date: '2026-09-24', mark: 1, isEnrolled: true },
    ]);
  });

  it('leaves out a child enrolled on none of the days and never marked', () => {
    expect(gridRows([enrolment('c', '2026-10-01')], undefined, days, new Set())).toEqual([]);
  });
});

describe('lockedChildren', () => {
  it('locks a fee with money on it or a payment under way', () => {
    const fee = (childId: string, paidCents: number, status: number) =>
      ({ childId, paidCents, status }) as FeeItem;
    const locked = lockedChildren([
      fee('a', 0, FeePaymentStatus.NotPaid),
      fee('b', 500, FeePaymentStatus.PartiallyPaid),
      fee('c', 0, FeePaymentStatus.WaitingExternal),
    ]);
    expect([...locked].sort()).toEqual(['b', 'c']);
  });
});

describe('autofillCells', () => {
  it('fills only unmarked enrolled days the kindergarten marked, never a locked row', () => {
    const rows = gridRows(
      [enrolment('a', '2026-09-01'), enrolment('l', '2026-09-01')],
      { [markAttribute('a', 17)]: 2 },
      ['2026-09-17', '2026-09-24'],
      new Set(['l']),
    );
    const cells = autofillCells(rows, () => 'present');
    expect(cells).toEqual([{ attribute: markAttribute('a', 24), mark: 1 }]);
    expect(autofillCells(rows, () => 'none')).toEqual([]);
  });

  it('maps a kindergarten day to the activity’s mark', () => {
    expect([
      markFromKindergarten('present'),
      markFromKindergarten('excused'),
      markFromKindergarten('unexcused'),
      markFromKindergarten('none'),
    ]).toEqual([1, 2, 2, null]);
  });
});
