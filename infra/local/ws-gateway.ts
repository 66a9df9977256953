/**
 * The local stand-in for API Gateway's WebSocket API: upgrades on the user-facing port at the hub path, runs
 * the REQUEST authorizer and the `$connect`, `$default` and `$disconnect` handlers in-process with the events
 * API Gateway would send, and serves the `@connections` management API that
 * `@aws-sdk/client-apigatewaymanagementapi` calls, on 127.0.0.1 only.
 *
 * Faithful where the code can tell the difference: the handshake completes only after the authorizer allowed
 * it and `$connect` answered 2xx (401 for a refused authorizer, 403 for a Deny policy, the handler's status
 * otherwise); 410 GoneException for unknown or closed connections; 128 KB message limit; connections end after
 * 2 hours, and after 10 minutes without a message from the client.
 */
import { randomBytes } from 'node:crypto';
import {
  createServer,
  type IncomingMessage,
  type Server,
  type ServerResponse,
  STATUS_CODES,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { websocketPath, websocketStage } from '@gradina/shared/runtime';
import type {
  APIGatewayAuthorizerResult,
  APIGatewayEventWebsocketRequestContextV2,
  APIGatewayRequestAuthorizerEvent,
} from 'aws-lambda';
import { WebSocket, WebSocketServer } from 'ws';

/** The event a WebSocket route handler receives (what functions/src/ws/* take). */
export interface LocalWebSocketEvent {
  requestContext: APIGatewayEventWebsocketRequestContextV2 & {
    authorizer?: Record<string, unknown>;
    identity: { sourceIp: string; userAgent: string };
    disconnectStatusCode?: number;
    disconnectReason?: string;
  };
  headers?: Record<string, string>;
  multiValueHeaders?: Record<string, string[]>;
  queryStringParameters?: Record<string, string>;
  multiValueQueryStringParameters?: Record<string, string[]>;
  body?: string;
  isBase64Encoded: boolean;
}

// biome-ignore lint/suspicious/noExplicitAny: handlers declare their own, structurally compatible event type
export type RouteHandler = (event: any) => Promise<unknown>;

export interface GatewayLogger {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
}

export interface WebSocketGatewayOptions {
  /** The local cloud's user-facing server; only upgrades at `path` are taken, others answer 404. */
  server: Server;
  authorize: (event: APIGatewayRequestAuthorizerEvent) => Promise<APIGatewayAuthorizerResult>;
  handlers: { connect: RouteHandler; disconnect: RouteHandler; default: RouteHandler };
  path?: string;
  stage?: string;
  /** API Gateway's maximum connection duration (2 hours). */
  maxConnectionSeconds?: number;
  /** API Gateway's idle timeout (10 minutes without a client message); 0 turns it off. */
  idleTimeoutSeconds?: number;
  log?: GatewayLogger;
}

export interface WebSocketGateway {
  /** Give it to the handlers as WEBSOCKET_MANAGEMENT_ENDPOINT: `http://127.0.0.1:<port>/<stage>`. */
  managementEndpoint: string;
  close(): Promise<void>;
}

/** API Gateway's largest message (and PostToConnection payload). */
export const maxMessageBytes = 128 * 1024;
const apiId = 'local';
const accountId = '000000000000';

const silent = process.env.LOG_LEVEL === 'silent';
const consoleLogger: GatewayLogger = {
  info: (message, fields) => {
    if (!silent)
      console.log(JSON.stringify({ level: 'info', message, ...fields, time: new Date().toISOString() }));
  },
  warn: (message, fields) => {
    if (!silent)
      console.log(JSON.stringify({ level: 'warn', message, ...fields, time: new Date().toISOString() }));
  },
};

/** 16 characters like API Gateway's (`L0SM9cOFvHcCIhw=`): 11 random bytes in base64url plus the padding. */
export function newConnectionId(): string {
  return `${randomBytes(11).toString('base64url')}=`;
}

/** The connection id in a management path `/<stage>/@connections/<urlencoded id>`, if it is one. */
export function connectionIdOfPath(pathname: string, stage: string): string | undefined {
  const parts = pathname.split('/');
  if (parts.length !== 4 || parts[0] !== '' || parts[1] !== stage || parts[2] !== '@connections' || !parts[3])
    return undefined;
  try {
    return decodeURIComponent(parts[3]);
  } catch {
    return undefined;
  }
}

/** `09/Apr/2020:18:03:43 +0000`, the format of API Gateway's requestTime. */
function requestTime(at: Date): string {
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(at.getUTCDate())}/${months[at.getUTCMonth()]}/${at.getUTCFullYear()}:${p(at.getUTCHours())}:${p(at.getUTCMinutes())}:${p(at.getUTCSeconds())} +0000`;
}

const newRequestId = () => randomBytes(6).toString('base64url');

/** Headers with the casing the client sent (API Gateway keeps it), single- and multi-valued. */
function headersOf(req: IncomingMessage) {
  const single: Record<string, string> = {};
  const multi: Record<string, string[]> = {};
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i]!;
    const value = req.rawHeaders[i + 1]!;
    single[name] = value;
    multi[name] = [...(multi[name] ?? []), value];
  }
  return { single, multi };
}

function queryOf(url: URL) {
  const single: Record<string, string> = {};
  const multi: Record<string, string[]> = {};
  for (const [name, value] of url.searchParams) {
    single[name] = value;
    multi[name] = [...(multi[name] ?? []), value];
  }
  return Object.keys(single).length > 0 ? { single, multi } : undefined;
}

/** Answers an upgrade request with a plain HTTP status and drops the socket. */
function refuse(socket: Duplex, status: number) {
  if (socket.destroyed) return;
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
  );
  socket.once('finish', () => socket.destroy());
  setTimeout(() => socket.destroy(), 1000).unref();
}

function isAllowed(policy: APIGatewayAuthorizerResult): boolean {
  const statements = policy.policyDocument?.Statement ?? [];
  return statements.length > 0 && statements.every((s) => s.Effect === 'Allow');
}

function statusOf(result: unknown): number {
  if (result && typeof result === 'object' && 'statusCode' in result) return Number(result.statusCode) || 200;
  return 200;
}

interface Connection {
  id: string;
  socket: WebSocket;
  connectedAt: number;
  lastActiveAt: number;
  identity: { sourceIp: string; userAgent: string };
  domainName: string;
  authorizer: Record<string, unknown>;
  maxTimer: NodeJS.Timeout;
  idleTimer?: NodeJS.Timeout;
  closed: Promise<void>;
}

export async function startWebSocketGateway(options: WebSocketGatewayOptions): Promise<WebSocketGateway> {
  const { server, authorize, handlers } = options;
  const path = options.path ?? websocketPath;
  const stage = options.stage ?? websocketStage;
  const maxConnectionMs = (options.maxConnectionSeconds ?? 2 * 60 * 60) * 1000;
  const idleMs = (options.idleTimeoutSeconds ?? 10 * 60) * 1000;
  const log = options.log ?? consoleLogger;
  const region = process.env.AWS_REGION ?? 'eu-central-1';

  const connections = new Map<string, Connection>();
  const handshaking = new Set<Duplex>();
  const inflight = new Set<Promise<unknown>>();
  let closing = false;

  const track = (work: Promise<unknown>) => {
    const settled = work.catch((e) => log.warn('websocket gateway error', { error: (e as Error).name }));
    inflight.add(settled);
    void settled.finally(() => inflight.delete(settled));
  };

  const wss = new WebSocketServer({ noServer: true, maxPayload: maxMessageBytes, perMessageDeflate: false });

  const baseContext = (
    c: Pick<Connection, 'id' | 'connectedAt' | 'identity' | 'domainName'>,
    routeKey: string,
    eventType: 'CONNECT' | 'MESSAGE' | 'DISCONNECT',
  ) => {
    const now = new Date();
    return {
      routeKey,
      eventType,
      messageId: eventType === 'MESSAGE' ? newRequestId() : '',
      extendedRequestId: newRequestId(),
      requestTime: requestTime(now),
      messageDirection: 'IN' as const,
      stage,
      connectedAt: c.connectedAt,
      requestTimeEpoch: now.getTime(),
      identity: c.identity,
      requestId: newRequestId(),
      domainName: c.domainName,
      connectionId: c.id,
      apiId,
    };
  };

  const unique = () => {
    let id = newConnectionId();
    while (connections.has(id)) id = newConnectionId();
    return id;
  };

  const invokeDisconnect = (
    c: Pick<Connection, 'id' | 'connectedAt' | 'identity' | 'domainName' | 'authorizer'>,
    code: number,
    reason: string,
  ) =>
    handlers.disconnect({
      requestContext: {
        ...baseContext(c, '$disconnect', 'DISCONNECT'),
        authorizer: c.authorizer,
        disconnectStatusCode: code,
        disconnectReason: reason,
      },
      headers: { Host: c.domainName },
      isBase64Encoded: false,
    } satisfies LocalWebSocketEvent);

  const resetIdle = (c: Connection) => {
    if (idleMs <= 0) return;
    if (c.idleTimer) clearTimeout(c.idleTimer);
    c.idleTimer = setTimeout(() => c.socket.close(1001, 'Going away'), idleMs);
    c.idleTimer.unref();
  };

  function open(c: Omit<Connection, 'socket' | 'maxTimer' | 'closed'>, socket: WebSocket) {
    let ended!: () => void;
    const conn: Connection = {
      ...c,
      socket,
      maxTimer: setTimeout(() => socket.close(1001, 'Going away'), maxConnectionMs),
      closed: new Promise<void>((resolve) => {
        ended = resolve;
      }),
    };
    conn.maxTimer.unref();
    connections.set(conn.id, conn);
    resetIdle(conn);
    socket.on('message', (data, isBinary) => {
      conn.lastActiveAt = Date.now();
      resetIdle(conn);
      if (isBinary) return; // the hub speaks text only
      const body = Buffer.isBuffer(data)
        ? data
        : Buffer.concat(Array.isArray(data) ? data : [Buffer.from(data)]);
      track(
        handlers.default({
          requestContext: { ...baseContext(conn, '$default', 'MESSAGE'), authorizer: conn.authorizer },
          body: body.toString('utf8'),
          isBase64Encoded: false,
        } satisfies LocalWebSocketEvent),
      );
    });
    socket.on('error', () => {
      // 'close' follows; the reason is in its code.
    });
    socket.once('close', (code, reason) => {
      connections.delete(conn.id);
      clearTimeout(conn.maxTimer);
      if (conn.idleTimer) clearTimeout(conn.idleTimer);
      log.info('websocket disconnected', {
        connectionId: conn.id,
        code,
        seconds: Math.round((Date.now() - conn.connectedAt) / 1000),
      });
      track(invokeDisconnect(conn, code, reason.toString('utf8')).finally(ended));
    });
  }

  async function handshake(req: IncomingMessage, socket: Duplex, head: Buffer, url: URL) {
    handshaking.add(socket);
    socket.on('error', () => socket.destroy());
    try {
      const id = unique();
      const connectedAt = Date.now();
      const headers = headersOf(req);
      const query = queryOf(url);
      const identity = {
        sourceIp: (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, ''),
        userAgent: req.headers['user-agent'] ?? '',
      };
      const base = { id, connectedAt, identity, domainName: req.headers.host ?? 'localhost' };
      const requestContext = baseContext(base, '$connect', 'CONNECT');

      // The WebSocket REQUEST authorizer event: a subset of the REST one, typed as the authorizer takes it.
      const authorizerEvent = {
        type: 'REQUEST',
        methodArn: `arn:aws:execute-api:${region}:${accountId}:${apiId}/${stage}/$connect`,
        headers: headers.single,
        multiValueHeaders: headers.multi,
        queryStringParameters: query?.single ?? null,
        multiValueQueryStringParameters: query?.multi ?? null,
        stageVariables: null,
        requestContext,
      } as unknown as APIGatewayRequestAuthorizerEvent;
      let policy: APIGatewayAuthorizerResult;
      try {
        policy = await authorize(authorizerEvent);
      } catch (e) {
        const status = (e as Error).message === 'Unauthorized' ? 401 : 500;
        log.info('websocket refused', { status });
        refuse(socket, status);
        return;
      }
      if (!isAllowed(policy)) {
        log.info('websocket refused', { status: 403 });
        refuse(socket, 403);
        return;
      }
      const authorizer = { ...(policy.context ?? {}), principalId: policy.principalId };

      let status: number;
      try {
        status = statusOf(
          await handlers.connect({
            requestContext: { ...requestContext, authorizer },
            headers: headers.single,
            multiValueHeaders: headers.multi,
            ...(query
              ? { queryStringParameters: query.single, multiValueQueryStringParameters: query.multi }
              : {}),
            isBase64Encoded: false,
          } satisfies LocalWebSocketEvent),
        );
      } catch (e) {
        log.warn('websocket $connect failed', { error: (e as Error).name });
        status = 500;
      }
      if (status < 200 || status > 299) {
        log.info('websocket refused', { status });
        refuse(socket, status);
        return;
      }

      const conn = { ...base, lastActiveAt: connectedAt, authorizer };
      if (socket.destroyed || closing) {
        // The client left (or the gateway is closing) while $connect ran: API Gateway would run $disconnect.
        socket.destroy();
        await invokeDisconnect(conn, 1006, '');
        return;
      }
      wss.handleUpgrade(req, socket, head, (ws) => {
        log.info('websocket connected', { connectionId: id });
        open(conn, ws);
      });
    } finally {
      handshaking.delete(socket);
    }
  }

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== path) {
      refuse(socket, 404);
      return;
    }
    if (closing) {
      refuse(socket, 503);
      return;
    }
    track(handshake(req, socket, head, url));
  };
  server.on('upgrade', onUpgrade);

  // The @connections management API.
  const reply = (
    res: ServerResponse,
    status: number,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const text = body === undefined ? '' : JSON.stringify(body);
    res.writeHead(status, {
      ...headers,
      ...(text ? { 'content-type': 'application/json' } : {}),
      'content-length': String(Buffer.byteLength(text)),
      'x-amzn-requestid': newRequestId(),
    });
    res.end(text);
  };
  const gone = (res: ServerResponse) =>
    reply(res, 410, { message: 'GoneException' }, { 'x-amzn-errortype': 'GoneException' });

  const readBody = (req: IncomingMessage) =>
    new Promise<Buffer | undefined>((resolve, reject) => {
      const chunks: Buffer[] = [];
      let size = 0;
      req.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= maxMessageBytes) chunks.push(chunk);
      });
      req.on('end', () => resolve(size > maxMessageBytes ? undefined : Buffer.concat(chunks)));
      req.on('error', reject);
    });

  async function manage(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const id = connectionIdOfPath(url.pathname, stage);
    if (id === undefined) {
      req.resume();
      reply(res, 404, { message: 'Not Found' });
      return;
    }
    if (req.method !== 'POST') req.resume();
    const body = req.method === 'POST' ? await readBody(req) : Buffer.alloc(0);
    if (body === undefined) {
      reply(res, 413, { message: 'Message too long' }, { 'x-amzn-errortype': 'PayloadTooLargeException' });
      return;
    }
    const conn = connections.get(id);
    if (!conn || conn.socket.readyState !== WebSocket.OPEN) {
      gone(res);
      return;
    }
    switch (req.method) {
      case 'POST': {
        const sent = await new Promise<boolean>((resolve) =>
          conn.socket.send(body, { binary: false }, (e) => resolve(!e)),
        );
        if (!sent) return gone(res);
        conn.lastActiveAt = Date.now();
        reply(res, 200);
        return;
      }
      case 'GET':
        reply(res, 200, {
          connectedAt: new Date(conn.connectedAt).toISOString(),
          identity: conn.identity,
          lastActiveAt: new Date(conn.lastActiveAt).toISOString(),
        });
        return;
      case 'DELETE':
        conn.socket.close(1000);
        reply(res, 204);
        return;
      default:
        reply(res, 404, { message: 'Not Found' });
    }
  }

  const management = createServer((req, res) => {
    track(
      manage(req, res).catch((e) => {
        if (!res.headersSent) reply(res, 500, { message: 'InternalServerError' });
        throw e;
      }),
    );
  });
  await new Promise<void>((resolve, reject) => {
    management.once('error', reject);
    management.listen(0, '127.0.0.1', () => {
      management.off('error', reject);
      resolve();
    });
  });
  const { port } = management.address() as AddressInfo;

  return {
    managementEndpoint: `http://127.0.0.1:${port}/${stage}`,
    async close() {
      if (closing) return;
      closing = true;
      server.off('upgrade', onUpgrade);
      for (const socket of handshaking) socket.destroy();
      const open = [...connections.values()];
      for (const c of open) c.socket.close(1001, 'Going away');
      const force = setTimeout(() => {
        for (const c of open) c.socket.terminate();
      }, 1000);
      await Promise.all(open.map((c) => c.closed));
      clearTimeout(force);
      while (inflight.size > 0) await Promise.allSettled([...inflight]);
      await new Promise<void>((resolve) => {
        wss.close(() => resolve());
      });
      await new Promise<void>((resolve) => {
        management.close(() => resolve());
        management.closeAllConnections();
      });
    },
  };
}
