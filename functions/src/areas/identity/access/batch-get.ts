import { BatchGetCommand, type BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../../platform/db/client';

type Key = { PK: string; SK: string };

/** Every item of the given keys that exists (100 keys per request, unprocessed keys retried). */
export async function batchGetAll<T = Record<string, unknown>>(keyList: readonly Key[]): Promise<T[]> {
  const unique = [...new Map(keyList.map((k) => [`${k.PK}\u0000${k.SK}`, k])).values()];
  const out: T[] = [];
  for (let i = 0; i < unique.length; i += 100) {
    let request: Record<string, { Keys: Key[] }> | undefined = {
      [tableName()]: { Keys: unique.slice(i, i + 100) },
    };
    while (request && Object.keys(request).length > 0) {
      const res: BatchGetCommandOutput = await db().send(new BatchGetCommand({ RequestItems: request }));
      out.push(...((res.Responses?.[tableName()] ?? []) as T[]));
      request = res.UnprocessedKeys as typeof request;
    }
  }
  return out;
}
