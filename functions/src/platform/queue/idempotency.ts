import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../db/client';
import { keys } from '../db/keys';

/**
 * Runs `work` once per (scope, key): a marker is put only if absent after the work succeeds, and a
 * redelivery that finds the marker does nothing. Work must itself tolerate a crash between the two.
 */
export async function onceOnly(
  scope: string,
  key: string,
  work: () => Promise<void>,
  keepDays = 14,
): Promise<'done' | 'skipped'> {
  const marker = keys.idempotency(scope, key);
  const existing = await db().send(
    new GetCommand({ TableName: tableName(), Key: marker, ConsistentRead: true }),
  );
  if (existing.Item) return 'skipped';
  await work();
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...marker,
          type: 'Idempotency',
          doneAt: new Date().toISOString(),
          ttl: Math.floor(Date.now() / 1000) + keepDays * 86400,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
  } catch (e) {
    if ((e as Error).name !== 'ConditionalCheckFailedException') throw e;
  }
  return 'done';
}
