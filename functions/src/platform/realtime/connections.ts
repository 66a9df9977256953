import {
  DeleteCommand,
  QueryCommand,
  type QueryCommandInput,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../db/client';
import { keys } from '../db/keys';
import type { SessionContext } from '../http/session';

/** API Gateway ends every WebSocket connection after 2 hours; the item's TTL matches it. */
export const maxConnectionSeconds = 2 * 60 * 60;

export interface ConnectionRef {
  connectionId: string;
  sessionId: string;
  kindergartenId: string | null;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * Stores an open WebSocket connection (global item `CONN#<id>`, on GSI1 under its user), in one transaction
 * with a check that the session still exists: a logout that races the handshake either fails the check or
 * comes after the put, where the session-ended stream consumer finds the connection.
 * Answers false when the session has ended.
 */
export async function saveConnection(
  connectionId: string,
  session: SessionContext,
  now = nowSeconds(),
): Promise<boolean> {
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            ConditionCheck: {
              TableName: tableName(),
              Key: keys.session(session.sessionId),
              ConditionExpression: 'attribute_exists(PK) AND userId = :u',
              ExpressionAttributeValues: { ':u': session.userId },
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: {
                ...keys.connection(connectionId),
                ...keys.connectionsOfUser(session.userId, connectionId),
                type: 'Connection',
                connectionId,
                userId: session.userId,
                sessionId: session.sessionId,
                kindergartenId: session.kindergartenId,
                connectedAt: new Date(now * 1000).toISOString(),
                ttl: now + maxConnectionSeconds,
              },
            },
          },
        ],
      }),
    );
    return true;
  } catch (e) {
    const reasons = (e as { CancellationReasons?: { Code?: string }[] }).CancellationReasons;
    if (
      (e as Error).name === 'TransactionCanceledException' &&
      reasons?.[0]?.Code === 'ConditionalCheckFailed'
    )
      return false;
    throw e;
  }
}

export async function deleteConnection(connectionId: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.connection(connectionId) }));
}

export interface ConnectionFilter {
  sessionId?: string;
  kindergartenId?: string;
}

/** A user's open connections: one Query on GSI1 (paged), never a scan. Expired items are left out. */
export async function connectionsOfUser(
  userId: string,
  filter: ConnectionFilter = {},
): Promise<ConnectionRef[]> {
  const index = keys.connectionsOfUser(userId);
  const names: Record<string, string> = { '#pk': 'GSI1PK', '#sk': 'GSI1SK', '#ttl': 'ttl' };
  const values: Record<string, unknown> = { ':pk': index.GSI1PK, ':sk': index.GSI1SK, ':now': nowSeconds() };
  const conditions = ['#ttl > :now'];
  if (filter.sessionId !== undefined) {
    names['#sid'] = 'sessionId';
    values[':sid'] = filter.sessionId;
    conditions.push('#sid = :sid');
  }
  if (filter.kindergartenId !== undefined) {
    names['#kg'] = 'kindergartenId';
    values[':kg'] = filter.kindergartenId;
    conditions.push('#kg = :kg');
  }
  const input: QueryCommandInput = {
    TableName: tableName(),
    IndexName: 'GSI1',
    KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :sk)',
    FilterExpression: conditions.join(' AND '),
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  };
  const found: ConnectionRef[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db().send(new QueryCommand({ ...input, ExclusiveStartKey: start }));
    for (const item of page.Items ?? []) {
      const connectionId =
        typeof item.connectionId === 'string' ? item.connectionId : String(item.PK).slice('CONN#'.length);
      found.push({
        connectionId,
        sessionId: String(item.sessionId ?? ''),
        kindergartenId: (item.kindergartenId as string | null | undefined) ?? null,
      });
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return found;
}
