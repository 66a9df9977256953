import type { FeeItem } from '../../../domain/activities/items';
import { activityKeys, type Month } from '../../../domain/activities/keys';
import { batchGet, type Key, queryAll } from '../../../platform/db';

/**
 * The activity reports' reads beyond the catalogue's (`catalogue/items.ts`: the activities, an activity's
 * enrolments, a child's enrolments): the attendance months of the activities, a child's fees and the
 * payments of a month naming the child. docs/areas/activity-reports.md counts them per route.
 */

/** The attendance items of the activities' months: one BatchGet (100 keys a request). */
export async function attendanceMonths(
  kindergartenId: string,
  cells: readonly { activityId: string; month: Month }[],
) {
  const wanted = cells.map((c) => activityKeys.attendanceMonth(kindergartenId, c.activityId, c.month));
  const items = await batchGet<Record<string, unknown> & Key>(wanted);
  const byKey = new Map(items.map((i) => [`${i.PK}|${i.SK}`, i]));
  return wanted.map((k) => byKey.get(`${k.PK}|${k.SK}`));
}

/** A child's fees of every month: one Query of GSI1. */
export const feesOfChild = (kindergartenId: string, childId: string) =>
  queryAll<FeeItem>({ index: 'GSI1', partition: activityKeys.feesOfChild(kindergartenId, childId).GSI1PK });
