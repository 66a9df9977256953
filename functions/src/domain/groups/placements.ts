import { keys } from '../../platform/db/keys';
import { queryAll } from '../../platform/db/query';
import { type RosterStay, stayOn } from './roster';

/**
 * A child's stays in groups as features outside the children area read them (issue #24, group history: a
 * child belongs to exactly one group on each day). The stays are the children area's `PLACEMENT#<fromDate>`
 * items on the child's partition; this read never writes them. Whoever writes a child's days (an approved
 * medical notice, a family-reason request) writes each date into the group of its stay, not the group of
 * today: `byGroup(await staysOfChild(kg, childId), dates)`.
 */

/** The child's stays, oldest first: one Query of its partition's placements. */
export async function staysOfChild(kindergartenId: string, childId: string): Promise<RosterStay[]> {
  const items = await queryAll<Record<string, unknown>>({
    partition: keys.child(kindergartenId, childId).PK,
    beginsWith: 'PLACEMENT#',
    consistent: true,
  });
  return items
    .map((i) => ({
      groupId: String(i.groupId),
      groupName: String(i.groupName ?? ''),
      fromDate: String(i.fromDate),
      toDate: (i.toDate as string | null | undefined) ?? null,
    }))
    .sort((a, b) => a.fromDate.localeCompare(b.fromDate));
}

/** The dates by the group the child was in on each (dates in no stay are left out). Pure. */
export function byGroup(stays: readonly RosterStay[], dates: readonly string[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const date of dates) {
    const stay = stayOn(stays, date);
    if (!stay) continue;
    out.set(stay.groupId, [...(out.get(stay.groupId) ?? []), date]);
  }
  return out;
}

/**
 * The child's stays, or, for a child whose record has no placement items (enrolled before issue #24), one
 * open stay in the group of its record: what writers of a child's days split the dates by.
 */
export async function staysOrCurrent(
  kindergartenId: string,
  childId: string,
  currentGroupId: string,
): Promise<RosterStay[]> {
  const stays = await staysOfChild(kindergartenId, childId);
  return stays.length > 0
    ? stays
    : [{ groupId: currentGroupId, groupName: '', fromDate: '0000-01-01', toDate: null }];
}

/** The group the child was in on a date (undefined: in none), for calendars closed per group. Pure. */
export const groupOfDay =
  (stays: readonly RosterStay[]) =>
  (date: string): string | undefined =>
    stayOn(stays, date)?.groupId;
