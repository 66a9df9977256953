import { BatchWriteCommand, type BatchWriteCommandOutput } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../db/client';
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
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk AND begins_with(GSI1SK, :sk)',
    ExpressionAttributeValues: { ':pk': index.GSI1PK, ':sk': index.GSI1SK },
    ProjectionExpression: 'sessionId',
  });
  const ids = sessions.map((s) => s.sessionId).filter((id) => id && id !== options.exceptSessionId);
  for (let i = 0; i < ids.length; i += 25) {
    let requests: NonNullable<BatchWriteCommandOutput['UnprocessedItems']>[string] = ids
      .slice(i, i + 25)
      .map((id) => ({ DeleteRequest: { Key: keys.session(id) } }));
    for (let attempt = 0; requests.length > 0; attempt++) {
      const res = await db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: requests } }));
      requests = res.UnprocessedItems?.[tableName()] ?? [];
      if (requests.length > 0) {
        if (attempt >= 8) throw new Error(`could not close ${requests.length} sessions of ${userId}`);
        await new Promise((r) => setTimeout(r, 50 * 2 ** attempt));
      }
    }
  }
  return ids.length;
}
