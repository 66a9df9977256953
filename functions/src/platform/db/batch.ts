import { setTimeout as sleep } from 'node:timers/promises';
import { BatchGetCommand, BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import type { Key } from './item';

/** BatchGetItem takes at most 100 keys, BatchWriteItem 25 requests. */
const getChunk = 100;
const writeChunk = 25;
const maxAttempts = 8;

/** Exponential backoff with jitter between retries of unprocessed keys (throttling, 16 MB replies). */
async function backoff(attempt: number, what: string, left: number) {
  if (attempt >= maxAttempts) throw new Error(`${what}: ${left} still unprocessed after ${attempt} attempts`);
  const base = Math.min(25 * 2 ** (attempt - 1), 2_000);
  await sleep(base / 2 + Math.random() * (base / 2));
}

const keyId = (k: Key) => `${k.PK}\u0000${k.SK}`;

/**
 * The items of `keys` that exist, in the order of `keys` (duplicates read once): chunks of 100, run
 * together, each retrying its UnprocessedKeys with backoff.
 */
export async function batchGet<T = Record<string, unknown>>(
  keys: readonly Key[],
  { consistent = false }: { consistent?: boolean } = {},
): Promise<T[]> {
  const unique = [...new Map(keys.map((k) => [keyId(k), { PK: k.PK, SK: k.SK }])).values()];
  const table = tableName();
  const found = new Map<string, T>();
  const chunks: Key[][] = [];
  for (let i = 0; i < unique.length; i += getChunk) chunks.push(unique.slice(i, i + getChunk));
  await Promise.all(
    chunks.map(async (chunk) => {
      let pending: Record<string, unknown>[] = chunk.map((k) => ({ PK: k.PK, SK: k.SK }));
      for (let attempt = 1; pending.length > 0; attempt++) {
        if (attempt > 1) await backoff(attempt - 1, 'batch get', pending.length);
        const res = await db().send(
          new BatchGetCommand({
            RequestItems: { [table]: { Keys: pending, ...(consistent ? { ConsistentRead: true } : {}) } },
          }),
        );
        for (const item of res.Responses?.[table] ?? []) found.set(keyId(item as Key), item as T);
        pending = res.UnprocessedKeys?.[table]?.Keys ?? [];
      }
    }),
  );
  return unique.flatMap((k) => {
    const item = found.get(keyId(k));
    return item ? [item] : [];
  });
}

export interface BatchWrites {
  puts?: readonly (Key & Record<string, unknown>)[];
  deletes?: readonly Key[];
}

/**
 * Unconditional puts and deletes in chunks of 25 (at most `concurrency` in flight), each retrying its
 * UnprocessedItems with backoff. Not atomic: use `transact` when writes must happen together.
 */
export async function batchWrite(
  { puts = [], deletes = [] }: BatchWrites,
  { concurrency = 4 }: { concurrency?: number } = {},
): Promise<void> {
  const table = tableName();
  const requests: Record<string, unknown>[] = [
    ...puts.map((Item) => ({ PutRequest: { Item } })),
    ...deletes.map((k) => ({ DeleteRequest: { Key: { PK: k.PK, SK: k.SK } } })),
  ];
  const chunks: Record<string, unknown>[][] = [];
  for (let i = 0; i < requests.length; i += writeChunk) chunks.push(requests.slice(i, i + writeChunk));
  let next = 0;
  const worker = async () => {
    while (next < chunks.length) {
      let pending = chunks[next++]!;
      for (let attempt = 1; pending.length > 0; attempt++) {
        if (attempt > 1) await backoff(attempt - 1, 'batch write', pending.length);
        const res = await db().send(new BatchWriteCommand({ RequestItems: { [table]: pending as never } }));
        pending = (res.UnprocessedItems?.[table] ?? []) as Record<string, unknown>[];
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, chunks.length) }, worker));
}
