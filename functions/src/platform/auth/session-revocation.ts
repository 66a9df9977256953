import { batchWrite } from '../db/batch';
import { keys } from '../db/keys';
import { queryAll } from '../db/query';

/**
 * Ends a user's sessions at once: deactivation, a password change or reset, detaching an account. Each
 * session item is deleted, so the authorizer refuses its token on the next request, and the stream consumer
 * closes the WebSockets of every removed session.
 *
 * The sessions are found through GSI1, which is eventually consistent: a session opened in the same second
 * may be missed. Callers that must also stop new sign-ins (deactivation, reset) change the user first.
 */
export async function closeSessionsOfUser(
  userId: string,
  options: { exceptSessionId?: string } = {},
): Promise<number> {
  const index = keys.sessionsOfUser(userId);
  const sessions = await queryAll<{ sessionId: string }>({
    index: 'GSI1',
    partition: index.GSI1PK,
    beginsWith: index.GSI1SK,
    attributes: ['sessionId'],
  });
  const ids = sessions.map((s) => s.sessionId).filter((id) => id && id !== options.exceptSessionId);
  await batchWrite({ deletes: ids.map((id) => keys.session(id)) });
  return ids.length;
}
