import type {
  ActivityItem,
  DiscountsItem,
  EnrollmentItem,
  ProviderItem,
} from '../../../domain/activities/items';
import { activityKeys } from '../../../domain/activities/keys';
import type { ChildRow } from '../../../domain/children/access';
import type { TransactOp } from '../../../platform/db';
import { batchGet, getItem, keys, queryAll, staleWrite, transact } from '../../../platform/db';

/**
 * Every request the activities catalogue makes (docs/areas/activities-catalogue.md). Keys of a kindergarten
 * come from the session's kindergarten only; the shapes and keys are the activities kit's.
 */

/** The kindergarten's activities (one Query of `KG#<kg>#ACTIVITIES`). */
export const activitiesOf = (kindergartenId: string) =>
  queryAll<ActivityItem>({
    partition: activityKeys.activity(kindergartenId, '').PK,
    beginsWith: 'ACTIVITY#',
  });

export const readActivity = (kindergartenId: string, activityId: string) =>
  getItem<ActivityItem>(activityKeys.activity(kindergartenId, activityId), { consistent: true });

/** The children on an activity, every period (one Query of the activity's partition). */
export const enrollmentsOfActivity = (kindergartenId: string, activityId: string) =>
  queryAll<EnrollmentItem>({
    partition: activityKeys.enrollment(kindergartenId, activityId, '').PK,
    beginsWith: 'CHILD#',
  });

/** A child's enrolments in every activity (one Query of GSI1). */
export const enrollmentsOfChild = (kindergartenId: string, childId: string) => {
  const index = activityKeys.activitiesOfChild(kindergartenId, childId);
  return queryAll<EnrollmentItem>({ index: 'GSI1', partition: index.GSI1PK, beginsWith: index.GSI1SK });
};

/** The enrolments of some children in one activity (one BatchGet). */
export const enrollmentsOf = (kindergartenId: string, activityId: string, childIds: readonly string[]) =>
  batchGet<EnrollmentItem>(childIds.map((c) => activityKeys.enrollment(kindergartenId, activityId, c)));

export const childrenById = (kindergartenId: string, childIds: readonly string[]) =>
  batchGet<ChildRow>(childIds.map((c) => keys.child(kindergartenId, c)));

/** The children of a group by name (one Query of GSI1). */
export const childrenOfGroup = (kindergartenId: string, groupId: string) =>
  queryAll<ChildRow>({
    index: 'GSI1',
    partition: keys.childrenOfGroup(kindergartenId, groupId).GSI1PK,
    attributes: ['id', 'firstName', 'lastName', 'groupId', 'kindergartenId', 'birthDate'],
  });

export const providersById = (providerIds: readonly string[]) =>
  batchGet<ProviderItem>(providerIds.map((p) => activityKeys.provider(p)));

export const readDiscounts = (kindergartenId: string) =>
  getItem<DiscountsItem>(activityKeys.discounts(kindergartenId), { consistent: true });

/** Replaces the discounts while they still have the version read (0: not stored yet); 409 otherwise. */
export async function writeDiscounts(
  kindergartenId: string,
  item: Omit<DiscountsItem, 'version'>,
  expected: number,
) {
  const op: TransactOp = {
    put: {
      type: 'ActivityDiscounts',
      ...item,
      ...activityKeys.discounts(kindergartenId),
      version: expected + 1,
    },
    condition: expected === 0 ? { absent: true } : { equals: { version: expected } },
  };
  await transact([op], () => staleWrite());
}
