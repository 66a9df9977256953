import { batchGet, type Key } from '../../platform/db';

/** An item as read from the table. */
export type Item = Record<string, unknown>;

const keyId = (k: Key) => `${k.PK}\u0000${k.SK}`;

/** Items read together (a `batchGet`), found again by their key with `lookup`. */
export const keyed = (items: readonly Item[]) => new Map(items.map((i) => [keyId(i as unknown as Key), i]));

/** The items of `wanted` that exist (a BatchGet), found again with `lookup`. */
export const readMany = async (wanted: readonly Key[], consistent = false) =>
  keyed(await batchGet(wanted, { consistent }));

export const lookup = <T = Item>(items: Map<string, Item>, key: Key) =>
  items.get(keyId(key)) as T | undefined;

/** Runs `fn` over `items` with at most `limit` at once. */
export async function eachLimited<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await fn(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

export const chunked = <T>(list: readonly T[], size: number): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
};

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
