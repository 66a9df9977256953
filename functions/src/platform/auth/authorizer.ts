import type { APIGatewayAuthorizerResult, APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import { sessionToAuthorizerContext } from '../http/session';
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
  if (!session) throw new Error('Unauthorized');
  return allow(session.userId, event.methodArn, sessionToAuthorizerContext(session));
}

export const handler = authorize;
