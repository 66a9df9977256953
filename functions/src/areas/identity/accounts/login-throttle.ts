import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { LoginIdentifierKind } from '@gradina/shared';
import { db, tableName } from '../../../platform/db/client';
import { keys } from '../../../platform/db/keys';
import { tooManyRequests } from '../../../platform/http/errors';
import { loadUserWithMemberships } from '../user-records';
import { batchGet, fullName, getProfile } from './records';

/**
 * Login throttling per identifier (known or not, so the answer reveals nothing): failures within a window are
 * counted with ADD on the identifier's THROTTLE item; from the third the answer is slowed down; the fifth
 * locks the identifier. A success removes the item; TTL removes stale ones.
 */
export const loginPolicy = {
  maxFailures: 5,
  windowSeconds: 15 * 60,
  lockSeconds: 15 * 60,
  /** Failures after which each wrong answer waits before it is sent. */
  slowDownFrom: 3,
} as const;

export interface ThrottleItem {
  failures: number;
  windowStart: number;
  lockedUntil?: number;
  userId?: string | null;
  identifierKind: number;
  identifier: string;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The delay of a wrong answer after `failures` failures in the window: 0, then 0.5 s, 1 s, 2 s at most. */
export function slowDownMs(failures: number): number {
  if (failures < loginPolicy.slowDownFrom) return 0;
  return Math.min(2000, 500 * 2 ** (failures - loginPolicy.slowDownFrom));
}

/** When the identifier is locked now: the time the lock ends. */
export function activeLock(item: Pick<ThrottleItem, 'lockedUntil'> | undefined, now = nowSeconds()) {
  return item?.lockedUntil && item.lockedUntil > now ? item.lockedUntil : undefined;
}

export function lockedError(lockedUntil: number, now = nowSeconds()) {
  const seconds = Math.max(1, lockedUntil - now);
  const minutes = Math.ceil(seconds / 60);
  return tooManyRequests(
    `Твърде много неуспешни опити за вход. Входът е временно блокиран; опитайте отново след ${minutes} ${minutes === 1 ? 'минута' : 'минути'} или възстановете паролата си.`,
    seconds,
  );
}

/** The key an attempt is counted under: the normalised identifier, or the raw text when it is not one. */
export function throttleIdentifier(normalized: string | undefined, raw: string): string {
  return normalized ?? raw.trim().toLowerCase().slice(0, 254);
}

export async function readThrottle(kind: number, identifier: string): Promise<ThrottleItem | undefined> {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.loginThrottle(kind, identifier),
      ConsistentRead: true,
    }),
  );
  return Item as ThrottleItem | undefined;
}

/**
 * Counts one failure. Within the window the counter is incremented with ADD; otherwise a new window starts
 * (a conditional put, so two racing failures never reset each other). The failure that reaches the limit
 * sets the lock, and for a known user writes a lock entry into each of their kindergartens.
 */
export async function recordFailure(
  kind: number,
  identifier: string,
  user: { userId: string; kindergartenIds: string[] } | undefined,
): Promise<{ failures: number; lockedUntil?: number }> {
  const now = nowSeconds();
  const key = keys.loginThrottle(kind, identifier);
  const floor = now - loginPolicy.windowSeconds;
  let failures = 0;
  for (let attempt = 0; attempt < 3 && failures === 0; attempt++) {
    try {
      const { Attributes } = await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: key,
          UpdateExpression: 'ADD failures :one SET #ttl = :ttl',
          ConditionExpression: 'windowStart > :floor',
          ExpressionAttributeNames: { '#ttl': 'ttl' },
          ExpressionAttributeValues: { ':one': 1, ':ttl': now + loginPolicy.windowSeconds, ':floor': floor },
          ReturnValues: 'ALL_NEW',
        }),
      );
      failures = Number(Attributes?.failures ?? 1);
    } catch (e) {
      if ((e as Error).name !== 'ConditionalCheckFailedException') throw e;
      try {
        await db().send(
          new PutCommand({
            TableName: tableName(),
            Item: {
              ...key,
              type: 'LoginThrottle',
              identifierKind: kind,
              identifier,
              userId: user?.userId ?? null,
              failures: 1,
              windowStart: now,
              ttl: now + loginPolicy.windowSeconds,
            },
            ConditionExpression: 'attribute_not_exists(PK) OR windowStart <= :floor',
            ExpressionAttributeValues: { ':floor': floor },
          }),
        );
        failures = 1;
      } catch (e2) {
        if ((e2 as Error).name !== 'ConditionalCheckFailedException') throw e2;
        // another failure opened the window first: count into it
      }
    }
  }
  if (failures < loginPolicy.maxFailures) return { failures };

  const lockedUntil = now + loginPolicy.lockSeconds;
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'SET lockedUntil = :until, #ttl = :until, lockedAt = :now',
        ConditionExpression: 'attribute_not_exists(lockedUntil) OR lockedUntil <= :now',
        ExpressionAttributeNames: { '#ttl': 'ttl' },
        ExpressionAttributeValues: { ':until': lockedUntil, ':now': now },
      }),
    );
  } catch (e) {
    if ((e as Error).name !== 'ConditionalCheckFailedException') throw e;
    const current = await readThrottle(kind, identifier);
    return { failures, lockedUntil: activeLock(current, now) ?? lockedUntil };
  }
  if (user) {
    await Promise.all(
      user.kindergartenIds.map((kindergartenId) =>
        db().send(
          new PutCommand({
            TableName: tableName(),
            Item: {
              ...keys.loginLock(kindergartenId, user.userId, kind, identifier),
              type: 'LoginLock',
              userId: user.userId,
              identifierKind: kind,
              identifier,
              lockedUntil,
              ttl: lockedUntil,
            },
          }),
        ),
      ),
    );
  }
  return { failures, lockedUntil };
}

