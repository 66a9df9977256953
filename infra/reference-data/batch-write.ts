import { setTimeout as sleep } from 'node:timers/promises';
import { BatchWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export type DbItem = Record<string, unknown> & { PK: string; SK: string };

const batchSize = 25;

/**
 * Puts items with BatchWriteItem: 25 per request, up to `concurrency` requests in flight, and
 * UnprocessedItems retried with exponential backoff (with jitter) until written or `maxAttempts` is spent.
 * Puts overwrite, so writing the same items again is harmless.
 */
export async function batchWriteAll(
  client: DynamoDBDocumentClient,
  tableName: string,
  items: readonly DbItem[],
  { concurrency = 8, maxAttempts = 10 }: { concurrency?: number; maxAttempts?: number } = {},
): Promise<number> {
  const seen = new Set<string>();
  for (const item of items) {
    const key = `${item.PK}\u0000${item.SK}`;
    // BatchWriteItem rejects a request with two puts of one key; a duplicate is a builder bug anyway.
    if (seen.has(key)) throw new Error(`duplicate key in batch write: ${item.PK} / ${item.SK}`);
    seen.add(key);
  }
  const chunks: DbItem[][] = [];
  for (let i = 0; i < items.length; i += batchSize) chunks.push(items.slice(i, i + batchSize));
  let next = 0;
  const worker = async () => {
    while (next < chunks.length) {
      const chunk = chunks[next++]!;
      await writeChunk(client, tableName, chunk, maxAttempts);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, chunks.length) }, worker));
  return items.length;
}

async function writeChunk(
  client: DynamoDBDocumentClient,
  tableName: string,
  chunk: DbItem[],
  maxAttempts: number,
) {
  let requests = chunk.map((Item) => ({ PutRequest: { Item } }));
  for (let attempt = 1; ; attempt++) {
    const out = await client.send(new BatchWriteCommand({ RequestItems: { [tableName]: requests } }));
    const unprocessed = out.UnprocessedItems?.[tableName] ?? [];
    if (unprocessed.length === 0) return;
    if (attempt >= maxAttempts) {
      throw new Error(`batch write: ${unprocessed.length} items still unprocessed after ${attempt} attempts`);
    }
    requests = unprocessed as typeof requests;
    const base = Math.min(50 * 2 ** (attempt - 1), 5_000);
    await sleep(base / 2 + Math.random() * (base / 2));
  }
}
