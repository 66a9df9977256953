import type { EnrollmentItem, EnrollmentPeriod } from './items';

/**
 * A child's leave of the kindergarten (discharge or relocation, issue #25 point 6) ends its extra activities
 * on the leave date: every enrolment period is cut at `leftOn` (the child's last day), a period that would
 * only begin after it is dropped. Shared by the table's stream (the consumer that ends the enrolments when
 * the child's record gets its `leftOn`) and the fees' generation (which prices the periods as cut, so a
 * missed or late stream record never bills a day after the leave). Pure.
 */

/** The periods as they stand with the child gone after `leftOn` (none: unchanged). */
export function periodsUntil(
  periods: readonly EnrollmentPeriod[],
  leftOn: string | null | undefined,
): EnrollmentPeriod[] {
  if (!leftOn) return [...periods];
  return periods
    .filter((p) => p.from <= leftOn)
    .map((p) => (p.to === null || p.to > leftOn ? { from: p.from, to: leftOn } : p));
}

/** Whether the periods reach past the leave date (the enrolment still has to be ended). */
export const reachesPast = (periods: readonly EnrollmentPeriod[], leftOn: string) =>
  periods.some((p) => p.to === null || p.to > leftOn);

export interface EnrollmentAtLeave {
  item: EnrollmentItem;
  /** How the activity's `enrolledCount` moves: -1 when the open period was closed (or dropped). */
  enrolledDelta: number;
}

/**
 * The enrolment ended on the leave date, or null when nothing reaches past it (already ended: idempotent, so
 * a replayed stream record changes nothing). A period that was to begin after the leave is dropped: an
 * enrolment made ahead for a child who then left keeps no period at all (it never took part). Pure.
 */
export function enrollmentAtLeave(item: EnrollmentItem, leftOn: string): EnrollmentAtLeave | null {
  if (!reachesPast(item.periods, leftOn)) return null;
  const periods = periodsUntil(item.periods, leftOn);
  const wasOpen = item.periods.some((p) => p.to === null);
  return {
    item: { ...item, periods, version: item.version + 1 },
    enrolledDelta: wasOpen ? -1 : 0,
  };
}

/**
 * Whether a child had left the kindergarten before `date` (an enrolment from that day cannot start): the
 * leave date to name in the refusal, else null. Pure.
 */
export const leftBefore = (child: { leftOn?: string | null }, date: string): string | null =>
  child.leftOn && date > child.leftOn ? child.leftOn : null;
