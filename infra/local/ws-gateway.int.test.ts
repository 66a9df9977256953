import type { AddressInfo } from 'node:net';
import { GetConnectionCommand, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { authorize } from '../../functions/src/platform/auth/authorizer';
import { closeSession, issueRealtimeTicket } from '../../functions/src/platform/auth/sessions';
import { keys } from '../../functions/src/platform/db';
import { connectionsOfUser } from '../../functions/src/platform/realtime/connections';
import { handler as connect } from '../../functions/src/ws/connect';
import { startWebSocketGateway } from './ws-gateway';
import { connectionIdOfPath, newConnectionId } from './ws-gateway-protocol';
import {
  connectionItem,
  handlers,
  listen,
  newSession,
  onlyConnectionOf,
  open,
  openClient,
  quiet,
  stopServer,
  until,
  useGateway,
} from './ws-gateway-test-kit';

/** The local WebSocket gateway's connections: tickets, storage, limits, closing (pushes: ws-gateway-push). */
describe('local WebSocket gateway with the real handlers', () => {
  const gw = useGateway();

  it('serves the management API on loopback, apart from the user-facing port', () => {
    const url = new URL(gw.gateway.managementEndpoint);
    expect(url.hostname).toBe('127.0.0.1');
    expect(url.pathname).toBe('/live');
    expect(Number(url.port)).not.toBe((gw.server.address() as AddressInfo).port);
  });

  it('accepts a valid ticket, stores the connection and answers a ping', async () => {
    const session = await newSession();
    const client = await openClient(gw.baseUrl, session);
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

    const info = await gw.management.send(new GetConnectionCommand({ ConnectionId: connectionId }));
    expect(info.ConnectedAt).toBeInstanceOf(Date);
    expect(Math.abs(Date.now() - info.ConnectedAt!.getTime())).toBeLessThan(10_000);
    expect(info.LastActiveAt!.getTime()).toBeGreaterThanOrEqual(info.ConnectedAt!.getTime());
    expect(info.Identity).toEqual({ SourceIp: '127.0.0.1', UserAgent: 'vitest' });
    client.ws.close();
    await client.closed;
  });

  it('refuses a missing, bogus or reused ticket with 401, and other paths with 404', async () => {
    expect(await open(gw.baseUrl, '')).toBe(401);
    expect(await open(gw.baseUrl, '?ticket=')).toBe(401);
    expect(await open(gw.baseUrl, `?ticket=${'A'.repeat(24)}`)).toBe(401);
    expect(await open(gw.baseUrl, '?ticket=../../etc')).toBe(401);

    const session = await newSession();
    const ticket = await issueRealtimeTicket(session);
    const first = await open(gw.baseUrl, `?ticket=${ticket}`);
    expect(first).not.toBeTypeOf('number');
    expect(await open(gw.baseUrl, `?ticket=${ticket}`)).toBe(401);
    if (typeof first !== 'number') first.ws.close();

    const other = new WebSocket(`${gw.baseUrl}/hubs/other?ticket=${await issueRealtimeTicket(session)}`);
    const status = await new Promise<number>((resolve) => {
      other.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      other.once('error', () => resolve(-1));
    });
    expect(status).toBe(404);
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
    const client = await openClient(gw.baseUrl, session);
    const connectionId = await onlyConnectionOf(session.userId);
    const error = await gw.management
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
