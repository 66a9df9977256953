import {
  ApiGatewayManagementApiClient,
  DeleteConnectionCommand,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import { encodeRealtimeEvent, type RealtimeEvent } from '@gradina/shared/realtime';
import { createLogger } from '../http/logger';
import type { ConnectionFilter, ConnectionRef } from './connections';
import { connectionsOfUser, deleteConnection } from './connections';

export type { RealtimeEvent } from '@gradina/shared/realtime';

const log = createLogger({ component: 'realtime' });

/** Connections posted to (or closed) at the same time; a push to a whole kindergarten stays polite. */
const parallelPosts = 16;

const clients = new Map<string, ApiGatewayManagementApiClient>();

/**
 * The `@connections` endpoint, `https://<api>.execute-api.<region>.amazonaws.com/<stage>` in the cloud and
 * `http://127.0.0.1:<port>/<stage>` from the local gateway; both set WEBSOCKET_MANAGEMENT_ENDPOINT.
 */
export function managementEndpoint(): string {
  const endpoint = process.env.WEBSOCKET_MANAGEMENT_ENDPOINT;
  if (!endpoint) throw new Error('WEBSOCKET_MANAGEMENT_ENDPOINT is not set');
  return endpoint;
}

function managementClient(): ApiGatewayManagementApiClient {
  const endpoint = managementEndpoint();
  let client = clients.get(endpoint);
  if (!client) {
    const local = /^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(endpoint);
    client = new ApiGatewayManagementApiClient({
      endpoint,
      maxAttempts: 3,
      ...(local
        ? {
            region: process.env.AWS_REGION ?? 'eu-central-1',
            credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
          }
        : {}),
    });
    clients.set(endpoint, client);
  }
  return client;
}

const isGone = (e: unknown) => (e as Error | undefined)?.name === 'GoneException';
const encoder = new TextEncoder();

export type SendOutcome = 'delivered' | 'gone';

/**
 * Sends one text frame to one connection. A connection that is gone (410) has its item removed and answers
 * 'gone'; other failures throw.
 */
export async function sendToConnection(connectionId: string, text: string): Promise<SendOutcome> {
  try {
    await managementClient().send(
      new PostToConnectionCommand({ ConnectionId: connectionId, Data: encoder.encode(text) }),
    );
    return 'delivered';
  } catch (e) {
    if (!isGone(e)) throw e;
    await deleteConnection(connectionId);
    return 'gone';
  }
}

/** Runs `fn` over `items` with at most `limit` running at once. */
async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  fn: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++]!;
      await fn(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

export interface PushResult {
  /** Connections the frame was handed to. */
  delivered: number;
  /** Connections API Gateway no longer knew (410); their items were removed. */
  gone: number;
  /** Connections a post failed for otherwise (logged, not retried). */
  failed: number;
}

export interface PushOptions {
  /** Only connections opened in this kindergarten (a user with sessions in two kindergartens). */
  kindergartenId?: string;
}

/**
 * Pushes one hub event to every open connection of the given users: one GSI1 Query per user, one
 * PostToConnection per connection. A failed post never fails the push; a failed query does.
 */
export async function pushToUsers(
  userIds: readonly string[],
  event: RealtimeEvent,
  options: PushOptions = {},
): Promise<PushResult> {
  const result: PushResult = { delivered: 0, gone: 0, failed: 0 };
  const users = [...new Set(userIds)];
  const filter: ConnectionFilter =
    options.kindergartenId === undefined ? {} : { kindergartenId: options.kindergartenId };
  const connections: ConnectionRef[] = [];
  await eachLimited(users, parallelPosts, async (userId) => {
    connections.push(...(await connectionsOfUser(userId, filter)));
  });
  if (connections.length === 0) return result;
  const text = encodeRealtimeEvent(event);
  await eachLimited(connections, parallelPosts, async ({ connectionId }) => {
    try {
      result[await sendToConnection(connectionId, text)] += 1;
    } catch (e) {
      result.failed += 1;
      log.warn('push failed', { event: event.event, connectionId, error: e });
    }
  });
  if (result.gone > 0 || result.failed > 0)
    log.info('push', { event: event.event, users: users.length, ...result });
  return result;
}

/** Closes connections through the management API (gone ones are fine) and removes their items. */
async function closeConnections(connections: readonly ConnectionRef[]): Promise<number> {
  let closed = 0;
  await eachLimited(connections, parallelPosts, async ({ connectionId }) => {
    try {
      await managementClient().send(new DeleteConnectionCommand({ ConnectionId: connectionId }));
      closed += 1;
    } catch (e) {
      if (!isGone(e)) throw e;
    }
    // API Gateway also runs $disconnect, which deletes the item too; deleting here does not wait for it.
    await deleteConnection(connectionId);
  });
  return closed;
}

/** Ends the WebSocket connections of one session (logout, session expiry). Answers how many were open. */
export async function closeConnectionsOfSession(userId: string, sessionId: string): Promise<number> {
  return closeConnections(await connectionsOfUser(userId, { sessionId }));
}

/** Ends every WebSocket connection of a user (deactivation). Answers how many were open. */
export async function closeConnectionsOfUser(userId: string): Promise<number> {
  return closeConnections(await connectionsOfUser(userId));
}
