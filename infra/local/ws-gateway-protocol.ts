/**
 * What the local WebSocket gateway (ws-gateway.ts) says the way API Gateway does: connection ids, the
 * management path, request times and ids, headers and query strings as events carry them, refusals of an
 * upgrade, and how a policy or a handler's answer reads.
 */
import { randomBytes } from 'node:crypto';
import { type IncomingMessage, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { APIGatewayAuthorizerResult, APIGatewayEventWebsocketRequestContextV2 } from 'aws-lambda';

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
export function requestTime(at: Date): string {
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(at.getUTCDate())}/${months[at.getUTCMonth()]}/${at.getUTCFullYear()}:${p(at.getUTCHours())}:${p(at.getUTCMinutes())}:${p(at.getUTCSeconds())} +0000`;
}

export const newRequestId = () => randomBytes(6).toString('base64url');

/** Headers with the casing the client sent (API Gateway keeps it), single- and multi-valued. */
export function headersOf(req: IncomingMessage) {
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

export function queryOf(url: URL) {
  const single: Record<string, string> = {};
  const multi: Record<string, string[]> = {};
  for (const [name, value] of url.searchParams) {
    single[name] = value;
    multi[name] = [...(multi[name] ?? []), value];
  }
  return Object.keys(single).length > 0 ? { single, multi } : undefined;
}

/** Answers an upgrade request with a plain HTTP status and drops the socket. */
export function refuse(socket: Duplex, status: number) {
  if (socket.destroyed) return;
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
  );
  socket.once('finish', () => socket.destroy());
  setTimeout(() => socket.destroy(), 1000).unref();
}

export function isAllowed(policy: APIGatewayAuthorizerResult): boolean {
  const statements = policy.policyDocument?.Statement ?? [];
  return statements.length > 0 && statements.every((s) => s.Effect === 'Allow');
}

export function statusOf(result: unknown): number {
  if (result && typeof result === 'object' && 'statusCode' in result) return Number(result.statusCode) || 200;
  return 200;
}

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

const silent = process.env.LOG_LEVEL === 'silent';
export const consoleLogger: GatewayLogger = {
  info: (message, fields) => {
    if (!silent)
      console.log(JSON.stringify({ level: 'info', message, ...fields, time: new Date().toISOString() }));
  },
  warn: (message, fields) => {
    if (!silent)
      console.log(JSON.stringify({ level: 'warn', message, ...fields, time: new Date().toISOString() }));
  },
};
