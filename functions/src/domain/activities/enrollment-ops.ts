import { ActivityEnrollmentStatus } from '@gradina/shared';
import { formatDateDigits } from '@gradina/shared/format-dates';
import type { TransactOp } from '../../platform/db';
import { badRequest, conflict } from '../../platform/http/errors';
import type { ActivityItem, EnrollmentItem } from './items';
import { activityKeys } from './keys';

/**
 * The writes of a child's enrolment starting or ending, shared by the staff's direct enrolment
 * (`POST /api/activities/students`, the catalogue) and the approval of a parent's request and the leave
 * dates (the enrolment feature), so both keep the same item and the same counter:
 *
 * - the enrolment item (`activityKeys.enrollment`, GSI1 `activitiesOfChild`) is put whole: created with
 *   `attribute_not_exists`, or replaced while it still has the version read (a period added or closed);
 * - the activity's `enrolledCount` moves by ADD with the item (+1 when a period opens, -1 when it closes),
 *   on the condition that the activity still exists.
 *
 * `enrolledCount` counts the open periods (`to: null`): a child taken off from a future date still counts
 * until the period is closed, which is done at once with its last day. Put the returned ops in one
 * transaction (with the caller's own, e.g. the request's status) and answer its conflict as a stale write.
 */

export interface EnrolledChild {
  id: string;
  name: string;
  groupId: string | null;
}

/** The period still running, if any. Pure. */
export const openPeriodOf = (item: EnrollmentItem | undefined) =>
  item?.periods.find((p) => p.to === null) ?? null;

/** A child is enrolled on `date` when a period covers it. Pure. */
export const enrolledOn = (item: EnrollmentItem | undefined, date: string) =>
  !!item?.periods.some((p) => p.from <= date && (p.to === null || p.to >= date));

const indexed = (item: EnrollmentItem) => ({
  ...item,
  ...activityKeys.enrollment(item.kindergartenId, item.activityId, item.childId),
  ...activityKeys.activitiesOfChild(item.kindergartenId, item.childId, item.activityId),
  type: 'ActivityEnrollment',
});

/** The enrolment item put whole: created, or replaced while it has the version read. */
export function enrollmentPutOp(item: EnrollmentItem, existing: EnrollmentItem | undefined): TransactOp {
  return {
    put: indexed(item),
    condition: existing ? { exists: true, equals: { version: existing.version } } : { absent: true },
  };
}

/**
 * The activity's `enrolledCount` moved by `delta`, while the activity exists. One transaction writes an
 * item once: enrolling several children in one transaction takes their item ops and one change of n.
 */
export const enrolledCountChange = (
  kindergartenId: string,
  activityId: string,
  delta: number,
): TransactOp => ({
  update: activityKeys.activity(kindergartenId, activityId),
  changes: { add: { enrolledCount: delta } },
  condition: { exists: true },
});

/**
 * Opens a period from `from` (Approved): a new enrolment item, or a period more on the child's history.
 * 409 while a period is open; 400 when `from` is not after the last period's end. A child whose leave of the
 * kindergarten is known (`leftOn`, not before `from`: the callers refuse a later start) gets the period
 * closed on that day at once, and the activity's `enrolledCount` does not move (issue #25: the stream that
 * ends enrolments on a leave has already run for that child).
 */
export function enrollmentStartOps(
  activity: Pick<ActivityItem, 'kindergartenId' | 'id' | 'name' | 'providerId'>,
  child: EnrolledChild,
  from: string,
  existing: EnrollmentItem | undefined,
  leftOn: string | null = null,
): { ops: TransactOp[]; item: EnrollmentItem } {
  if (openPeriodOf(existing)) throw conflict(`${child.name} вече е записано в дейността „${activity.name}“.`);
  const last = existing?.periods.at(-1);
  if (last?.to && from <= last.to)
    throw badRequest(
      `Полето "От дата": ${child.name} е участвало в дейността до ${formatDateDigits(last.to)}; новото записване започва след тази дата.`,
      [{ field: 'fromDate', message: `Полето "От дата" трябва да е след ${formatDateDigits(last.to)}.` }],
    );
  const item: EnrollmentItem = {
    kindergartenId: activity.kindergartenId,
    activityId: activity.id,
    activityName: activity.name,
    providerId: activity.providerId,
    childId: child.id,
    childName: child.name,
    groupId: child.groupId,
    status: ActivityEnrollmentStatus.Approved,
    periods: [...(existing?.periods ?? []), { from, to: leftOn && leftOn >= from ? leftOn : null }],
    version: (existing?.version ?? 0) + 1,
  };
  const opens = item.periods.at(-1)!.to === null;
  return {
    ops: [
      enrollmentPutOp(item, existing),
      ...(opens ? [enrolledCountChange(activity.kindergartenId, activity.id, 1)] : []),
    ],
    item,
  };
}

/**
 * Closes the open period with its last day `to`. 409 when the child is not enrolled; 400 when `to` is
 * before the period's first day (a period is never left empty: cancel a request instead).
 */
export function enrollmentEndOps(
  existing: EnrollmentItem | undefined,
  to: string,
): { ops: TransactOp[]; item: EnrollmentItem } {
  const open = openPeriodOf(existing);
  if (!existing || !open) throw conflict('Детето не е записано в тази дейност.');
  if (to < open.from)
    throw badRequest(
      `Полето "До дата" не може да е преди началото на записването (${formatDateDigits(open.from)}).`,
      [{ field: 'toDate', message: `Полето "До дата" не може да е преди ${formatDateDigits(open.from)}.` }],
    );
  const item: EnrollmentItem = {
    ...existing,
    periods: existing.periods.map((p) => (p === open ? { from: p.from, to } : p)),
    version: existing.version + 1,
  };
  return {
    ops: [
      enrollmentPutOp(item, existing),
      enrolledCountChange(existing.kindergartenId, existing.activityId, -1),
    ],
    item,
  };
}
