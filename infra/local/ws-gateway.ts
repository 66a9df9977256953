import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { websocketPath, websocketStage } from '@gradina/shared/runtime';
import type { APIGatewayAuthorizerResult, APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import { WebSocket, WebSocketServer } from 'ws';
import { usage } from './usage';
import {
  connectionIdOfPath,
  consoleLogger,
  type GatewayLogger,
  headersOf,
  isAllowed,
  type LocalWebSocketEvent,
  newConnectionId,
  newRequestId,
  queryOf,
  type RouteHandler,
  refuse,
  requestTime,
  statusOf,
} from './ws-gateway-protocol';

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
      usage.wsMessagesIn += 1;
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
      usage.wsConnectionMs += Date.now() - conn.connectedAt;
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
        usage.wsMessagesOut += 1;
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
