import type { Key } from '../../../platform/db';
import {
  batchWrite,
  deleteIfExists,
  getItem,
  putItem,
  queryAll,
  queryPage,
  tableName,
} from '../../../platform/db';
import { tenantPrefix } from '../../../platform/db/keys';
import type { Item } from '../collections';
import type { CommunicationItem } from '../fanout/items';
import { itemKeys } from '../fanout/items';
import type { Entry, MessageEntry } from '../inbox/entries';
import {
  cancellationCodes,
  counterUpdate,
  createActions,
  entryWrite,
  inboxKeys,
  transactItems,
} from '../inbox/items';

/** A message's replies (on the message's partition). Keys from the session's kindergarten only. */
export const messageKeys = {
  messageReply: (kindergartenId: string, messageId: string, replyId?: string) => ({
    PK: `${tenantPrefix(kindergartenId)}#MSG#${messageId}`,
    SK: `REPLY#${replyId ?? ''}`,
  }),
} as const;

/** A message (the kindergarten's item partition), its replies on the same partition, the sender's entry. */

export interface ReplyItem extends Item {
  id: string;
  messageId: string;
  content: string;
  creationTime: string;
  createdBy: MessageEntry['createdBy'];
  participantId: string | null;
}

/** The message item and the sender's own entry with its counter, in one transaction. */
export async function writeNewMessage(item: CommunicationItem, own: Entry) {
  await transactItems([
    { Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(PK)' } },
    ...createActions(own),
  ]);
}

/**
 * The first `limit` items of a user's inbox partition from the `MSG#` entries up to the counter item (whose
 * sort key sorts right after them), and whether there are more.
 */
export async function inboxItems(kindergartenId: string, userId: string, descending: boolean, limit: number) {
  const counters = inboxKeys.inboxCounters(kindergartenId, userId);
  const page = await queryPage(
    { partition: counters.PK, between: ['MSG#', counters.SK], descending },
    { limit },
  );
  return { items: page.items, more: page.cursor !== null };
}

export const repliesOf = (kindergartenId: string, messageId: string) =>
  queryAll<ReplyItem>({
    partition: messageKeys.messageReply(kindergartenId, messageId).PK,
    beginsWith: 'REPLY#',
  });

export const readReply = (kindergartenId: string, messageId: string, replyId: string) =>
  getItem<ReplyItem>(messageKeys.messageReply(kindergartenId, messageId, replyId), { consistent: true });

export const putReply = (reply: ReplyItem) => putItem(reply as ReplyItem & Key, { absent: true });

/** Deletes a reply; false when there was none. */
export const deleteReplyItem = (kindergartenId: string, messageId: string, replyId: string) =>
  deleteIfExists(messageKeys.messageReply(kindergartenId, messageId, replyId));

/**
 * The sender deletes a message for everyone, in the request: ONE transaction marks the message deleted (a
 * fan-out still running stops, readers get 404) and removes the sender's own entry with its counter. False
 * what failed: the message is gone, or the entry changed meanwhile (re-read it). A consumer then withdraws
 * it from every inbox.
 */
export async function markMessageDeleted(
  own: MessageEntry,
): Promise<'deleted' | 'missing' | 'own-entry-changed'> {
  const counter = counterUpdate(own.kindergartenId, own.userId, own, null);
  try {
    await transactItems([
      {
        Update: {
          TableName: tableName(),
          Key: itemKeys.communicationItem(own.kindergartenId, 'MSG', own.itemId),
          UpdateExpression: 'SET deleted = :t',
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeValues: { ':t': true },
        },
      },
      entryWrite(own, null),
      ...(counter ? [counter] : []),
    ]);
    return 'deleted';
  } catch (e) {
    const codes = cancellationCodes(e);
    if (codes?.[0] === 'ConditionalCheckFailed') return 'missing';
    if (codes?.[1] === 'ConditionalCheckFailed') return 'own-entry-changed';
    throw e;
  }
}

/**
 * An edit, in the request: ONE transaction puts the new version (while the stored one is still `expected`)
 * and refreshes the sender's own entry (on the revision read). Answers which condition failed, if any.
 */
export async function writeMessageVersion(
  next: CommunicationItem,
  expected: number,
  own: MessageEntry,
  ownNext: MessageEntry,
): Promise<'written' | 'stale' | 'own-entry-changed'> {
  try {
    await transactItems([
      {
        Put: {
          TableName: tableName(),
          Item: next,
          ConditionExpression: 'version = :v',
          ExpressionAttributeValues: { ':v': expected },
        },
      },
      entryWrite(own, ownNext),
    ]);
    return 'written';
  } catch (e) {
    const codes = cancellationCodes(e);
    if (codes?.[0] === 'ConditionalCheckFailed') return 'stale';
    if (codes?.[1] === 'ConditionalCheckFailed') return 'own-entry-changed';
    throw e;
  }
}

/** What remains of a message withdrawn from every inbox (a queue consumer): its replies and the item. */
export async function removeMessage(kindergartenId: string, messageId: string): Promise<void> {
  const replies = await queryAll<Key>({
    partition: messageKeys.messageReply(kindergartenId, messageId).PK,
    beginsWith: 'REPLY#',
    attributes: ['PK', 'SK'],
  });
  await batchWrite({ deletes: [...replies, itemKeys.communicationItem(kindergartenId, 'MSG', messageId)] });
}
