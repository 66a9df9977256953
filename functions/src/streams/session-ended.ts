import { closeConnectionsOfSession } from '../platform/realtime/push';
import type { StreamConsumer, TableChange } from './change';

/** The session a change ended: a removed Session item (logout, deactivation or TTL expiry). */
export function endedSession(change: TableChange): { userId: string; sessionId: string } | undefined {
  const old = change.oldImage;
  if (change.eventName !== 'REMOVE' || old?.type !== 'Session') return undefined;
  if (typeof old.userId !== 'string' || typeof old.sessionId !== 'string') return undefined;
  return { userId: old.userId, sessionId: old.sessionId };
}

/** Ends the WebSocket connections of a session as soon as its item is gone, so logout ends real time too. */
export const sessionEnded: StreamConsumer = {
  name: 'session-ended',
  async consume(change) {
    const ended = endedSession(change);
    if (ended) await closeConnectionsOfSession(ended.userId, ended.sessionId);
  },
};
