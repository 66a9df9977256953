import { deleteItem } from '../db/item';
import { keys } from '../db/keys';
import { queryAll } from '../db/query';
import { tryTransact } from '../db/transact';
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
  const outcome = await tryTransact([
    {
      check: keys.session(session.sessionId),
      condition: { exists: true, equals: { userId: session.userId } },
    },
    {
      put: {
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
  ]);
  return outcome.committed;
}

export async function deleteConnection(connectionId: string): Promise<void> {
  await deleteItem(keys.connection(connectionId));
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
  const items = await queryAll<Record<string, unknown>>({
    index: 'GSI1',
    partition: index.GSI1PK,
    beginsWith: index.GSI1SK,
    filter: {
      expression: '#ttl > :now',
      names: { '#ttl': 'ttl' },
      values: { ':now': nowSeconds() },
      equals: {
        ...(filter.sessionId !== undefined ? { sessionId: filter.sessionId } : {}),
        ...(filter.kindergartenId !== undefined ? { kindergartenId: filter.kindergartenId } : {}),
      },
    },
  });
  return items.map((item) => ({
    connectionId:
      typeof item.connectionId === 'string' ? item.connectionId : String(item.PK).slice('CONN#'.length),
    sessionId: String(item.sessionId ?? ''),
    kindergartenId: (item.kindergartenId as string | null | undefined) ?? null,
  }));
}
