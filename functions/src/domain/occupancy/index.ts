import { tenantPrefix } from '../../platform/db/keys';
import { queryAll } from '../../platform/db/query';
import type { OccupancyGroup, OccupancySubstitution } from './occupancy';
import { occupancyOf, presenceOf, substitutesOf } from './occupancy';

export * from './occupancy';

/**
 * The reads of occupancy: the children's attendance grid of a month (`KG#<kg>#ATT#<YYYY-MM>`, the attendance
 * area's child-months) and the staff grid (`KG#<kg>#STAFFATT#<YYYY-MM>`, the staff area's staff-months), one
 * Query each, only the group, staff and day attributes.
 */
async function monthItems(partition: string, beginsWith: string) {
  return queryAll<Record<string, unknown>>({ partition, beginsWith });
}

/**
 * Children present against the groups' staff at work (and the month's substitutes, staff area's
 * `KG#<kg>#SUBST#<YYYY-MM>` / `SUB#…`), each day of `month` up to `lastDate`: three Queries.
 */
export async function monthOccupancy(
  kindergartenId: string,
  month: string,
  lastDate: string,
  groups: readonly OccupancyGroup[],
) {
  const [children, staff, substitutions] = await Promise.all([
    monthItems(`${tenantPrefix(kindergartenId)}#ATT#${month}`, 'GROUP#'),
    monthItems(`${tenantPrefix(kindergartenId)}#STAFFATT#${month}`, 'STAFF#'),
    monthItems(`${tenantPrefix(kindergartenId)}#SUBST#${month}`, 'SUB#'),
  ]);
  const presence = presenceOf(
    children.filter((i) => i.type === 'ChildMonth'),
    staff.filter((i) => i.type === 'StaffMonth'),
  );
  return occupancyOf(month, lastDate, groups, {
    ...presence,
    substitutes: substitutesOf(month, substitutions as unknown as OccupancySubstitution[]),
  });
}
