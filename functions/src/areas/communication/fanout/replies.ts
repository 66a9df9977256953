import { faultPoint } from '../../../platform/queue/faults';
import { pushToUsers } from '../../../platform/realtime/push';
import { chunked, eachLimited } from '../collections';
import type { MessageEntry } from '../inbox/entries';
import { transition } from '../inbox/inbox';

/** Users changed between two points where a test may make the consumer fail (see `faultPoint`). */
const usersPerSlice = 50;

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
 * Adds a new reply to (or removes a deleted one from) the unseen replies of the users it concerns. The
 * reply id is a set member, so a repeated delivery changes nothing; the unread counter moves only when a
 * message turns from read to unread or back. Users who got a new unseen reply get a receiveMessage push.
 * A test may make it fail between two slices of users (`faultPoint`): the redelivery skips the done ones.
 */
export async function applyReplyToEntries(
  payload: RepliesPayload & { userIds: string[] },
): Promise<string[]> {
  const changed: string[] = [];
  const slices = chunked([...new Set(payload.userIds)], usersPerSlice);
  for (const [n, slice] of slices.entries()) {
    if (n > 0) faultPoint('mid-batch');
    const now: string[] = [];
    await eachLimited(slice, 8, async (userId) => {
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
      if (result === 'updated') now.push(userId);
    });
    // Pushed slice by slice: a redelivery finds these entries changed already and would not push again.
    if (payload.op === 'add' && now.length > 0)
      await pushToUsers(
        now,
        { event: 'receiveMessage', data: { id: payload.messageId, title: payload.title } },
        { kindergartenId: payload.kindergartenId },
      );
    changed.push(...now);
  }
  return changed;
}
