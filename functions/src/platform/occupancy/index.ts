import { tenantPrefix } from '../db/keys';
import { queryAll } from '../db/query';
import { type OccupancyGroup, occupancyOf, presenceOf } from './occupancy';

export * from './occupancy';

/**
 * The reads of occupancy: the children's attendance grid of a month (`KG#<kg>#ATT#<YYYY-MM>`, the attendance
 * area's child-months) and the staff grid (`KG#<kg>#STAFFATT#<YYYY-MM>`, the staff area's staff-months), one
 * Query each, only the group, staff and day attributes.
 */
async function monthItems(partition: string, beginsWith: string) {
  return queryAll<Record<string, unknown>>({ partition, beginsWith });
}

/** Children present against the groups' staff at work, each day of `month` up to `lastDate`: two Queries. */
export async function monthOccupancy(
  kindergartenId: string,
  month: string,
  lastDate: string,
  groups: readonly OccupancyGroup[],
) {
  const [children, staff] = await Promise.all([
    monthItems(`${tenantPrefix(kindergartenId)}#ATT#${month}`, 'GROUP#'),
    monthItems(`${tenantPrefix(kindergartenId)}#STAFFATT#${month}`, 'STAFF#'),
  ]);
  return occupancyOf(
    month,
    lastDate,
    groups,
    presenceOf(
      children.filter((i) => i.type === 'ChildMonth'),
      staff.filter((i) => i.type === 'StaffMonth'),
    ),
  );
}
