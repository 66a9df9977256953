import { guardianIndex } from '../../../domain/children/guardians';
import type { StaffRosterFields } from '../../../domain/staff-roster/roster';
import { staffRosterRemoval, staffRosterWrite } from '../../../domain/staff-roster/roster';
import type { Condition } from '../../../platform/db/expressions';
import { getItem } from '../../../platform/db/item';
import { keys } from '../../../platform/db/keys';
import { type TransactOp, tryTransact } from '../../../platform/db/transact';
import { type ApiError, conflict } from '../../../platform/http/errors';
import type { UserRecord } from '../session/user-records';

/**
 * The accounts feature's items and the requests that read them: user profiles (`USER#<id>` / PROFILE),
 * memberships (`USER#<id>` / `MEMBER#<kindergarten>`), login identifier markers and kindergarten profiles,
 * and the writes of the accounts' transactions (the data kit's ops, each labelled so a failed condition can
 * be answered by what it was: a taken e-mail, a used link...).
 */

/** The user profile item as the accounts backend reads and writes it. */
export interface Profile extends Omit<UserRecord, 'passwordHash'> {
  /** Null until an invited or registered user sets a password. */
  passwordHash: string | null;
  /** Invited, not yet activated: the activation link sets the password and the flag goes. */
  pendingActivation?: boolean;
  /** False after the user unsubscribed: only essential e-mails reach them. Absent means true. */
  emailNotifications?: boolean;
  jurisdiction?: { municipalityCode?: string } | null;
  /** The newest activation / recovery link: an older link stops working when a new one is sent. */
  activationTokenHash?: string | null;
  recoveryTokenHash?: string | null;
  createdAt?: string;
  GSI2PK?: string;
  /** Bumped by every save of the profile; absent on profiles never edited (version 0). */
  version?: number;
}

export const getProfile = (userId: string, consistent = false) =>
  getItem<Profile>(keys.user(userId), { consistent });

export async function membershipOf(
  userId: string,
  kindergartenId: string,
): Promise<{ role: number; kindergartenId: string } | undefined> {
  const item = await getItem<{ role: number }>(keys.membership(userId, kindergartenId), { consistent: true });
  return item ? { role: Number(item.role), kindergartenId } : undefined;
}

export async function kindergartenProfile(
  kindergartenId: string,
): Promise<{ id: string; name: string; municipalityCode?: string } | undefined> {
  const item = await getItem<{ name: string; municipalityCode?: string }>(keys.kindergarten(kindergartenId));
  return item
    ? { id: kindergartenId, name: String(item.name), municipalityCode: item.municipalityCode }
    : undefined;
}

export async function userIdOfIdentifier(kind: number, normalized: string): Promise<string | undefined> {
  const marker = await getItem<{ userId?: string }>(keys.loginIdentifier(kind, normalized), {
    consistent: true,
  });
  return marker?.userId;
}

/** One write of an accounts transaction, labelled so a failed condition is answered by what it was. */
export interface LabelledOp {
  label: string;
  op: TransactOp;
}

/**
 * Runs a transaction of labelled ops; when a condition fails, `onConflict` turns the label of the first
 * failed op into the error to answer (a taken e-mail, a used token...), else the generic 409.
 */
export async function transact(
  items: LabelledOp[],
  onConflict: (label: string) => ApiError | undefined,
): Promise<void> {
  const outcome = await tryTransact(items.map((i) => i.op));
  if (outcome.committed) return;
  const label = items[outcome.failed[0] ?? -1]?.label;
  throw (label && onConflict(label)) || conflict('Записът беше променен междувременно. Опитайте отново.');
}

/**
 * Condition expressions joined with AND. The kit puts the whole in parentheses, and DynamoDB refuses
 * redundant ones, so a single part goes in bare.
 */
export function allOf(parts: (string | undefined)[]): string {
  const given = parts.filter((p): p is string => Boolean(p));
  return given.length === 1 ? given[0]! : given.map((p) => `(${p})`).join(' AND ');
}

/** The version a whole-document edit expects (0: the item never had one). */
const versionIs = (expected: number): Condition =>
  expected === 0
    ? {
        expression: 'attribute_not_exists(#v) OR #v = :expected',
        names: { '#v': 'version' },
        values: { ':expected': 0 },
      }
    : { equals: { version: expected } };

/** A new user profile (its id must be new). */
export const profilePut = (profile: Record<string, unknown> & { PK: string; SK: string }): LabelledOp => ({
  label: 'profile',
  op: { put: profile, condition: { absent: true } },
});

/** The unique marker of a login identifier (e-mail, phone): fails through `label` when another user has it. */
export const markerPut = (kind: number, normalized: string, userId: string, label: string): LabelledOp => ({
  label,
  op: {
    put: { ...keys.loginIdentifier(kind, normalized), type: 'LoginIdentifier', userId },
    condition: { absent: true },
  },
});

/** Removes a login marker of this user (one of another user is left alone: the transaction fails). */
export const markerDelete = (
  kind: number,
  normalized: string,
  userId: string,
  label: string,
): LabelledOp => ({
  label,
  op: {
    delete: keys.loginIdentifier(kind, normalized),
    condition: {
      expression: 'attribute_not_exists(#pk) OR #uid = :uid',
      names: { '#pk': 'PK', '#uid': 'userId' },
      values: { ':uid': userId },
    },
  },
});

