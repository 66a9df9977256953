import { LoginIdentifierKind } from '@gradina/shared';
import { recordAuditInKindergartens } from '../../../platform/audit/audit';
import { batchGet, batchWrite } from '../../../platform/db/batch';
import { deleteItem, getItem, isConditionFailure, putItem, updateItem } from '../../../platform/db/item';
import { keys } from '../../../platform/db/keys';
import { queryAll } from '../../../platform/db/query';
import { getProfile, userIdOfIdentifier } from '../accounts/items';
import { fullName } from '../accounts/records';
import { loadUserWithMemberships } from '../session/user-records';

/**
 * Login throttling: one failure count per account, whichever of its identifiers (e-mail, ЕГН/ЛНЧ, phone) was
 * typed, so trying each identifier in turn gains no attempts; an identifier no account has is counted on
 * its own, so unknown and known identifiers behave alike. Failures within a window are counted with ADD;
 * from the third the answer is slowed down; the fifth locks. A success removes the count; TTL removes
 * stale ones. The sign-in answer never says which of these happened (login.ts).
 */
export const loginPolicy = {
  maxFailures: 5,
  windowSeconds: 15 * 60,
  lockSeconds: 15 * 60,
  /** Failures after which each wrong answer waits before it is sent. */
  slowDownFrom: 3,
} as const;

/** What a failure is counted on: an account, or an identifier that belongs to none. */
export type ThrottleSubject =
  | { userId: string; kindergartenIds: string[]; identifierKind: number; identifier: string }
  | { userId?: undefined; identifierKind: number; identifier: string };

