import type { APIGatewayAuthorizerResult, APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import { createLogger } from '../http/logger';
import { sessionToAuthorizerContext } from '../http/session';
import { rowMatcher } from './route-rows';
import { routeTable } from './route-table';
import { redeemRealtimeTicket, sessionOfToken } from './sessions';

function header(event: APIGatewayRequestAuthorizerEvent, name: string): string | undefined {
  const hit = Object.entries(event.headers ?? {}).find(([k]) => k.toLowerCase() === name);
  return hit?.[1] ?? undefined;
}

function allow(
  principalId: string,
  resource: string,
  context: Record<string, string>,
): APIGatewayAuthorizerResult {
  // The policy covers the whole API so a cached answer never denies the next route; caching is off anyway.
  const arnBase = resource.split('/').slice(0, 2).join('/');
  return {
    principalId,
    policyDocument: {
      Version: '2012-10-17',
      Statement: [{ Action: 'execute-api:Invoke', Effect: 'Allow', Resource: `${arnBase}/*` }],
    },
    context,
  };
}

const log = createLogger({ component: 'authorizer' });

/** Method, path, id and permission of every route, without the manifest's schemas (route-table.ts). */
const matcher = rowMatcher(routeTable);

/**
 * A refused request never reaches an area Lambda, so its one request line is written here, with the manifest
 * route when the path names one (WebSocket: `$connect`).
 */
function logRefusal(event: APIGatewayRequestAuthorizerEvent, isWebSocket: boolean) {
  const context = event.requestContext as
    | { requestId?: string; identity?: { sourceIp?: string } }
    | undefined;
  const found = isWebSocket ? undefined : matcher.match(event.httpMethod, event.path);
  log.warn('request', {
    routeId: isWebSocket ? '$connect' : (found?.id ?? null),
    method: isWebSocket ? 'GET' : event.httpMethod,
    status: 401,
    outcome: 'refused',
    code: 'unauthorized',
    userId: null,
    kindergartenId: null,
    requestId: context?.requestId ?? null,
    sourceIp: context?.identity?.sourceIp ?? null,
  });
}

/**
 * The REQUEST authorizer of the REST API and of the WebSocket `$connect`: a Bearer token for REST, a
 * single-use ticket (`?ticket=`) for WebSocket. Throwing 'Unauthorized' makes API Gateway answer 401.
 */
export async function authorize(
  event: APIGatewayRequestAuthorizerEvent,
): Promise<APIGatewayAuthorizerResult> {
  const isWebSocket = (event.requestContext as { eventType?: string } | undefined)?.eventType === 'CONNECT';
  let session: Awaited<ReturnType<typeof sessionOfToken>>;
  if (isWebSocket) {
    const ticket = event.queryStringParameters?.ticket;
    session = ticket ? await redeemRealtimeTicket(ticket) : undefined;
  } else {
    const value = header(event, 'authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(value);
    session = match ? await sessionOfToken(match[1]!) : undefined;
  }
  if (!session) {
    logRefusal(event, isWebSocket);
    throw new Error('Unauthorized');
  }
  return allow(session.userId, event.methodArn, sessionToAuthorizerContext(session));
}

export const handler = authorize;
