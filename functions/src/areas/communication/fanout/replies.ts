import { pushToUsers } from '../../../platform/realtime/push';
import type { MessageEntry } from '../inbox/entries';
import { transitionUsers } from '../inbox/inbox';

export interface RepliesPayload {
  kindergartenId: string;
  messageId: string;
  /** The message title, for the push. */
  title: string;
  replyId: string;
  op: 'add' | 'remove';
  /** The users it concerns; absent: every recipient of the message (read from its stored chunks). */
  userIds?: string[];
}

/**
 * Adds a new reply to (or removes a deleted one from) the unseen replies of the users it concerns, 50 users
 * a transaction (`transitionUsers`). The reply id is a set member, so a repeated delivery changes nothing;
 * the unread counter moves only when a message turns from read to unread or back. Users who got a new
 * unseen reply get a receiveMessage push, slice by slice: a redelivery after a failure between slices finds
 * the done ones changed and neither counts nor pushes them again.
 */
export async function applyReplyToEntries(
  payload: RepliesPayload & { userIds: string[] },
): Promise<string[]> {
  const push = async (userIds: string[]) => {
    if (payload.op === 'add')
      await pushToUsers(
        userIds,
        { event: 'receiveMessage', data: { id: payload.messageId, title: payload.title } },
        { kindergartenId: payload.kindergartenId },
      );
  };
  return transitionUsers<MessageEntry>(
    payload.kindergartenId,
    'MSG',
    payload.messageId,
    payload.userIds,
    (e) => {
      const has = e.unseenReplyIds.includes(payload.replyId);
      if (payload.op === 'add')
        return has ? undefined : { ...e, unseenReplyIds: [...e.unseenReplyIds, payload.replyId] };
      return has
        ? { ...e, unseenReplyIds: e.unseenReplyIds.filter((r) => r !== payload.replyId) }
        : undefined;
    },
    push,
  );
}
