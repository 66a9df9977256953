import { type DayKind, statusKind } from '@gradina/shared';
import { tenantPrefix } from '../../platform/db/keys';
import { queryAll } from '../../platform/db/query';

/**
 * The children's attendance as areas other than attendance read it (the planning area's missed-topics
 * report). The items are the attendance grid's child-months (docs/areas/attendance-grid.md): one per child
 * and month, `KG#<kg>#ATT#<YYYY-MM>` / `GROUP#<groupId>#CHILD#<childId>`, the days as `d01`…`d31` holding the
 * status number; this read never writes them.
 */

/** How a day cell counts: the shared status table decides (shared/src/attendance-statuses.ts). */
export type { DayKind } from '@gradina/shared';

export const kindOf = (status: number | undefined): DayKind => statusKind(status);

export interface ChildMonthDays {
  childId: string;
  groupId: string;
  /** `YYYY-MM`. */
  month: string;
  firstName: string;
  lastName: string;
  /** Status by day of month (1…31). */
  days: Record<number, number>;
}

/** The child-months of one kindergarten month (one Query), of one group when `groupId` is given. */
export async function childMonthsOf(
  kindergartenId: string,
  month: string,
  groupId?: string,
): Promise<ChildMonthDays[]> {
  const items = await queryAll<Record<string, unknown>>({
    partition: `${tenantPrefix(kindergartenId)}#ATT#${month}`,
    beginsWith: groupId ? `GROUP#${groupId}#CHILD#` : 'GROUP#',
  });
  return items
    .filter((i) => i.type === 'ChildMonth')
    .map((i) => {
      const days: Record<number, number> = {};
      for (const [name, value] of Object.entries(i)) {
        const m = /^d(\d\d)$/.exec(name);
        if (m && typeof value === 'number') days[Number(m[1])] = value;
      }
      return {
        childId: String(i.childId),
        groupId: String(i.groupId),
        month,
        firstName: String(i.firstName ?? ''),
        lastName: String(i.lastName ?? ''),
        days,
      };
    });
}
