import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  ApiGatewayManagementApiClient,
  GetConnectionCommand,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { authorize } from '../../functions/src/platform/auth/authorizer';
import { closeSession, issueRealtimeTicket, openSession } from '../../functions/src/platform/auth/sessions';
import { db, tableName } from '../../functions/src/platform/db/client';
import { keys } from '../../functions/src/platform/db/keys';
import type { SessionContext } from '../../functions/src/platform/http/session';
import { connectionsOfUser } from '../../functions/src/platform/realtime/connections';
import { closeConnectionsOfSession, pushToUsers } from '../../functions/src/platform/realtime/push';
import { handler as streamHandler } from '../../functions/src/streams/handler';
import { handler as connect } from '../../functions/src/ws/connect';
import { handler as defaultRoute } from '../../functions/src/ws/default';
import { handler as disconnect } from '../../functions/src/ws/disconnect';
import { Role } from '../../shared/src/enums';
import { websocketPath } from '../../shared/src/runtime';
import { startWebSocketGateway, type WebSocketGateway } from './ws-gateway';
import { connectionIdOfPath, newConnectionId } from './ws-gateway-protocol';

const handlers = { connect, disconnect, default: defaultRoute };
const quiet = { info: () => {}, warn: () => {} };

async function listen(): Promise<Server> {
  const server = createServer((_req, res) => res.writeHead(404).end());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}
const stopServer = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

async function until<T>(probe: () => Promise<T> | T, timeoutMs = 5000): Promise<NonNullable<T>> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
}

interface Client {
  ws: WebSocket;
  messages: string[];
  closed: Promise<number>;
  next(): Promise<string>;
}

