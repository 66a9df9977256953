import { pushToUsers } from '../../../platform/realtime/push';
import { eachLimited } from '../collections';
import type { MessageEntry } from '../inbox/entries';
import { transition } from '../inbox/inbox';

export interface RepliesPayload {
  kindergartenId: string;
  messageId: string;
  /** The message title, for the push. */
  title: string;
  replyId: string;
  op: 'add' | 'remove';
  userIds: string[];
}

/**
 * Adds a new reply to (or removes a deleted one from) the unseen replies of the users it concerns. The
 * reply id is a set member, so a repeated delivery changes nothing; the unread counter moves only when a
 * message turns from read to unread or back. Users who got a new unseen reply get a receiveMessage push.
 */
export async function applyReplyToEntries(payload: RepliesPayload): Promise<string[]> {
  const changed: string[] = [];
  await eachLimited([...new Set(payload.userIds)], 8, async (userId) => {
    const result = await transition<MessageEntry>(
      payload.kindergartenId,
      userId,
      'MSG',
      payload.messageId,
      (e) => {
        const has = e.unseenReplyIds.includes(payload.replyId);
        if (payload.op === 'add')
          return has ? undefined : { ...e, unseenReplyIds: [...e.unseenReplyIds, payload.replyId] };
        return has
          ? { ...e, unseenReplyIds: e.unseenReplyIds.filter((r) => r !== payload.replyId) }
          : undefined;
      },
    );
    if (result === 'updated') changed.push(userId);
  });
  if (payload.op === 'add' && changed.length > 0)
    await pushToUsers(
      changed,
      { event: 'receiveMessage', data: { id: payload.messageId, title: payload.title } },
      { kindergartenId: payload.kindergartenId },
    );
  return changed;
}
