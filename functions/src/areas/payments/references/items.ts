import type { FeeItem } from '../../../domain/activities/items';
import { activityKeys } from '../../../domain/activities/keys';
import { batchGet, keys } from '../../../platform/db';

/**
 * The reports' own reads (docs/areas/activity-reports.md lists the requests per route). The payments of a
 * month (GSI1 `paymentsOfMonth`), a month's fees (GSI2 `feesOfMonth`), the receipt prefix and the
 * settlement claims are the neighbouring features' reads (`cash/items.ts`, `fees/items.ts`,
 * `provider-invoices/items.ts`); these add the fees' groups and the groups' names.
 */

/** The group each fee was made for: one BatchGet of the fees (100 a request). */
export async function groupsOfFees(kindergartenId: string, feeIds: readonly string[]) {
  const fees = await batchGet<Pick<FeeItem, 'id' | 'groupId'>>(
    [...new Set(feeIds)].map((id) => activityKeys.fee(kindergartenId, id)),
  );
  return new Map(fees.map((f) => [f.id, f.groupId ?? null]));
}

/** The groups' names: one BatchGet of the groups (100 a request). */
export async function groupNames(kindergartenId: string, groupIds: readonly (string | null)[]) {
  const ids = [...new Set(groupIds.filter((g): g is string => Boolean(g)))];
  const groups = await batchGet<{ id: string; name: string }>(ids.map((g) => keys.group(kindergartenId, g)));
  return new Map(groups.map((g) => [g.id, g.name]));
}
