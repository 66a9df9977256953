import type { GroupItem } from '../../../domain/groups/group-reads';
import { staffRosterWrite } from '../../../domain/staff-roster/roster';
import {
  getItem,
  keys,
  queryAll,
  staleWrite,
  type TransactOp,
  tenantPrefix,
  transact,
  versionedOp,
} from '../../../platform/db';
import { ApiError, conflict } from '../../../platform/http/errors';

/**
 * Every DynamoDB request of staff records (docs/areas/staff-records.md). A staff member is one item of the
 * kindergarten's staff partition, `keys.staffMember(kg, id)` (`KG#<kg>#STAFF` / `USER#<id>`), whether or not
 * the person has an account: the id is the user id of the account they have or will have (an invitation is
 * queued with that id, and identity creates the account under it), so groups' `teacherIds`, attendance and
 * substitutions name one id from the first day. Identity writes the same item for a member it adds; the
 * fields only this feature writes are optional, and `staffView` (records.ts) gives their defaults.
 */
export interface StaffItem {
  /** The staff id: the account's user id (now or after the invitation is answered). */
  userId: string;
  kindergartenId: string;
  /** The kindergarten role: the membership's for an account, the occupation's for a record without one. */
  role: number;
  /** The occupation's name (identity writes the role's name for the members it adds). */
  position: string;
  firstName: string;
  lastName: string;
  middleName?: string;
  occupationId?: number;
  workingTime?: number;
  qualification?: string;
  isDirector?: boolean;
  identifierType?: number | null;
  identifier?: string | null;
  email?: string | null;
  phone?: string | null;
  /** `none` (a record only), `invited` (an invitation was queued under the staff id), `member` (identity's). */
  account?: 'none' | 'invited';
  hiredOn?: string | null;
  /** The day the person left the kindergarten: kept for history, no longer counted or assigned. */
  leftOn?: string | null;
  version?: number;
  createdBy?: string;
  modifiedBy?: string;
}

export const staffPartition = (kindergartenId: string) => keys.staffMember(kindergartenId, '').PK;

/** Unique marker: one staff member per ЕГН/ЛНЧ in a kindergarten (as children's `childIdentifier`). */
export const staffIdentifierKey = (kindergartenId: string, identifierType: number, identifier: string) => ({
  PK: `${tenantPrefix(kindergartenId)}#STAFF_ID#${identifierType}#${identifier}`,
  SK: 'STAFF_ID',
});

/** The kindergarten's staff, leavers included (one Query of the staff partition). */
export const listStaff = (kindergartenId: string) =>
  queryAll<StaffItem>({ partition: staffPartition(kindergartenId), beginsWith: 'USER#' });

/** One staff member of the kindergarten (one GetItem; another kindergarten's id finds nothing). */
export const getStaff = (kindergartenId: string, staffId: string) =>
  getItem<StaffItem>(keys.staffMember(kindergartenId, staffId));

/** The staff member holding an ЕГН/ЛНЧ in the kindergarten, if any. */
export const staffOfIdentifier = async (kindergartenId: string, type: number, identifier: string) =>
  (await getItem<{ staffId: string }>(staffIdentifierKey(kindergartenId, type, identifier)))?.staffId;

/** The account an e-mail signs in with, if any (the identity area's unique login marker). */
export const accountOfEmail = async (email: string) =>
  (await getItem<{ userId: string }>(keys.loginIdentifier(1, email.trim().toLowerCase())))?.userId;

/** A group's new teacher list, written only while the group has the version read (the group form's 409). */
export const groupTeachersOp = (group: GroupItem, teacherIds: string[]): TransactOp =>
  versionedOp(
    keys.group(group.kindergartenId, group.id),
    { expected: group.version ?? 0 },
    {
      set: { teacherIds },
    },
  );

export interface StaffWrite {
  item: StaffItem;
  /** The version the editor read (0 for identity's items without one); undefined for a new record. */
  expected?: number;
  /** The stored identifier the record had, when the edit changes or removes it. */
  previousIdentifier?: { type: number; identifier: string } | null;
  groupOps: TransactOp[];
}

export const duplicateIdentifierMessage = 'В детската градина вече има служител с това ЕГН/ЛНЧ.';
export const staffExistsMessage = 'Служител с този профил вече е в детската градина.';
export const groupChangedMessage =
  'Някоя от групите е променена междувременно. Заредете записа отново и запишете пак.';

/**
 * Writes a staff record with its identifier marker and its groups' teacher lists in one transaction: a new
 * record only while its id is free, an edit only while it has the version read (409 naming `version`),
 * a taken ЕГН/ЛНЧ or a group edited meanwhile 409 with their own messages; nothing is half-written.
 */
export async function writeStaff(w: StaffWrite): Promise<void> {
  const { item } = w;
  const key = keys.staffMember(item.kindergartenId, item.userId);
  const next = { ...key, type: 'StaffMember', ...item };
  const ops: TransactOp[] = [];
  if (w.expected === undefined) ops.push({ put: { ...next, version: 1 }, condition: { absent: true } });
  else {
    // The keys and the version are not data to set (an item read back carries PK and SK).
    const {
      userId: _u,
      kindergartenId: _k,
      version: _v,
      PK: _pk,
      SK: _sk,
      ...rest
    } = next as typeof next & {
      PK: string;
      SK: string;
    };
    const changes = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
    ops.push(versionedOp(key, { expected: w.expected }, { set: changes }));
  }
  const before = w.previousIdentifier;
  // ЕГН is identifier type 0: the type is compared with null, never taken as a truth value.
  const now =
    item.identifierType != null && item.identifier
      ? { type: item.identifierType, id: item.identifier }
      : null;
  const markerMoves = !before || !now || before.type !== now.type || before.identifier !== now.id;
  if (before && markerMoves)
    ops.push({ delete: staffIdentifierKey(item.kindergartenId, before.type, before.identifier) });
  if (now && markerMoves)
    ops.push({
      put: {
        ...staffIdentifierKey(item.kindergartenId, now.type, now.id),
        type: 'StaffIdentifier',
        staffId: item.userId,
      },
      condition: { absent: true },
    });
  const markerIndex = now && markerMoves ? ops.length - 1 : -1;
  ops.push(...w.groupOps);
  // The staff grid's roster (domain/staff-roster), in the same transaction.
  ops.push(
    staffRosterWrite(item.kindergartenId, item.userId, {
      names: { firstName: item.firstName, lastName: item.lastName },
      ...(item.position !== undefined ? { position: item.position } : {}),
      dates: { hiredOn: item.hiredOn ?? null, leftOn: item.leftOn ?? null },
    }),
  );
  await transact(ops, (failed) => {
    if (failed.includes(0)) return w.expected === undefined ? conflict(staffExistsMessage) : staleWrite();
    if (failed.includes(markerIndex))
      return new ApiError(409, 'conflict', duplicateIdentifierMessage, [
        { field: 'identifier', message: duplicateIdentifierMessage },
      ]);
    return conflict(groupChangedMessage);
  });
}

/** Marks a record whose invitation was queued (the e-mail it went to is on the record). */
export const markInvited = (kindergartenId: string, staffId: string): TransactOp => ({
  update: keys.staffMember(kindergartenId, staffId),
  changes: { set: { account: 'invited' } },
  condition: { exists: true },
});
