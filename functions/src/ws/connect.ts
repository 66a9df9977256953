import { createLogger } from '../platform/http/logger';
import { sessionFromAuthorizer } from '../platform/http/session';
import { saveConnection } from '../platform/realtime/connections';
import type { WebSocketEvent, WebSocketResult } from './event';

const log = createLogger({ route: '$connect' });

/**
 * `$connect`: the authorizer already redeemed the single-use ticket; this stores the connection under its
 * user so pushes can find it. Refuses (401) when the authorizer context is missing or the session ended
 * in the meantime.
 */
export async function handler(event: WebSocketEvent): Promise<WebSocketResult> {
  const { connectionId } = event.requestContext;
  const session = sessionFromAuthorizer(event.requestContext.authorizer);
  if (!connectionId || !session?.sessionId) {
    log.warn('connection refused', { connectionId, reason: 'no session' });
    return { statusCode: 401 };
  }
  if (!(await saveConnection(connectionId, session))) {
    log.info('connection refused', { connectionId, reason: 'session ended' });
    return { statusCode: 401 };
  }
  return { statusCode: 200 };
}