export async function clearThrottle(kind: number, identifier: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.loginThrottle(kind, identifier) }));
}

/** Lifts a lock: the identifier's counter and the lock entries in the user's kindergartens go. */
export async function unlockIdentifier(kind: number, identifier: string): Promise<boolean> {
  const { Attributes } = await db().send(
    new DeleteCommand({
      TableName: tableName(),
      Key: keys.loginThrottle(kind, identifier),
      ReturnValues: 'ALL_OLD',
    }),
  );
  const userId = Attributes?.userId as string | undefined;
  if (userId) await removeLockEntries(userId, [[kind, identifier]]);
  return activeLock(Attributes as ThrottleItem | undefined) !== undefined;
}

/** Lifts every lock of a user: of their e-mail and phone, and of any identifier a lock entry names. */
export async function unlockUser(userId: string): Promise<number> {
  const [profile, record] = await Promise.all([getProfile(userId, true), loadUserWithMemberships(userId)]);
  const pairs = new Map<string, [number, string]>();
  if (profile?.email) pairs.set(`0#${profile.email}`, [LoginIdentifierKind.Email, profile.email]);
  if (profile?.phone) pairs.set(`2#${profile.phone}`, [LoginIdentifierKind.PhoneNumber, profile.phone]);
  for (const m of record?.memberships ?? []) {
    const prefix = keys.loginLock(m.kindergartenId, userId);
    const { Items = [] } = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
        ExpressionAttributeValues: { ':pk': prefix.PK, ':sk': prefix.SK },
      }),
    );
    for (const i of Items)
      pairs.set(`${i.identifierKind}#${i.identifier}`, [Number(i.identifierKind), String(i.identifier)]);
  }
  let lifted = 0;
  for (const [kind, identifier] of pairs.values()) {
    const { Attributes } = await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: keys.loginThrottle(kind, identifier),
        ReturnValues: 'ALL_OLD',
      }),
    );
    if (activeLock(Attributes as ThrottleItem | undefined)) lifted++;
  }
  await removeLockEntries(
    userId,
    [...pairs.values()],
    record?.memberships.map((m) => m.kindergartenId),
  );
  return lifted;
}

async function removeLockEntries(userId: string, pairs: [number, string][], kindergartenIds?: string[]) {
  const kgs =
    kindergartenIds ??
    (await loadUserWithMemberships(userId))?.memberships.map((m) => m.kindergartenId) ??
    [];
  await Promise.all(
    kgs.flatMap((kg) =>
      pairs.map(([kind, identifier]) =>
        db().send(
          new DeleteCommand({ TableName: tableName(), Key: keys.loginLock(kg, userId, kind, identifier) }),
        ),
      ),
    ),
  );
}

export interface LockView {
  userId: string | null;
  fullName: string | null;
  identifierKind: number;
  identifier: string;
  failures: number;
  lockedUntil: string;
  retryAfterSeconds: number;
}

/** An ЕГН/ЛНЧ is personal data: lists show its first five digits. */
export const maskIdentifier = (kind: number, identifier: string) =>
  kind === LoginIdentifierKind.IdentificationNumber ? `${identifier.slice(0, 5)}*****` : identifier;

function view(t: ThrottleItem, name: string | null, now: number): LockView {
  return {
    userId: t.userId ?? null,
    fullName: name,
    identifierKind: Number(t.identifierKind),
    identifier: maskIdentifier(Number(t.identifierKind), String(t.identifier)),
    failures: Number(t.failures),
    lockedUntil: new Date(Number(t.lockedUntil) * 1000).toISOString(),
    retryAfterSeconds: Math.max(0, Number(t.lockedUntil) - now),
  };
}

/**
 * The current locks of a kindergarten's users: its lock entries (TTL-expired ones filtered out), confirmed
 * against the identifiers' THROTTLE items, with the users' names.
 */
export async function locksOfKindergarten(kindergartenId: string): Promise<LockView[]> {
  const now = nowSeconds();
  const prefix = keys.loginLock(kindergartenId);
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
      FilterExpression: 'lockedUntil > :now',
      ExpressionAttributeValues: { ':pk': prefix.PK, ':sk': prefix.SK, ':now': now },
    }),
  );
  if (Items.length === 0) return [];
  const throttles = await batchGet<ThrottleItem>(
    Items.map((i) => keys.loginThrottle(Number(i.identifierKind), String(i.identifier))),
  );
  const locked = throttles.filter((t) => activeLock(t, now));
  const users = await batchGet<{ id: string; firstName: string; lastName: string }>(
    [...new Set(locked.map((t) => t.userId).filter((u): u is string => !!u))].map((u) => keys.user(u)),
    'id, firstName, lastName',
  );
  const names = new Map(users.map((u) => [u.id, fullName(u)]));
  return locked
    .map((t) => view(t, t.userId ? (names.get(t.userId) ?? null) : null, now))
    .sort((a, b) => a.lockedUntil.localeCompare(b.lockedUntil));
}

/** The lock of one identifier (for the Master), if there is one now. */
export async function lockOfIdentifier(kind: number, identifier: string): Promise<LockView | undefined> {
  const now = nowSeconds();
  const t = await readThrottle(kind, identifier);
  if (!t || !activeLock(t, now)) return undefined;
  const profile = t.userId ? await getProfile(t.userId) : undefined;
  return view(t, profile ? fullName(profile) : null, now);
}
