import { randomUUID } from 'node:crypto';
import type { ActivityItem, EnrollmentItem } from '../../../functions/src/platform/activities/items';
import { activityKeys } from '../../../functions/src/platform/activities/keys';
import {
  kindergartenActivityCountChange,
  providerUseChange,
  typeUseChange,
} from '../../../functions/src/platform/activities/usage';
import { putItem, transact, updateItem } from '../../../functions/src/platform/db';
import {
  ActivityEnrollmentStatus,
  FeeAmountBasis,
  PaymentProviderConfigurationFlags,
} from '../../../shared/src/enums';

/**
 * The providers suites' kindergarten world, written with the activities kit's keys, shapes and counter ops
 * (what the catalogue's activity writes do): an activity of a type and provider, moving their `usedBy` and
 * the kindergarten's marker in one transaction, and a child's enrolment in it.
 */

export async function anActivity(
  kindergartenId: string,
  o: { typeId: string; providerId: string; providerName: string; name?: string; enrolledCount?: number },
): Promise<ActivityItem> {
  const item: ActivityItem = {
    id: randomUUID(),
    kindergartenId,
    name: o.name ?? 'Танци',
    typeId: o.typeId,
    typeName: 'Танци',
    providerId: o.providerId,
    providerName: o.providerName,
    teacherId: null,
    teacherName: null,
    groupIds: [],
    schedule: [{ weekday: 2, from: '16:00', to: '16:45' }],
    pricing: 'month',
    priceCents: 4000,
    kindergartenSharePercent: 10,
    shareBasis: FeeAmountBasis.PaidAmount,
    delistmentEnabled: false,
    delistmentNoticeDays: 0,
    enrollmentOpen: true,
    fromDate: '2026-09-15',
    toDate: '2027-05-31',
    enrolledCount: o.enrolledCount ?? 0,
    version: 1,
    createdAt: '2026-09-01T08:00:00.000Z',
  };
  await transact([
    { put: { ...activityKeys.activity(kindergartenId, item.id), ...item }, condition: { absent: true } },
    typeUseChange(o.typeId, 1),
    providerUseChange(o.providerId, 1),
    kindergartenActivityCountChange(kindergartenId, 1),
  ]);
  return item;
}

/** A child's enrolment in an activity since 1 October 2026 (still enrolled). */
export async function anEnrollment(
  activity: ActivityItem,
  child: { id: string; name: string; groupId: string | null },
): Promise<void> {
  const item: EnrollmentItem = {
    kindergartenId: activity.kindergartenId,
    activityId: activity.id,
    activityName: activity.name,
    providerId: activity.providerId,
    childId: child.id,
    childName: child.name,
    groupId: child.groupId,
    status: ActivityEnrollmentStatus.Approved,
    periods: [{ from: '2026-10-01', to: null }],
    version: 1,
  };
  await putItem({
    ...activityKeys.enrollment(activity.kindergartenId, activity.id, child.id),
    ...activityKeys.activitiesOfChild(activity.kindergartenId, child.id, activity.id),
    ...item,
  });
}

/** What a webhook test that stopped half-way leaves: Verifying on, and its error (no route sets these). */
export async function aFailedTest(providerId: string, configurationError: string): Promise<void> {
  await updateItem(activityKeys.provider(providerId), {
    set: { configurationError },
    add: { configuration: PaymentProviderConfigurationFlags.WebHookVerifying },
  });
}
