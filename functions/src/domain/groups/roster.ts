import { keys } from '../../platform/db/keys';
import type { TransactOp } from '../../platform/db/transact';

/** The update op this file builds (a TransactOp). */
type UpdateOp = Extract<TransactOp, { update: unknown }>;

/**
 * A group's roster on the group item (`KG#<kg>#GROUPS` / `GROUP#<id>`): one attribute `child#<childId>` per
 * child who was, is or will be in the group in its school year, with what the attendance grid shows of it
 * and the child's stays (issue #24: the grid of a month lists every child who was in the group on any day
 * of it, and refuses the days outside the child's stay), so the grid reads its rows with the group in one
 * BatchGet instead of a Query of the children (docs/areas/groups.md). A move does not remove the entry from
 * the old group: it closes its stay. A group belongs to one school year, so its roster never outgrows it.
 * Whoever moves a child into or out of a group, or changes its names, birth date or enrolment dates, writes
 * it in the same transaction as the child (the children area, through `groupChildChange`). One attribute per
 * child, so two enrolments into one group never lose each other's entry.
 */
export interface RosterEntry {
  firstName: string;
  lastName: string;
  birthDate: string;
  enrolledOn?: string | null;
  leftOn?: string | null;
  /**
   * Every stay of the child in the kindergarten's groups (this group's and the others', with their names),
   * in date order: the grid greys the days outside this group's stays and the marks check that no other
   * group of the same month holds the day. Entries written before issue #24 have none (`staysOf`).
   */
  stays?: RosterStay[];
}

/** A stay as the roster keeps it: the group, its name, the first and the last day (null: still there). */
export interface RosterStay {
  groupId: string;
  groupName: string;
  fromDate: string;
  toDate: string | null;
}

const rosterPrefix = 'child#';

/** The child a roster entry is about, with its entry. */
export type RosterChildEntry = RosterEntry & { id: string };

/**
 * The one write of the group item for a child: the children counter (the children in the group TODAY)
 * moved by `delta` (+1 in, -1 out, 0 an edit) and the child's roster entry set (`entry`), removed (`null`)
 * or left as it is (`undefined`): one op, since one transaction writes an item once.
 */
export function groupChildChange(
  kindergartenId: string,
  groupId: string,
  childId: string,
  delta: number,
  entry: RosterEntry | null | undefined,
): UpdateOp {
  const attribute = `${rosterPrefix}${childId}`;
  return {
    update: keys.group(kindergartenId, groupId),
    changes: {
      ...(delta !== 0 ? { add: { childrenCount: delta } } : {}),
      ...(entry ? { set: { [attribute]: rosterEntryOf(entry) } } : {}),
      ...(entry === null ? { remove: [attribute] } : {}),
    },
    condition: { exists: true },
  };
}

/** The fields a roster entry keeps of a child's record (and its stays, when known). */
export const rosterEntryOf = (c: RosterEntry): RosterEntry => ({
  firstName: c.firstName,
  lastName: c.lastName,
  birthDate: c.birthDate,
  enrolledOn: c.enrolledOn ?? null,
  leftOn: c.leftOn ?? null,
  ...(c.stays ? { stays: c.stays.map((s) => ({ ...s })) } : {}),
});

/** The attribute a builder writing a group item directly puts a child's entry under. */
export const rosterAttribute = (childId: string) => `${rosterPrefix}${childId}`;

/** The children on a group item's roster. Pure. */
export const rosterOf = (group: Record<string, unknown> | undefined): RosterChildEntry[] =>
  Object.entries(group ?? {})
    .filter(([name]) => name.startsWith(rosterPrefix))
    .map(([name, value]) => ({ ...(value as RosterEntry), id: name.slice(rosterPrefix.length) }));

/**
 * The stays of an entry read from the group `groupId`: its own, or (an entry written before the stays were
 * kept) one stay in this group from the enrolment to the leave.
 */
export const staysOf = (entry: RosterEntry, groupId: string, groupName = ''): RosterStay[] =>
  entry.stays ?? [
    { groupId, groupName, fromDate: entry.enrolledOn ?? '0000-01-01', toDate: entry.leftOn ?? null },
  ];

/** The stay of `stays` that covers `date`, if any (stays never overlap: a child is in one group a day). */
export const stayOn = (stays: readonly RosterStay[], date: string): RosterStay | undefined =>
  stays.find((s) => s.fromDate <= date && (s.toDate === null || date <= s.toDate));
