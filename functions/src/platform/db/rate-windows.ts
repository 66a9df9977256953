import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { keys } from './keys';

/**
 * Counts one request of an address in the current fixed window (ADD, so concurrent requests never lose a
 * count) and reads the previous window's count; the two run together. Items expire by TTL a minute after
 * they stop being the previous window.
 */
export async function countInWindows(
  group: string,
  addressHash: string,
  windowStart: number,
  windowSeconds: number,
): Promise<{ previous: number; current: number }> {
  const [updated, previous] = await Promise.all([
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.rateWindow(group, addressHash, windowStart),
        UpdateExpression: 'ADD requests :one SET #ttl = if_not_exists(#ttl, :ttl), #type = :type',
        ExpressionAttributeNames: { '#ttl': 'ttl', '#type': 'type' },
        ExpressionAttributeValues: {
          ':one': 1,
          ':ttl': windowStart + 3 * windowSeconds,
          ':type': 'RateWindow',
        },
        ReturnValues: 'UPDATED_NEW',
      }),
    ),
    db().send(
      new GetCommand({
        TableName: tableName(),
        Key: keys.rateWindow(group, addressHash, windowStart - windowSeconds),
        ProjectionExpression: 'requests',
      }),
    ),
  ]);
  return {
    previous: Number(previous.Item?.requests ?? 0),
    current: Number(updated.Attributes?.requests ?? 1),
  };
}
