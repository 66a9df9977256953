import { randomUUID } from 'node:crypto';
import {
  type ActivityItem,
  activityMark,
  type EnrollmentItem,
  type EnrollmentRequestItem,
  type FeeItem,
  markAttribute,
} from '../../../functions/src/platform/activities/items';
import { activityKeys, feeIdOf } from '../../../functions/src/platform/activities/keys';
import { getItem, putItem, updateItem } from '../../../functions/src/platform/db';
import {
  ActivityEnrollmentStatus,
  FeeAmountBasis,
  FeePaymentStatus,
  FeeScope,
} from '../../../shared/src/enums';

/**
 * The enrolment and activity attendance suites' world, written with the activities kit's keys and shapes
 * (the catalogue's routes are another helper's): activities, enrolments, requests, marks, and the
 * kindergarten attendance a child had on a day.
 */

export interface EnrolChild {
  id: string;
  firstName: string;
  lastName: string;
  groupId: string;
}

/** An activity on Tuesdays and Thursdays, open for requests, 2026-09-15 to 2027-06-30. */
export async function anActivity(
  kindergartenId: string,
  o: Partial<ActivityItem> = {},
): Promise<ActivityItem> {
  const item: ActivityItem = {
    id: randomUUID(),
    kindergartenId,
    name: `Английски език ${randomUUID().slice(0, 4)}`,
    typeId: 'english',
    typeName: 'Езици',
    providerId: 'english-kids',
    providerName: '„Инглиш Кидс“ ООД',
    teacherId: null,
    teacherName: null,
    groupIds: [],
    schedule: [
      { weekday: 2, from: '16:00', to: '16:45' },
      { weekday: 4, from: '16:00', to: '16:45' },
    ],
    pricing: 'month',
    priceCents: 4000,
    kindergartenSharePercent: 10,
    shareBasis: FeeAmountBasis.PaidAmount,
    delistmentEnabled: true,
    delistmentNoticeDays: 0,
    enrollmentOpen: true,
    fromDate: '2026-09-15',
    toDate: '2027-06-30',
    enrolledCount: 0,
    version: 1,
    createdAt: '2026-09-01T08:00:00.000Z',
    ...o,
  };
  await putItem({ ...activityKeys.activity(kindergartenId, item.id), type: 'Activity', ...item });
  return item;
}

/** Enrols the child from `from` (until `to`; null: still enrolled), as the catalogue or an approval would. */
export async function enrol(
  activity: ActivityItem,
  kid: EnrolChild,
  from = '2026-09-15',
  to: string | null = null,
) {
  const item: EnrollmentItem = {
    kindergartenId: activity.kindergartenId,
    activityId: activity.id,
    activityName: activity.name,
    providerId: activity.providerId,
    childId: kid.id,
    childName: `${kid.firstName} ${kid.lastName}`,
    groupId: kid.groupId,
    status: ActivityEnrollmentStatus.Approved,
    periods: [{ from, to }],
    version: 1,
  };
  await putItem({
    ...activityKeys.enrollment(activity.kindergartenId, activity.id, kid.id),
    ...activityKeys.activitiesOfChild(activity.kindergartenId, kid.id, activity.id),
    type: 'ActivityEnrollment',
    ...item,
  });
  await updateItem(activityKeys.activity(activity.kindergartenId, activity.id), {
    add: { enrolledCount: 1 },
  });
}

