import { keys } from '../db/keys';
import type { TransactOp } from '../db/transact';

/** The update op this file builds (a TransactOp). */
type UpdateOp = Extract<TransactOp, { update: unknown }>;

/**
 * A group's roster on the group item (`KG#<kg>#GROUPS` / `GROUP#<id>`): one attribute `child#<childId>` per
 * child in the group today, with what the attendance grid shows of it, so the grid reads its rows with the
 * group in one BatchGet instead of a Query of the children (docs/areas/groups.md). Whoever moves a child
 * into or out of a group, or changes its names, birth date or enrolment dates, writes it in the same
 * transaction as the child (the children area, through `groupChildChange`). One attribute per child, so
 * two enrolments into one group never lose each other's entry.
 */
export interface RosterEntry {
  firstName: string;
  lastName: string;
  birthDate: string;
  enrolledOn?: string | null;
  leftOn?: string | null;
}

const rosterPrefix = 'child#';

/** The child a roster entry is about, with its entry. */
export type RosterChildEntry = RosterEntry & { id: string };

/**
 * The one write of the group item for a child: the children counter moved by `delta` (+1 in, -1 out, 0 an
 * edit) and the child's roster entry set (`entry`) or removed (none): one op, since one transaction
 * writes an item once.
 */
export function groupChildChange(
  kindergartenId: string,
  groupId: string,
  childId: string,
  delta: number,
  entry: RosterEntry | undefined,
): UpdateOp {
  const attribute = `${rosterPrefix}${childId}`;
  return {
    update: keys.group(kindergartenId, groupId),
    changes: {
      ...(delta !== 0 ? { add: { childrenCount: delta } } : {}),
      ...(entry ? { set: { [attribute]: rosterEntryOf(entry) } } : { remove: [attribute] }),
    },
    condition: { exists: true },
  };
}

/** The fields a roster entry keeps of a child's record. */
export const rosterEntryOf = (c: RosterEntry): RosterEntry => ({
  firstName: c.firstName,
  lastName: c.lastName,
  birthDate: c.birthDate,
  enrolledOn: c.enrolledOn ?? null,
  leftOn: c.leftOn ?? null,
});

/** The attribute a builder writing a group item directly puts a child's entry under. */
export const rosterAttribute = (childId: string) => `${rosterPrefix}${childId}`;

/** The children on a group item's roster. Pure. */
export const rosterOf = (group: Record<string, unknown> | undefined): RosterChildEntry[] =>
  Object.entries(group ?? {})
    .filter(([name]) => name.startsWith(rosterPrefix))
    .map(([name, value]) => ({ ...(value as RosterEntry), id: name.slice(rosterPrefix.length) }));
