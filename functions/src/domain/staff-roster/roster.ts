import { keys } from '../../platform/db/keys';
import type { TransactOp } from '../../platform/db/transact';

/**
 * A kindergarten's staff roster: one item `KG#<kg>#STAFF` / `ROSTER` in the staff partition, so the staff
 * month grid reads who works there with the calendar in one BatchGet instead of a Query of the staff items
 * (docs/areas/staff-attendance.md). Whoever writes a staff item writes its roster fields in the same
 * transaction: the staff records (everything), identity (names, position; the removal when the account
 * leaves the staff). One attribute per field and person (`name#<id>`, `position#<id>`, `dates#<id>`), so
 * identity's writes of names or a position never clobber the record's hiring dates, and two people saved at
 * once never lose each other's entry.
 */
export const staffRosterKey = (kindergartenId: string) => ({
  PK: keys.staffMember(kindergartenId, '').PK,
  SK: 'ROSTER',
});

type UpdateOp = Extract<TransactOp, { update: unknown }>;

export interface StaffRosterFields {
  names?: { firstName: string; lastName: string };
  position?: string;
  dates?: { hiredOn?: string | null; leftOn?: string | null };
}

const attributes = (id: string) => ({
  names: `name#${id}`,
  position: `position#${id}`,
  dates: `dates#${id}`,
});

/** The roster's write of a staff member's fields (those given). */
export function staffRosterWrite(kindergartenId: string, staffId: string, f: StaffRosterFields): UpdateOp {
  const a = attributes(staffId);
  return {
    update: staffRosterKey(kindergartenId),
    changes: {
      set: {
        type: 'StaffRoster',
        ...(f.names ? { [a.names]: { firstName: f.names.firstName, lastName: f.names.lastName } } : {}),
        ...(f.position !== undefined ? { [a.position]: f.position } : {}),
        ...(f.dates
          ? { [a.dates]: { hiredOn: f.dates.hiredOn ?? null, leftOn: f.dates.leftOn ?? null } }
          : {}),
      },
    },
  };
}

/** The roster's removal of a staff member (the staff item is deleted). */
export const staffRosterRemoval = (kindergartenId: string, staffId: string): UpdateOp => ({
  update: staffRosterKey(kindergartenId),
  changes: { remove: Object.values(attributes(staffId)) },
});

/** A staff member as the roster knows them. */
export interface StaffRosterRow {
  userId: string;
  firstName: string;
  lastName: string;
  position?: string;
  hiredOn?: string | null;
  leftOn?: string | null;
}

/** The staff members of a roster item (those with names). Pure. */
export function staffRosterOf(item: Record<string, unknown> | undefined): StaffRosterRow[] {
  if (!item) return [];
  return Object.entries(item)
    .filter(([name]) => name.startsWith('name#'))
    .map(([name, value]) => {
      const id = name.slice('name#'.length);
      const a = attributes(id);
      const names = value as { firstName: string; lastName: string };
      const dates = (item[a.dates] ?? {}) as { hiredOn?: string | null; leftOn?: string | null };
      const position = item[a.position];
      return {
        userId: id,
        firstName: names.firstName,
        lastName: names.lastName,
        ...(typeof position === 'string' ? { position } : {}),
        hiredOn: dates.hiredOn ?? null,
        leftOn: dates.leftOn ?? null,
      };
    });
}