export const membershipPut = (userId: string, kindergartenId: string, role: number): LabelledOp => ({
  label: 'membership',
  op: {
    put: {
      ...keys.membership(userId, kindergartenId),
      ...keys.membershipByKindergarten(kindergartenId, userId),
      type: 'Membership',
      userId,
      kindergartenId,
      role,
      createdAt: new Date().toISOString(),
    },
    condition: { absent: true },
  },
});

/** A new role on an existing membership. */
export const membershipRoleUpdate = (userId: string, kindergartenId: string, role: number): LabelledOp => ({
  label: 'membership',
  op: {
    update: keys.membership(userId, kindergartenId),
    changes: { set: { role } },
    condition: { exists: true },
  },
});

export const staffPut = (
  userId: string,
  kindergartenId: string,
  s: { role: number; position: string; firstName: string; lastName: string },
): LabelledOp => ({
  label: 'staff',
  // An update, not a put: a staff record the staff area kept for this id before the account existed (its
  // invitation) keeps its ЕГН, groups and occupation; `account` goes, the record now has a member's account.
  op: {
    update: keys.staffMember(kindergartenId, userId),
    changes: { set: { type: 'StaffMember', userId, kindergartenId, ...s }, remove: ['account'] },
  },
});

/** The staff grid's roster fields of a staff item this area writes (domain/staff-roster), in its transaction. */
export const staffRosterOp = (kindergartenId: string, userId: string, f: StaffRosterFields): LabelledOp => ({
  label: 'staff-roster',
  op: staffRosterWrite(kindergartenId, userId, f),
});

/** The roster's removal of a staff item this area deletes. */
export const staffRosterRemovalOp = (kindergartenId: string, userId: string): LabelledOp => ({
  label: 'staff-roster',
  op: staffRosterRemoval(kindergartenId, userId),
});

/** The names copied on a staff item (it must exist). */
export const staffNamesUpdate = (
  key: { PK: string; SK: string },
  names: { firstName: string; lastName: string },
): LabelledOp => ({
  label: 'staff-names',
  op: { update: { PK: key.PK, SK: key.SK }, changes: { set: { ...names } }, condition: { exists: true } },
});

/**
 * Role and position of a staff item, only while it has the version the editor loaded; the version goes up
 * by one. A failed condition (label `staff`) is a stale edit.
 */
export const staffVersionedUpdate = (
  userId: string,
  kindergartenId: string,
  set: { role?: number; position?: string },
  expected: number,
): LabelledOp => ({
  label: 'staff',
  op: {
    update: keys.staffMember(kindergartenId, userId),
    changes: { set: { ...set, version: expected + 1 } },
    condition: { exists: true, ...versionIs(expected) },
  },
});

/** The kindergarten a user without one selected starts in. */
export const selectedKindergartenUpdate = (userId: string, kindergartenId: string): LabelledOp => ({
  label: 'profile',
  op: {
    update: keys.user(userId),
    changes: { set: { selectedKindergartenId: kindergartenId } },
    condition: { exists: true },
  },
});

/**
 * Changes of a profile while `condition` holds; the version goes up by one. With `expected` (an edit of the
 * whole profile) only while the stored version is that one.
 */
export function profileUpdate(
  userId: string,
  set: Record<string, unknown>,
  condition: Condition,
  expected?: number,
): LabelledOp {
  const update = keys.user(userId);
  if (expected === undefined)
    return {
      label: 'profile',
      op: { update, changes: { set, add: { version: 1 } }, condition: { ...condition, exists: true } },
    };
  const version = versionIs(expected);
  return {
    label: 'profile',
    op: {
      update,
      changes: { set: { ...set, version: expected + 1 } },
      condition: {
        exists: true,
        equals: { ...condition.equals, ...version.equals },
        ...(condition.expression || version.expression
          ? {
              expression: allOf([condition.expression, version.expression]),
              names: { ...condition.names, ...version.names },
              values: { ...condition.values, ...version.values },
            }
          : {}),
      },
    },
  };
}

/** A parent's link to a child (both directions through GSI1); fails through `guardian` when it exists. */
export const guardianPut = (g: {
  kindergartenId: string;
  child: { id: string; name: string; groupId: string | null };
  parentUserId: string;
  relation: number;
}): LabelledOp => ({
  label: 'guardian',
  op: {
    put: {
      ...keys.guardianOfChild(g.kindergartenId, g.child.id, g.parentUserId),
      ...keys.childrenOfParent(g.parentUserId, g.kindergartenId, g.child.id),
      ...guardianIndex(g.kindergartenId, g.parentUserId, g.child.id),
      type: 'Guardian',
      kindergartenId: g.kindergartenId,
      childId: g.child.id,
      parentUserId: g.parentUserId,
      relation: g.relation,
      childName: g.child.name,
      groupId: g.child.groupId,
      version: 1,
    },
    condition: { absent: true },
  },
});