export interface ThrottleItem {
  failures: number;
  windowStart: number;
  lockedUntil?: number;
  userId?: string | null;
  /** The identifier of the latest failure (shown to administrators, an ЕГН/ЛНЧ masked). */
  identifierKind: number;
  identifier: string;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

const keyOf = (s: Pick<ThrottleSubject, 'userId' | 'identifierKind' | 'identifier'>) =>
  s.userId ? keys.accountLoginThrottle(s.userId) : keys.loginThrottle(s.identifierKind, s.identifier);

/** The delay of a wrong answer after `failures` failures in the window: 0, then 0.5 s, 1 s, 2 s at most. */
export function slowDownMs(failures: number): number {
  if (failures < loginPolicy.slowDownFrom) return 0;
  return Math.min(2000, 500 * 2 ** (failures - loginPolicy.slowDownFrom));
}

/** When the subject is locked now: the time the lock ends. */
export function activeLock(item: Pick<ThrottleItem, 'lockedUntil'> | undefined, now = nowSeconds()) {
  return item?.lockedUntil && item.lockedUntil > now ? item.lockedUntil : undefined;
}

/** The key an attempt is counted under: the normalised identifier, or the raw text when it is not one. */
export function throttleIdentifier(normalized: string | undefined, raw: string): string {
  return normalized ?? raw.trim().toLowerCase().slice(0, 254);
}

export async function readThrottle(
  subject: Pick<ThrottleSubject, 'userId' | 'identifierKind' | 'identifier'>,
): Promise<ThrottleItem | undefined> {
  return getItem<ThrottleItem>(keyOf(subject), { consistent: true });
}

/**
 * Counts one failure. Within the window the counter is incremented with ADD; otherwise a new window starts
 * (a conditional put, so two racing failures never reset each other). The failure that reaches the limit
 * sets the lock, and for an account writes a lock entry into each of its kindergartens.
 */
export async function recordFailure(
  subject: ThrottleSubject,
): Promise<{ failures: number; lockedUntil?: number }> {
  const now = nowSeconds();
  const key = keyOf(subject);
  const floor = now - loginPolicy.windowSeconds;
  const latest = { identifierKind: subject.identifierKind, identifier: subject.identifier };
  let failures = 0;
  const inWindow = {
    expression: '#windowStart > :floor',
    names: { '#windowStart': 'windowStart' },
    values: { ':floor': floor },
  };
  for (let attempt = 0; attempt < 3 && failures === 0; attempt++) {
    try {
      const counted = await updateItem<ThrottleItem>(
        key,
        { add: { failures: 1 }, set: { ttl: now + loginPolicy.windowSeconds, ...latest } },
        inWindow,
      );
      failures = Number(counted?.failures ?? 1);
    } catch (e) {
      if (!isConditionFailure(e)) throw e;
      try {
        await putItem(
          {
            ...key,
            type: 'LoginThrottle',
            ...latest,
            userId: subject.userId ?? null,
            failures: 1,
            windowStart: now,
            ttl: now + loginPolicy.windowSeconds,
          },
          {
            expression: 'attribute_not_exists(#pk) OR #windowStart <= :floor',
            names: { '#pk': 'PK', '#windowStart': 'windowStart' },
            values: { ':floor': floor },
          },
        );
        failures = 1;
      } catch (e2) {
        if (!isConditionFailure(e2)) throw e2;
        // another failure opened the window first: count into it
      }
    }
  }
  if (failures < loginPolicy.maxFailures) return { failures };

  const lockedUntil = now + loginPolicy.lockSeconds;
  try {
    await updateItem(
      key,
      { set: { lockedUntil, ttl: lockedUntil, lockedAt: now } },
      {
        expression: 'attribute_not_exists(#lockedUntil) OR #lockedUntil <= :now',
        names: { '#lockedUntil': 'lockedUntil' },
        values: { ':now': now },
      },
    );
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
    const current = await readThrottle(subject);
    return { failures, lockedUntil: activeLock(current, now) ?? lockedUntil };
  }
  // Only the failure that set the lock gets here: one audit item per lockout, in each of the account's
  // kindergartens (or for the platform alone when no account has the identifier).
  await recordAuditInKindergartens(subject.userId ? subject.kindergartenIds : [], {
    event: 'login.locked',
    actorUserId: null,
    subjectUserId: subject.userId ?? null,
    details: {
      identifierKind: subject.identifierKind,
      failures,
      lockedUntil: new Date(lockedUntil * 1000).toISOString(),
    },
  });
  if (subject.userId) {
    const userId = subject.userId;
    await Promise.all(
      subject.kindergartenIds.map((kindergartenId) =>
        putItem({
          ...keys.loginLock(kindergartenId, userId),
          type: 'LoginLock',
          userId,
          ...latest,
          lockedUntil,
          ttl: lockedUntil,
        }),
      ),
    );
  }
  return { failures, lockedUntil };
}

export async function clearThrottle(
  subject: Pick<ThrottleSubject, 'userId' | 'identifierKind' | 'identifier'>,
) {
  await deleteItem(keyOf(subject));
}

/** Lifts the lock of an identifier: of its account when it has one, otherwise of the identifier itself. */
export async function unlockIdentifier(kind: number, identifier: string): Promise<boolean> {
  const userId = await userIdOfIdentifier(kind, identifier);
  if (userId) return (await unlockUser(userId)) > 0;
  return activeLock(await takeThrottle(keys.loginThrottle(kind, identifier))) !== undefined;
}

/** Removes a failure count and answers it as it was (a lock lifted meanwhile is gone either way). */
async function takeThrottle(key: { PK: string; SK: string }): Promise<ThrottleItem | undefined> {
  const item = await getItem<ThrottleItem>(key, { consistent: true });
  if (item) await deleteItem(key);
  return item;
}

/** Lifts the lock of an account: its failure count and the lock entries in its kindergartens go. */
export async function unlockUser(userId: string): Promise<number> {
  const [throttle, record] = await Promise.all([
    takeThrottle(keys.accountLoginThrottle(userId)),
    loadUserWithMemberships(userId),
  ]);
  const lockEntries = await Promise.all(
    (record?.memberships ?? []).map(({ kindergartenId }) => {
      const prefix = keys.loginLock(kindergartenId, userId);
      return queryAll<{ PK: string; SK: string }>({
        partition: prefix.PK,
        beginsWith: prefix.SK,
        attributes: ['PK', 'SK'],
      });
    }),
  );
  await batchWrite({ deletes: lockEntries.flat() });
  return activeLock(throttle) ? 1 : 0;
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
 * against the accounts' failure counts, with the users' names.
 */
export async function locksOfKindergarten(kindergartenId: string): Promise<LockView[]> {
  const now = nowSeconds();
  const prefix = keys.loginLock(kindergartenId);
  const Items = await queryAll<{ userId: string }>({
    partition: prefix.PK,
    beginsWith: prefix.SK,
    filter: {
      expression: '#lockedUntil > :now',
      names: { '#lockedUntil': 'lockedUntil' },
      values: { ':now': now },
    },
  });
  if (Items.length === 0) return [];
  const throttles = await batchGet<ThrottleItem>(
    [...new Set(Items.map((i) => String(i.userId)))].map((u) => keys.accountLoginThrottle(u)),
  );
  const locked = throttles.filter((t) => activeLock(t, now));
  const users = await batchGet<{ id: string; firstName: string; lastName: string }>(
    [...new Set(locked.map((t) => t.userId).filter((u): u is string => !!u))].map((u) => keys.user(u)),
  );
  const names = new Map(users.map((u) => [u.id, fullName(u)]));
  return locked
    .map((t) => view(t, t.userId ? (names.get(t.userId) ?? null) : null, now))
    .sort((a, b) => a.lockedUntil.localeCompare(b.lockedUntil));
}

/** The lock of one identifier (for the Master): of its account when it has one, if there is one now. */
export async function lockOfIdentifier(kind: number, identifier: string): Promise<LockView | undefined> {
  const now = nowSeconds();
  const userId = await userIdOfIdentifier(kind, identifier);
  const t = await readThrottle({ userId, identifierKind: kind, identifier });
  if (!t || !activeLock(t, now)) return undefined;
  const profile = t.userId ? await getProfile(t.userId) : undefined;
  return view(t, profile ? fullName(profile) : null, now);
}
