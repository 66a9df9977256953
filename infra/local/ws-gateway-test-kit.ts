import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiGatewayManagementApiClient } from '@aws-sdk/client-apigatewaymanagementapi';
import { afterAll, beforeAll } from 'vitest';
import { WebSocket } from 'ws';
import { authorize } from '../../functions/src/platform/auth/authorizer';
import { issueRealtimeTicket, openSession } from '../../functions/src/platform/auth/sessions';
import { getItem, keys } from '../../functions/src/platform/db';
import type { SessionContext } from '../../functions/src/platform/http/session';
import { connectionsOfUser } from '../../functions/src/platform/realtime/connections';
import { handler as connect } from '../../functions/src/ws/connect';
import { handler as defaultRoute } from '../../functions/src/ws/default';
import { handler as disconnect } from '../../functions/src/ws/disconnect';
import { Role } from '../../shared/src/enums';
import { websocketPath } from '../../shared/src/runtime';
import { startWebSocketGateway, type WebSocketGateway } from './ws-gateway';

/**
 * What the local WebSocket gateway's tests share: a gateway on the real $connect/$disconnect/$default
 * handlers, sockets that queue their messages, sessions and the connection items they leave.
 */

export const handlers = { connect, disconnect, default: defaultRoute };
export const quiet = { info: () => {}, warn: () => {} };

export async function listen(): Promise<Server> {
  const server = createServer((_req, res) => res.writeHead(404).end());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}
export const stopServer = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

export async function until<T>(probe: () => Promise<T> | T, timeoutMs = 5000): Promise<NonNullable<T>> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
}

export interface Client {
  ws: WebSocket;
  messages: string[];
  closed: Promise<number>;
  next(): Promise<string>;
}

/** Opens a socket; answers the client once open, or the HTTP status the handshake was refused with. */
export function open(baseUrl: string, query: string): Promise<Client | number> {
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

export async function openClient(baseUrl: string, session: SessionContext): Promise<Client> {
  const client = await open(baseUrl, `?ticket=${await issueRealtimeTicket(session)}`);
  if (typeof client === 'number') throw new Error(`refused with ${client}`);
  return client;
}

export const newSession = async (userId = `u-${randomUUID()}`) =>
  (await openSession({ userId, role: Role.Parent, kindergartenId: `kg-${randomUUID()}`, periodId: null }))
    .session;

export const connectionItem = (connectionId: string) =>
  getItem(keys.connection(connectionId), { consistent: true });

/** The one connection id a user has (read from GSI1 as pushes do). */
export async function onlyConnectionOf(userId: string): Promise<string> {
  const found = await until(async () => {
    const list = await connectionsOfUser(userId);
    return list.length === 1 ? list : undefined;
  });
  return found[0]!.connectionId;
}

export interface TestGateway {
  server: Server;
  gateway: WebSocketGateway;
  baseUrl: string;
  management: ApiGatewayManagementApiClient;
}

/** A gateway for one test file: started before its tests, closed after them. */
export function useGateway(): TestGateway {
  const gw = {} as TestGateway;
  beforeAll(async () => {
    gw.server = await listen();
    gw.gateway = await startWebSocketGateway({ server: gw.server, authorize, handlers, log: quiet });
    process.env.WEBSOCKET_MANAGEMENT_ENDPOINT = gw.gateway.managementEndpoint;
    gw.baseUrl = `ws://127.0.0.1:${(gw.server.address() as AddressInfo).port}`;
    gw.management = new ApiGatewayManagementApiClient({
      endpoint: gw.gateway.managementEndpoint,
      region: 'eu-central-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
  });
  afterAll(async () => {
    await gw.gateway?.close();
    if (gw.server) await stopServer(gw.server);
  });
  return gw;
}
