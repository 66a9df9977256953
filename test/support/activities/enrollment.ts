import { randomUUID } from 'node:crypto';
import {
  type ActivityItem,
  activityMark,
  type EnrollmentItem,
  type EnrollmentRequestItem,
  markAttribute,
} from '../../../functions/src/domain/activities/items';
import { activityKeys } from '../../../functions/src/domain/activities/keys';
import { getItem, putItem, updateItem } from '../../../functions/src/platform/db';
import { ActivityEnrollmentStatus } from '../../../shared/src/enums';
import { anActivity, type Kid } from './items';

/**
 * The enrolment and activity attendance suites' world beyond the item builders of `./items`: an English
 * activity parents may leave, requests, marks, and the kindergarten attendance a child had on a day.
 */

/** An English activity parents may leave without notice (the enrolment suites' default). */
export const anEnglishActivity = (kindergartenId: string, o: Partial<ActivityItem> = {}) =>
  anActivity(kindergartenId, {
    name: `Английски език ${randomUUID().slice(0, 4)}`,
    typeId: 'english',
    typeName: 'Езици',
    providerId: 'english-kids',
    providerName: '„Инглиш Кидс“ ООД',
    delistmentEnabled: true,
    ...o,
  });

/** A waiting request of the child for the activity, as the parent's form writes it (with its marker). */
export async function aRequest(activity: ActivityItem, kid: Kid, fromDate = '2026-12-01') {
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
  const { kindergartenId, id: activityId } = activity;
  await updateItem(activityKeys.attendanceMonth(kindergartenId, activityId, month), {
    set: {
      ...Object.fromEntries([
        ...present.map((d) => [markAttribute(kidId, d), activityMark.present]),
        ...absent.map((d) => [markAttribute(kidId, d), activityMark.absent]),
      ]),
      kindergartenId,
      activityId,
      month,
    },
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
  kid: Kid,
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