/** A waiting request of the child for the activity, as the parent's form writes it (with its marker). */
export async function aRequest(activity: ActivityItem, kid: EnrolChild, fromDate = '2026-12-01') {
  const item: EnrollmentRequestItem = {
    id: randomUUID().replaceAll('-', '').slice(0, 16),
    kindergartenId: activity.kindergartenId,
    activityId: activity.id,
    activityName: activity.name,
    childId: kid.id,
    childName: `${kid.firstName} ${kid.lastName}`,
    groupId: kid.groupId,
    status: ActivityEnrollmentStatus.Waiting,
    fromDate,
    note: null,
    requestedBy: 'someone',
    requestedByName: 'Родител',
    decidedBy: null,
    decidedAt: null,
    createdAt: '2026-11-20T08:00:00.000Z',
    version: 1,
  };
  const kg = activity.kindergartenId;
  await putItem({
    ...activityKeys.enrollmentRequest(kg, item.id),
    ...activityKeys.requestsOfChild(kg, kid.id, item.id),
    type: 'ActivityEnrollmentRequest',
    ...item,
  });
  await putItem({
    PK: activityKeys.enrollmentRequest(kg, '').PK,
    SK: `WAITING#${activity.id}#${kid.id}`,
    requestId: item.id,
  });
  return item;
}

/** Marks the child at the activity: present on `present`, absent on `absent` (days of the month). */
export async function markSessions(
  activity: ActivityItem,
  month: string,
  kidId: string,
  present: number[],
  absent: number[] = [],
) {
  await updateItem(activityKeys.attendanceMonth(activity.kindergartenId, activity.id, month), {
    set: Object.fromEntries([
      ...present.map((d) => [markAttribute(kidId, d), activityMark.present]),
      ...absent.map((d) => [markAttribute(kidId, d), activityMark.absent]),
    ]),
  });
}

export const storedActivity = (activity: ActivityItem) =>
  getItem<ActivityItem>(activityKeys.activity(activity.kindergartenId, activity.id), { consistent: true });

export const storedEnrollment = (activity: ActivityItem, childId: string) =>
  getItem<EnrollmentItem>(activityKeys.enrollment(activity.kindergartenId, activity.id, childId), {
    consistent: true,
  });

/**
 * The child's kindergarten attendance on days of a month (the attendance grid's child-month item:
 * `KG#<kg>#ATT#<YYYY-MM>` / `GROUP#<g>#CHILD#<c>`, days `dDD` holding the status number).
 */
export async function kindergartenDays(
  kindergartenId: string,
  kid: EnrolChild,
  month: string,
  days: Record<number, number>,
) {
  await updateItem(
    { PK: `KG#${kindergartenId}#ATT#${month}`, SK: `GROUP#${kid.groupId}#CHILD#${kid.id}` },
    {
      set: {
        type: 'ChildMonth',
        childId: kid.id,
        groupId: kid.groupId,
        firstName: kid.firstName,
        lastName: kid.lastName,
        ...Object.fromEntries(Object.entries(days).map(([d, s]) => [`d${String(d).padStart(2, '0')}`, s])),
      },
    },
  );
}

/** The child's fee of the activity's month with `paidCents` paid, as the fees and a payment leave it. */
export async function aPaidFee(activity: ActivityItem, kid: EnrolChild, month: string, paidCents = 1000) {
  const id = feeIdOf(kid.id, month, activity.id);
  const kg = activity.kindergartenId;
  const item: FeeItem = {
    id,
    kindergartenId: kg,
    scope: FeeScope.Activities,
    month,
    childId: kid.id,
    childName: `${kid.firstName} ${kid.lastName}`,
    groupId: kid.groupId,
    activityId: activity.id,
    activityName: activity.name,
    providerId: activity.providerId,
    providerName: activity.providerName,
    pricing: activity.pricing,
    priceCents: activity.priceCents,
    sessions: 8,
    baseCents: 4000,
    discountPercent: 0,
    discountCents: 0,
    amountCents: 4000,
    paidCents,
    status: paidCents >= 4000 ? FeePaymentStatus.Paid : FeePaymentStatus.PartiallyPaid,
    pendingPaymentId: null,
    notifiedAt: null,
    createdAt: '2026-11-01T08:00:00.000Z',
    version: 1,
  };
  await putItem({
    ...activityKeys.fee(kg, id),
    ...activityKeys.feesOfChild(kg, kid.id, month, activity.id),
    ...activityKeys.feesOfMonth(kg, month, activity.id, kid.id),
    type: 'ActivityFee',
    ...item,
  });
}
