import { createHash, randomBytes } from 'node:crypto';
import { deleteIfExists, getItem, putItem } from '../db/item';
import { keys } from '../db/keys';
import { type TransactOp, transactItem } from '../db/transact';

/**
 * Single-use, expiring tokens for e-mail links (account activation, admin activation, password recovery).
 * The link carries 32 random bytes; the table keeps only their SHA-256, so a read of the table gives no
 * working link. Using a token deletes its item with a condition, so it works once; DynamoDB's TTL removes
 * the ones nobody used.
 */
export type TokenPurpose = 'account-activation' | 'admin-activation' | 'password-recovery';

export const tokenLifetimeSeconds: Record<TokenPurpose, number> = {
  'account-activation': 7 * 24 * 60 * 60,
  'admin-activation': 7 * 24 * 60 * 60,
  'password-recovery': 60 * 60,
};

export interface StoredToken<D = Record<string, unknown>> {
  purpose: TokenPurpose;
  data: D;
  expiresAt: number;
  /** The item's key, for a transaction that consumes the token together with what it authorises. */
  key: { PK: string; SK: string };
}

const nowSeconds = () => Math.floor(Date.now() / 1000);
const tokenShape = /^[A-Za-z0-9_-]{20,100}$/;

export const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export async function issueOneTimeToken(
  purpose: TokenPurpose,
  data: Record<string, unknown>,
  lifetimeSeconds = tokenLifetimeSeconds[purpose],
): Promise<{ token: string; expiresAt: number }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = nowSeconds() + lifetimeSeconds;
  await putItem(
    {
      ...keys.oneTimeToken(hashToken(token)),
      type: 'OneTimeToken',
      purpose,
      data,
      createdAt: new Date().toISOString(),
      expiresAt,
      ttl: expiresAt,
    },
    { absent: true },
  );
  return { token, expiresAt };
}

/** The token's purpose and data if it is unused and unexpired, without using it. */
export async function readOneTimeToken<D = Record<string, unknown>>(
  token: string,
  purposes: readonly TokenPurpose[],
): Promise<StoredToken<D> | undefined> {
  if (!tokenShape.test(token)) return undefined;
  const key = keys.oneTimeToken(hashToken(token));
  const Item = await getItem(key, { consistent: true });
  if (!Item || !purposes.includes(Item.purpose as TokenPurpose)) return undefined;
  if (Number(Item.expiresAt) <= nowSeconds()) return undefined;
  return {
    purpose: Item.purpose as TokenPurpose,
    data: Item.data as D,
    expiresAt: Number(Item.expiresAt),
    key,
  };
}

/** A token is usable while its item is there, of this purpose and unexpired. */
const unusedCondition = (stored: StoredToken<unknown>) => ({
  equals: { purpose: stored.purpose },
  expression: '#expiresAt > :now',
  names: { '#expiresAt': 'expiresAt' },
  values: { ':now': nowSeconds() },
});

/**
 * The transaction write that uses a token: it deletes the token only if it is still usable, so a second use
 * (or a concurrent one) cancels the whole transaction.
 */
export function consumeTokenOp(stored: StoredToken<unknown>): TransactOp {
  return { delete: stored.key, condition: { exists: true, ...unusedCondition(stored) } };
}

/** `consumeTokenOp` as a request item, for the transactions that still list their items themselves. */
export const consumeTokenItem = (stored: StoredToken<unknown>) => transactItem(consumeTokenOp(stored));

/** Uses a token on its own: its data on the first use, undefined on every later one. */
export async function consumeOneTimeToken<D = Record<string, unknown>>(
  token: string,
  purposes: readonly TokenPurpose[],
): Promise<StoredToken<D> | undefined> {
  const stored = await readOneTimeToken<D>(token, purposes);
  if (!stored) return undefined;
  return (await deleteIfExists(stored.key, unusedCondition(stored))) ? stored : undefined;
}
