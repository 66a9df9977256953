import type { TransactOp } from '../../platform/db';
import { activityKeys } from './keys';

/**
 * The counters the national catalogue keeps of what the kindergartens' activities use, moved in the same
 * transaction as the activity write (create +1, delete -1, a changed type or provider: -1 on the old, +1 on
 * the new). A type or provider with `usedBy > 0` cannot be deleted (the activities area answers 409), and an
 * activity write for a type or provider deleted meanwhile fails its `exists` condition (answer 409/400).
 */

/** `usedBy` of a national activity type. */
export const typeUseChange = (typeId: string, delta: number): TransactOp => ({
  update: activityKeys.activityType(typeId),
  changes: { add: { usedBy: delta } },
  condition: { exists: true },
});

/** `usedBy` of a provider. */
export const providerUseChange = (providerId: string, delta: number): TransactOp => ({
  update: activityKeys.provider(providerId),
  changes: { add: { usedBy: delta } },
  condition: { exists: true },
});

/**
 * The kindergarten's marker for the Master's `kindergartens-with-activities`: `activitiesCount` moved by
 * each activity create (+1) and delete (-1); the first activity creates the marker (an update upserts).
 */
export const kindergartenActivityCountChange = (kindergartenId: string, delta: number): TransactOp => ({
  update: activityKeys.kindergartenWithActivities(kindergartenId),
  changes: { set: { kindergartenId }, add: { activitiesCount: delta } },
});
