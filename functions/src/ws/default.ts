import { parseRealtimeClientMessage, realtimePong } from '@gradina/shared/realtime';
import { sendToConnection } from '../platform/realtime/push';
import type { WebSocketEvent, WebSocketResult } from './event';

const pong = JSON.stringify(realtimePong);

/**
 * `$default`: the hub only listens, so the one message a client sends is `{"type":"ping"}` (a keep-alive),
 * answered with `{"type":"pong"}` through the management API. Anything else is ignored without reading
 * further or logging it (a body may hold personal data).
 */
export async function handler(event: WebSocketEvent): Promise<WebSocketResult> {
  const { connectionId } = event.requestContext;
  const message = event.isBase64Encoded ? undefined : parseRealtimeClientMessage(event.body);
  if (message?.type === 'ping' && connectionId) await sendToConnection(connectionId, pong);
  return { statusCode: 200 };
}
