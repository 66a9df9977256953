import {
  batchWrite,
  deleteIfExists,
  getItem,
  type Key,
  putItem,
  queryAll,
  queryPage,
  tableName,
  updateItem,
} from '../../../platform/db';
import { tenantPrefix } from '../../../platform/db/keys';
import type { Item } from '../collections';
import type { CommunicationItem } from '../fanout/items';
import { itemKeys } from '../fanout/items';
import type { Entry, MessageEntry } from '../inbox/entries';
import { createActions, inboxKeys, transactItems } from '../inbox/items';

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

/** The message item, the sender's own entry with its counter, and the recipient chunks, in one transaction. */
export async function writeNewMessage(item: CommunicationItem, own: Entry, chunks: (Key & Item)[]) {
  await transactItems([
    { Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(PK)' } },
    ...createActions(own),
    ...chunks.map((Item) => ({ Put: { TableName: tableName(), Item } })),
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
 * Deletes a message for everyone: marks it deleted first (a fan-out still running stops), then, after
 * `withdraw` took it from every inbox, removes its replies and the item.
 */
export async function deleteMessageItems(
  kindergartenId: string,
  messageId: string,
  withdraw: () => Promise<void>,
): Promise<void> {
  const itemKey = itemKeys.communicationItem(kindergartenId, 'MSG', messageId);
  await updateItem(itemKey, { set: { deleted: true } });
  await withdraw();
  const replies = await queryAll<Key>({
    partition: messageKeys.messageReply(kindergartenId, messageId).PK,
    beginsWith: 'REPLY#',
    attributes: ['PK', 'SK'],
  });
  await batchWrite({ deletes: [...replies, itemKey] });
}
