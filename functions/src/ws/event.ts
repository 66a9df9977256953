import type { APIGatewayEventWebsocketRequestContextV2, APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';

/**
 * The event API Gateway sends a WebSocket route (`$connect`, `$disconnect`, `$default`). After a REQUEST
 * authorizer allowed `$connect`, every route's `requestContext.authorizer` carries the authorizer's context
 * (string values) and its principalId.
 */
export type WebSocketEvent = Omit<APIGatewayProxyWebsocketEventV2, 'requestContext'> & {
  requestContext: APIGatewayEventWebsocketRequestContextV2 & {
    authorizer?: Record<string, unknown> | null;
    identity?: { sourceIp?: string; userAgent?: string };
    disconnectStatusCode?: number;
    disconnectReason?: string;
  };
  headers?: Record<string, string | undefined>;
  multiValueHeaders?: Record<string, string[] | undefined>;
};

/** What a WebSocket route answers; a non-2xx answer to `$connect` refuses the connection. */
export interface WebSocketResult {
  statusCode: number;
  body?: string;
}
