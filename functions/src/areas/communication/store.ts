import {
  BatchGetCommand,
  type BatchGetCommandOutput,
  BatchWriteCommand,
  GetCommand,
  QueryCommand,
  type QueryCommandInput,
  TransactWriteCommand,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../platform/db/client';

export type Key = { PK: string; SK: string };
export type Item = Record<string, unknown>;
export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export async function getItem<T = Item>(key: Key, consistent = false): Promise<T | undefined> {
  const res = await db().send(
    new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: consistent }),
  );
  return res.Item as T | undefined;
}

const keyOf = (k: Key) => `${k.PK}\u0000${k.SK}`;

/** Reads many items (100 keys a request, unprocessed keys retried); answers a map by `PK\0SK`. */
export async function batchGet(keys: readonly Key[], consistent = false): Promise<Map<string, Item>> {
  const unique = [...new Map(keys.map((k) => [keyOf(k), k])).values()];
  const found = new Map<string, Item>();
  for (let i = 0; i < unique.length; i += 100) {
    let request: Record<string, { Keys: Key[]; ConsistentRead?: boolean }> | undefined = {
      [tableName()]: { Keys: unique.slice(i, i + 100), ConsistentRead: consistent },
    };
    for (let attempt = 0; request && Object.keys(request).length > 0; attempt++) {
      if (attempt > 0) await sleep(Math.min(1000, 25 * 2 ** attempt));
      const res: BatchGetCommandOutput = await db().send(new BatchGetCommand({ RequestItems: request }));
      for (const item of res.Responses?.[tableName()] ?? []) found.set(keyOf(item as Key), item);
      request = res.UnprocessedKeys as typeof request;
    }
  }
  return found;
}

export const lookup = <T = Item>(items: Map<string, Item>, key: Key) =>
  items.get(keyOf(key)) as T | undefined;

/** Puts and deletes in batches of 25 (not conditional: for derived items such as recipient chunks). */
export async function batchWrite(puts: readonly Item[], deletes: readonly Key[] = []): Promise<void> {
  const requests = [
    ...puts.map((Item) => ({ PutRequest: { Item } })),
    ...deletes.map((Key) => ({ DeleteRequest: { Key } })),
  ];
  for (let i = 0; i < requests.length; i += 25) {
    let pending: Record<string, unknown[]> | undefined = { [tableName()]: requests.slice(i, i + 25) };
    for (let attempt = 0; pending && Object.keys(pending).length > 0; attempt++) {
      if (attempt > 0) await sleep(Math.min(1000, 25 * 2 ** attempt));
      const res = await db().send(new BatchWriteCommand({ RequestItems: pending as never }));
      pending = res.UnprocessedItems as typeof pending;
    }
  }
}

/** Every item of a partition (optionally under a sort-key prefix). */
export async function queryPartition<T = Item>(
  pk: string,
  skPrefix?: string,
  extra: Partial<QueryCommandInput> = {},
): Promise<T[]> {
  const items: T[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const res = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: skPrefix ? 'PK = :pk AND begins_with(SK, :sk)' : 'PK = :pk',
        ExpressionAttributeValues: { ':pk': pk, ...(skPrefix ? { ':sk': skPrefix } : {}) },
        ...extra,
        ExclusiveStartKey: start,
      }),
    );
    items.push(...((res.Items ?? []) as T[]));
    start = res.LastEvaluatedKey;
  } while (start);
  return items;
}

export async function transact(items: TransactItem[]): Promise<void> {
  await db().send(new TransactWriteCommand({ TransactItems: items }));
}

/** The per-item codes of a cancelled transaction ('ConditionalCheckFailed', 'TransactionConflict', 'None'...). */
export function cancellationCodes(e: unknown): string[] | undefined {
  if ((e as Error)?.name !== 'TransactionCanceledException') return undefined;
  const reasons = (e as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
  return reasons.map((r) => r.Code ?? 'None');
}

export const isConditionFailure = (e: unknown) =>
  (e as Error)?.name === 'ConditionalCheckFailedException' ||
  (cancellationCodes(e)?.includes('ConditionalCheckFailed') ?? false);

export const isTransactionConflict = (e: unknown) =>
  (e as Error)?.name === 'TransactionConflictException' ||
  (cancellationCodes(e)?.includes('TransactionConflict') ?? false);

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

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

export const table = () => tableName();