/** Opens a socket; answers the client once open, or the HTTP status the handshake was refused with. */
function open(baseUrl: string, query: string): Promise<Client | number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${baseUrl}${websocketPath}${query}`, { headers: { 'User-Agent': 'vitest' } });
    const messages: string[] = [];
    const waiting: ((text: string) => void)[] = [];
    ws.on('message', (data) => {
      const text = String(data);
      const w = waiting.shift();
      if (w) w(text);
      else messages.push(text);
    });
    const closed = new Promise<number>((r) => ws.once('close', (code) => r(code)));
    ws.once('unexpected-response', (_req, res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    ws.once('error', reject);
    ws.once('open', () =>
      resolve({
        ws,
        messages,
        closed,
        next: () =>
          messages.length > 0
            ? Promise.resolve(messages.shift()!)
            : new Promise<string>((r, j) => {
                waiting.push(r);
                setTimeout(() => j(new Error('no message')), 5000);
              }),
      }),
    );
  });
}

async function openClient(baseUrl: string, session: SessionContext): Promise<Client> {
  const client = await open(baseUrl, `?ticket=${await issueRealtimeTicket(session)}`);
  if (typeof client === 'number') throw new Error(`refused with ${client}`);
  return client;
}

const newSession = async (userId = `u-${randomUUID()}`) =>
  (await openSession({ userId, role: Role.Parent, kindergartenId: `kg-${randomUUID()}`, periodId: null }))
    .session;

const connectionItem = async (connectionId: string) =>
  (
    await db().send(
      new GetCommand({ TableName: tableName(), Key: keys.connection(connectionId), ConsistentRead: true }),
    )
  ).Item;

/** The one connection id a user has (read from GSI1 as pushes do). */
async function onlyConnectionOf(userId: string): Promise<string> {
  const found = await until(async () => {
    const list = await connectionsOfUser(userId);
    return list.length === 1 ? list : undefined;
  });
  return found[0]!.connectionId;
}

describe('local WebSocket gateway with the real handlers', () => {
  let server: Server;
  let gateway: WebSocketGateway;
  let baseUrl: string;
  let management: ApiGatewayManagementApiClient;

  beforeAll(async () => {
    server = await listen();
    gateway = await startWebSocketGateway({ server, authorize, handlers, log: quiet });
    process.env.WEBSOCKET_MANAGEMENT_ENDPOINT = gateway.managementEndpoint;
    baseUrl = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
    management = new ApiGatewayManagementApiClient({
      endpoint: gateway.managementEndpoint,
      region: 'eu-central-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
  });

  afterAll(async () => {
    await gateway?.close();
    if (server) await stopServer(server);
  });

  it('serves the management API on loopback, apart from the user-facing port', () => {
    const url = new URL(gateway.managementEndpoint);
    expect(url.hostname).toBe('127.0.0.1');
    expect(url.pathname).toBe('/live');
    expect(Number(url.port)).not.toBe((server.address() as AddressInfo).port);
  });

  it('accepts a valid ticket, stores the connection and answers a ping', async () => {
    const session = await newSession();
    const client = await openClient(baseUrl, session);
    const connectionId = await onlyConnectionOf(session.userId);
    expect(connectionId).toMatch(/^[A-Za-z0-9_-]{15}=$/);
    const item = await connectionItem(connectionId);
    expect(item).toMatchObject({
      ...keys.connection(connectionId),
      ...keys.connectionsOfUser(session.userId, connectionId),
      type: 'Connection',
      userId: session.userId,
      sessionId: session.sessionId,
      kindergartenId: session.kindergartenId,
    });
    const now = Math.floor(Date.now() / 1000);
    expect(Number(item?.ttl)).toBeGreaterThan(now + 7200 - 60);
    expect(Number(item?.ttl)).toBeLessThanOrEqual(now + 7200);

    client.ws.send('{"type":"ping"}');
    expect(await client.next()).toBe('{"type":"pong"}');
    client.ws.send('not json, ignored');
    client.ws.send('{"type":"subscribe","to":"everything"}');
    client.ws.send('{"type":"ping"}');
    expect(await client.next()).toBe('{"type":"pong"}');

    const info = await management.send(new GetConnectionCommand({ ConnectionId: connectionId }));
    expect(info.ConnectedAt).toBeInstanceOf(Date);
    expect(Math.abs(Date.now() - info.ConnectedAt!.getTime())).toBeLessThan(10_000);
    expect(info.LastActiveAt!.getTime()).toBeGreaterThanOrEqual(info.ConnectedAt!.getTime());
    expect(info.Identity).toEqual({ SourceIp: '127.0.0.1', UserAgent: 'vitest' });
    client.ws.close();
    await client.closed;
  });

  it('refuses a missing, bogus or reused ticket with 401, and other paths with 404', async () => {
    expect(await open(baseUrl, '')).toBe(401);
    expect(await open(baseUrl, '?ticket=')).toBe(401);
    expect(await open(baseUrl, `?ticket=${'A'.repeat(24)}`)).toBe(401);
    expect(await open(baseUrl, '?ticket=../../etc')).toBe(401);

    const session = await newSession();
    const ticket = await issueRealtimeTicket(session);
    const first = await open(baseUrl, `?ticket=${ticket}`);
    expect(first).not.toBeTypeOf('number');
    expect(await open(baseUrl, `?ticket=${ticket}`)).toBe(401);
    if (typeof first !== 'number') first.ws.close();

    const other = new WebSocket(`${baseUrl}/hubs/other?ticket=${await issueRealtimeTicket(session)}`);
    const status = await new Promise<number>((resolve) => {
      other.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      other.once('error', () => resolve(-1));
    });
    expect(status).toBe(404);
  });

  it('pushes an event to the open socket as exactly {"event","data"}', async () => {
    const session = await newSession();
    const client = await openClient(baseUrl, session);
    await onlyConnectionOf(session.userId);
    const result = await pushToUsers([session.userId], {
      event: 'receiveMessage',
      data: { id: 'm1', title: 'Здравейте' },
    });
    expect(result).toEqual({ delivered: 1, gone: 0, failed: 0 });
    expect(await client.next()).toBe('{"event":"receiveMessage","data":{"id":"m1","title":"Здравейте"}}');

    // Another kindergarten's push does not reach it; its own does.
    expect(
      await pushToUsers(
        [session.userId],
        { event: 'clearMaintenanceMessage', data: { id: 'x' } },
        { kindergartenId: 'kg-other' },
      ),
    ).toEqual({ delivered: 0, gone: 0, failed: 0 });
    await pushToUsers(
      [session.userId, session.userId],
      { event: 'clearMaintenanceMessage', data: { id: 'y' } },
      {
        kindergartenId: session.kindergartenId!,
      },
    );
    expect(await client.next()).toBe('{"event":"clearMaintenanceMessage","data":{"id":"y"}}');
    expect(client.messages).toEqual([]);
    client.ws.close();
    await client.closed;
  });

  it('answers 410 for a closed connection, and a push removes a stale item', async () => {
    const session = await newSession();
    const client = await openClient(baseUrl, session);
    const connectionId = await onlyConnectionOf(session.userId);
    client.ws.close();
    await client.closed;
    // $disconnect removed the item.
    await until(async () => (await connectionItem(connectionId)) === undefined);

    const error = await management
      .send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: new TextEncoder().encode('{}') }))
      .then(
        () => undefined,
        (e: Error & { $metadata?: { httpStatusCode?: number } }) => e,
      );
    expect(error?.name).toBe('GoneException');
    expect(error?.$metadata?.httpStatusCode).toBe(410);

    // An item whose $disconnect never ran (a crash): the push meets 410 and removes it.
    const now = Math.floor(Date.now() / 1000);
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...keys.connection(connectionId),
          ...keys.connectionsOfUser(session.userId, connectionId),
          type: 'Connection',
          connectionId,
          userId: session.userId,
          sessionId: session.sessionId,
          kindergartenId: session.kindergartenId,
          connectedAt: new Date().toISOString(),
          ttl: now + 7200,
        },
      }),
    );
    const result = await pushToUsers([session.userId], {
      event: 'receivePoll',
      data: { id: 'p1', title: 'Анкета' },
    });
    expect(result).toEqual({ delivered: 0, gone: 1, failed: 0 });
    expect(await connectionItem(connectionId)).toBeUndefined();
  });

  it("closeConnectionsOfSession closes that session's sockets and no other", async () => {
    const first = await newSession();
    const second = await newSession(first.userId);
    const a = await openClient(baseUrl, first);
    const b = await openClient(baseUrl, second);
    await until(async () => (await connectionsOfUser(first.userId)).length === 2);

    expect(await closeConnectionsOfSession(first.userId, first.sessionId)).toBe(1);
    expect(await a.closed).toBe(1000);
    expect(b.ws.readyState).toBe(WebSocket.OPEN);
    const left = await connectionsOfUser(first.userId);
    expect(left.map((c) => c.sessionId)).toEqual([second.sessionId]);

    const result = await pushToUsers([first.userId], {
      event: 'receiveEvent',
      data: { id: 'e1', title: 'Празник' },
    });
    expect(result).toEqual({ delivered: 1, gone: 0, failed: 0 });
    expect(JSON.parse(await b.next())).toEqual({
      event: 'receiveEvent',
      data: { id: 'e1', title: 'Празник' },
    });
    b.ws.close();
    await b.closed;
  });

  it('a session REMOVE record on the stream closes that session’s socket', async () => {
    const session = await newSession();
    const client = await openClient(baseUrl, session);
    const connectionId = await onlyConnectionOf(session.userId);
    const { Item: sessionItem } = await db().send(
      new GetCommand({ TableName: tableName(), Key: keys.session(session.sessionId), ConsistentRead: true }),
    );
    expect(sessionItem).toBeDefined();

    const event: DynamoDBStreamEvent = {
      Records: [
        {
          eventID: randomUUID(),
          eventName: 'REMOVE',
          eventVersion: '1.1',
          eventSource: 'aws:dynamodb',
          awsRegion: 'eu-central-1',
          dynamodb: {
            ApproximateCreationDateTime: Math.floor(Date.now() / 1000),
            Keys: marshall(keys.session(session.sessionId)) as never,
            OldImage: marshall(sessionItem!, { removeUndefinedValues: true }) as never,
            SequenceNumber: '100000000000000000001',
            SizeBytes: 200,
            StreamViewType: 'NEW_AND_OLD_IMAGES',
          },
          eventSourceARN:
            'arn:aws:dynamodb:eu-central-1:000000000000:table/gradina/stream/2026-01-01T00:00:00.000',
        },
      ],
    };
    expect(await streamHandler(event)).toEqual({ batchItemFailures: [] });
    expect(await client.closed).toBe(1000);
    await until(async () => (await connectionItem(connectionId)) === undefined);

    // Logout itself (whose record the poller of a shared local cloud may also deliver, to its own gateway,
    // so the test hands the record over itself first): the ended session cannot open a new one either.
    await closeSession(session.sessionId);
    expect(await open(baseUrl, `?ticket=${await issueRealtimeTicket(session)}`)).toBe(401);
  });

  it('$connect refuses a session that ended after its ticket was redeemed', async () => {
    const session = await newSession();
    await closeSession(session.sessionId);
    const connectionId = newConnectionId();
    const authorizer = {
      principalId: session.userId,
      userId: session.userId,
      sessionId: session.sessionId,
      role: String(session.role),
      kindergartenId: session.kindergartenId ?? '',
      periodId: '',
    };
    const reply = await connect({
      requestContext: { routeKey: '$connect', eventType: 'CONNECT', connectionId, authorizer },
      isBase64Encoded: false,
    } as unknown as Parameters<typeof connect>[0]);
    expect(reply).toEqual({ statusCode: 401 });
    expect(await connectionItem(connectionId)).toBeUndefined();
  });

  it('rejects a payload over 128 KB with 413', async () => {
    const session = await newSession();
    const client = await openClient(baseUrl, session);
    const connectionId = await onlyConnectionOf(session.userId);
    const error = await management
      .send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: new Uint8Array(128 * 1024 + 1) }))
      .then(
        () => undefined,
        (e: Error) => e,
      );
    expect(error?.name).toBe('PayloadTooLargeException');
    client.ws.close();
    await client.closed;
  });

  it('close() ends every socket and runs $disconnect for each', async () => {
    const own = await listen();
    const other = await startWebSocketGateway({ server: own, authorize, handlers, log: quiet });
    const url = `ws://127.0.0.1:${(own.address() as AddressInfo).port}`;
    const session = await newSession();
    const clients = [await openClient(url, session), await openClient(url, session)];
    await until(async () => (await connectionsOfUser(session.userId)).length === 2);
    await other.close();
    expect(await Promise.all(clients.map((c) => c.closed))).toEqual([1001, 1001]);
    expect(await connectionsOfUser(session.userId)).toEqual([]);
    await stopServer(own);
  });
});

describe('connection ids and management paths', () => {
  it('makes 16-character ids like API Gateway, unique', () => {
    const ids = new Set(Array.from({ length: 2000 }, newConnectionId));
    expect(ids.size).toBe(2000);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{15}=$/);
  });

  it('reads the id from /<stage>/@connections/<urlencoded id>', () => {
    expect(connectionIdOfPath('/live/@connections/ab-c_D%3D', 'live')).toBe('ab-c_D=');
    expect(connectionIdOfPath('/dev/@connections/abc', 'live')).toBeUndefined();
    expect(connectionIdOfPath('/live/@connections/', 'live')).toBeUndefined();
    expect(connectionIdOfPath('/live/@connections/a/b', 'live')).toBeUndefined();
    expect(connectionIdOfPath('/live/@connections/%E0%A4%A', 'live')).toBeUndefined();
  });
});
