import { FeePaymentStatus } from '@gradina/shared';
import type { ActivityAttendanceRow } from '@gradina/shared/manifest/routes/activities/attendance';
import { enrolledOn } from '../../../domain/activities/enrollment-ops';
import type { ActivityItem, EnrollmentItem, FeeItem } from '../../../domain/activities/items';
import { markAttribute, marksOf } from '../../../domain/activities/items';
import type { WorkingDay } from '../../../domain/calendar';

/**
 * The month grid as pure functions: the session days, the rows of the children enrolled on any of them,
 * which rows a paid fee locks, and what autofill would write.
 */

/** The activity's weekdays that are working days of the kindergarten and inside its season. */
export function sessionDays(
  activity: Pick<ActivityItem, 'schedule' | 'fromDate' | 'toDate'>,
  days: readonly WorkingDay[],
) {
  const weekdays = new Set(activity.schedule.map((s) => s.weekday));
  return days
    .filter((d) => d.isWorkingDay && weekdays.has(d.weekday))
    .filter((d) => d.date >= activity.fromDate && d.date <= activity.toDate)
    .map((d) => d.date);
}

/** A fee with money on it, or a payment in progress, locks the child's month of the activity. */
export const lockedChildren = (fees: readonly FeeItem[]) =>
  new Set(
    fees
      .filter(
        (f) =>
          f.paidCents > 0 ||
          f.status === FeePaymentStatus.Paid ||
          f.status === FeePaymentStatus.WaitingExternal,
      )
      .map((f) => f.childId),
  );

export const dayOf = (date: string) => Number(date.slice(8, 10));

export function gridRows(
  enrolments: readonly EnrollmentItem[],
  marksItem: Record<string, unknown> | undefined,
  days: readonly string[],
  locked: ReadonlySet<string>,
): ActivityAttendanceRow[] {
  const marks = marksOf(marksItem);
  return enrolments
    .filter((e) => days.some((d) => enrolledOn(e, d)) || marks.has(e.childId))
    .map((e) => {
      const m = marks.get(e.childId) ?? { present: [], absent: [] };
      const cells = days.map((date) => {
        const day = dayOf(date);
        const mark = m.present.includes(day) ? 1 : m.absent.includes(day) ? 2 : null;
        return { date, mark, isEnrolled: enrolledOn(e, date) };
      });
      return {
        studentId: e.childId,
        studentName: e.childName,
        groupId: e.groupId,
        isLocked: locked.has(e.childId),
        presentDays: cells.filter((c) => c.mark === 1).length,
        absentDays: cells.filter((c) => c.mark === 2).length,
        cells,
      };
    })
    .sort((a, b) => a.studentName.localeCompare(b.studentName, 'bg'));
}

/** What a kindergarten day's kind gives the activity: present, absent, or nothing known. */
export const markFromKindergarten = (kind: 'present' | 'excused' | 'unexcused' | 'none') =>
  kind === 'present' ? 1 : kind === 'none' ? null : 2;

/**
 * The cells autofill writes: the unmarked session days a child was enrolled on, from the child's
 * kindergarten day (days with no kindergarten mark stay unmarked; locked rows are left alone).
 */
export function autofillCells(
  rows: readonly ActivityAttendanceRow[],
  kindergartenKind: (childId: string, day: number) => 'present' | 'excused' | 'unexcused' | 'none',
) {
  return rows
    .filter((r) => !r.isLocked)
    .flatMap((r) =>
      r.cells
        .filter((c) => c.isEnrolled && c.mark === null)
        .map((c) => ({
          attribute: markAttribute(r.studentId, dayOf(c.date)),
          mark: markFromKindergarten(kindergartenKind(r.studentId, dayOf(c.date))),
        }))
        .filter((c): c is { attribute: string; mark: 1 | 2 } => c.mark !== null),
    );
}
