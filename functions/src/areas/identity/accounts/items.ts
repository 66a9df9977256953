import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../../platform/db/client';
import { getItem } from '../../../platform/db/item';
import { keys } from '../../../platform/db/keys';
import { type ApiError, conflict } from '../../../platform/http/errors';
import type { UserRecord } from '../user-records';

/**
 * The accounts feature's items and the requests that read them: user profiles (`USER#<id>` / PROFILE),
 * memberships (`USER#<id>` / `MEMBER#<kindergarten>`), login identifier markers and kindergarten profiles.
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

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

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

/**
 * Runs a transaction of labelled items; when DynamoDB cancels it, `onConflict` turns the label of the first
 * item whose condition failed into the error to answer (a taken e-mail, a used token...).
 */
export async function transact(
  items: { label: string; item: TransactItem }[],
  onConflict: (label: string) => ApiError | undefined,
): Promise<void> {
  try {
    await db().send(new TransactWriteCommand({ TransactItems: items.map((i) => i.item) }));
  } catch (e) {
    if ((e as Error).name !== 'TransactionCanceledException') throw e;
    const reasons = (e as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
    const failed = reasons.findIndex((r) => r.Code === 'ConditionalCheckFailed');
    const label = failed >= 0 ? items[failed]?.label : undefined;
    const mapped = label ? onConflict(label) : undefined;
    if (mapped) throw mapped;
    if (failed >= 0 || reasons.some((r) => r.Code === 'TransactionConflict'))
      throw conflict('Записът беше променен междувременно. Опитайте отново.');
    throw e;
  }
}

/** One write of an accounts transaction, labelled so a failed condition can be answered by what it was. */
export interface LabelledItem {
  label: string;
  item: TransactItem;
}

type Key = { PK: string; SK: string };
const keyOf = (k: Key) => ({ PK: k.PK, SK: k.SK });
const putIfAbsent = (label: string, Item: Record<string, unknown>): LabelledItem => ({
  label,
  item: { Put: { TableName: tableName(), Item, ConditionExpression: 'attribute_not_exists(PK)' } },
});
/** SET of the given attributes on an item that exists (names and values by placeholder). */
function setOn(label: string, key: Key, set: Record<string, unknown>, condition = 'attribute_exists(PK)') {
  const names = Object.keys(set);
  return {
    label,
    item: {
      Update: {
        TableName: tableName(),
        Key: keyOf(key),
        UpdateExpression: `SET ${names.map((_n, i) => `#a${i} = :a${i}`).join(', ')}`,
        ConditionExpression: condition,
        ExpressionAttributeNames: Object.fromEntries(names.map((n, i) => [`#a${i}`, n])),
        ExpressionAttributeValues: Object.fromEntries(names.map((n, i) => [`:a${i}`, set[n]])),
      },
    },
  } satisfies LabelledItem;
}
const deleteOf = (label: string, key: Key, condition?: string): LabelledItem => ({
  label,
  item: {
    Delete: {
      TableName: tableName(),
      Key: keyOf(key),
      ...(condition ? { ConditionExpression: condition } : {}),
    },
  },
});

/** A new user profile (its id must be new). */
export const profilePut = (profile: Record<string, unknown>) => putIfAbsent('profile', profile);

/** The unique marker of a login identifier (e-mail, phone): 409 through `label` when another user has it. */
export const markerPut = (kind: number, normalized: string, userId: string, label: string) =>
  putIfAbsent(label, { ...keys.loginIdentifier(kind, normalized), type: 'LoginIdentifier', userId });

/** Removes a login marker of this user (one of another user is left alone: the transaction fails). */
export const markerDelete = (
  kind: number,
  normalized: string,
  userId: string,
  label: string,
): LabelledItem => ({
  label,
  item: {
    Delete: {
      TableName: tableName(),
      Key: keys.loginIdentifier(kind, normalized),
      ConditionExpression: 'attribute_not_exists(PK) OR userId = :uid',
      ExpressionAttributeValues: { ':uid': userId },
    },
  },
});

export const membershipPut = (userId: string, kindergartenId: string, role: number) =>
  putIfAbsent('membership', {
    ...keys.membership(userId, kindergartenId),
    ...keys.membershipByKindergarten(kindergartenId, userId),
    type: 'Membership',
    userId,
    kindergartenId,
    role,
    createdAt: new Date().toISOString(),
  });

export const membershipDelete = (userId: string, kindergartenId: string) =>
  deleteOf('membership', keys.membership(userId, kindergartenId), 'attribute_exists(PK)');

/** A new role in a kindergarten: on the membership (and, for staff, the staff item beside it). */
export const membershipRoleUpdate = (userId: string, kindergartenId: string, role: number) =>
  setOn('membership', keys.membership(userId, kindergartenId), { role });

export const staffPut = (
  userId: string,
  kindergartenId: string,
  s: { role: number; position: string; firstName: string; lastName: string },
): LabelledItem => ({
  label: 'staff',
  item: {
    Put: {
      TableName: tableName(),
      Item: {
        ...keys.staffMember(kindergartenId, userId),
        type: 'StaffMember',
        userId,
        kindergartenId,
        ...s,
      },
    },
  },
});

export const staffDelete = (userId: string, kindergartenId: string) =>
  deleteOf('staff', keys.staffMember(kindergartenId, userId));

/** The names copied on a staff item (it must exist). */
export const staffNamesUpdate = (key: Key, names: { firstName: string; lastName: string }) =>
  setOn('staff-names', key, { firstName: names.firstName, lastName: names.lastName });

/**
 * Role and position of a staff item, only while it has the version the editor loaded (0: never versioned);
 * the version goes up by one. A failed condition (label `staff`) is a stale edit.
 */
export function staffVersionedUpdate(
  userId: string,
  kindergartenId: string,
  set: { role?: number; position?: string },
  expected: number,
): LabelledItem {
  const stale = expected === 0 ? '(attribute_not_exists(#v) OR #v = :expected)' : '#v = :expected';
  const item = setOn('staff', keys.staffMember(kindergartenId, userId), { ...set, version: expected + 1 });
  const update = item.item.Update;
  return {
    label: 'staff',
    item: {
      Update: {
        ...update,
        ConditionExpression: `attribute_exists(PK) AND ${stale}`,
        ExpressionAttributeNames: { ...update.ExpressionAttributeNames, '#v': 'version' },
        ExpressionAttributeValues: { ...update.ExpressionAttributeValues, ':expected': expected },
      },
    },
  };
}

/** The kindergarten a user without one selected starts in. */
export const selectedKindergartenUpdate = (userId: string, kindergartenId: string) =>
  setOn('profile', keys.user(userId), { selectedKindergartenId: kindergartenId });

/**
 * Changes of a profile under `conditions` (with their `values`). The version goes up by one; with
 * `expected` (an edit of the whole profile) only while the stored version is that one.
 */
export function profileUpdate(
  userId: string,
  set: Record<string, unknown>,
  guard: { conditions: string[]; values: Record<string, unknown>; expected?: number },
): LabelledItem {
  const names = Object.keys(set);
  const conditions = ['attribute_exists(PK)', ...guard.conditions];
  if (guard.expected !== undefined)
    conditions.push(guard.expected === 0 ? '(attribute_not_exists(#v) OR #v = :expected)' : '#v = :expected');
  return {
    label: 'profile',
    item: {
      Update: {
        TableName: tableName(),
        Key: keys.user(userId),
        UpdateExpression: `SET ${[...names.map((_n, i) => `#s${i} = :s${i}`), '#v = if_not_exists(#v, :zero) + :one'].join(', ')}`,
        ConditionExpression: conditions.join(' AND '),
        ExpressionAttributeNames: {
          ...Object.fromEntries(names.map((n, i) => [`#s${i}`, n])),
          '#v': 'version',
        },
        ExpressionAttributeValues: {
          ...guard.values,
          ...Object.fromEntries(names.map((n, i) => [`:s${i}`, set[n]])),
          ':zero': 0,
          ':one': 1,
          ...(guard.expected !== undefined ? { ':expected': guard.expected } : {}),
        },
      },
    },
  };
}

/** A parent's link to a child (both directions through GSI1); 409 through `guardian` when it exists. */
export const guardianPut = (g: {
  kindergartenId: string;
  child: { id: string; name: string; groupId: string | null };
  parentUserId: string;
  relation: number;
}) =>
  putIfAbsent('guardian', {
    ...keys.guardianOfChild(g.kindergartenId, g.child.id, g.parentUserId),
    ...keys.childrenOfParent(g.parentUserId, g.kindergartenId, g.child.id),
    type: 'Guardian',
    kindergartenId: g.kindergartenId,
    childId: g.child.id,
    parentUserId: g.parentUserId,
    relation: g.relation,
    childName: g.child.name,
    groupId: g.child.groupId,
  });
