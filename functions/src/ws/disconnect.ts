import { deleteConnection } from '../platform/realtime/connections';
import type { WebSocketEvent, WebSocketResult } from './event';

/** `$disconnect`: removes the connection item (idempotent; API Gateway calls it at most once, best effort). */
export async function handler(event: WebSocketEvent): Promise<WebSocketResult> {
  const { connectionId } = event.requestContext;
  if (connectionId) await deleteConnection(connectionId);
  return { statusCode: 200 };
}
