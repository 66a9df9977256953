import type { Key } from '../../../platform/db';
import { readStoredFile } from '../../../platform/files/temp-files';
import { notFound } from '../../../platform/http/errors';
import { fileReply } from '../../../platform/http/replies';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import { lookup, readMany } from '../collections';
import { saved } from '../common';
import { encodeContent } from '../content';
import { type CommunicationItem, itemKeys, readItem } from '../fanout/items';
import { isMessageUnread, type MessageEntry } from '../inbox/entries';
import { transition, transitionMany } from '../inbox/inbox';
import { entriesOf, inboxKeys, readCounterItem } from '../inbox/items';
import { attachmentInfoOf, attachmentsOf } from './attachments';
import { inboxItems, type ReplyItem, repliesOf } from './items';

/** Reading messages: the inbox page, opening one, its files, the seen marks. */

export const messageNotFound = () => notFound('Съобщението не е намерено.');

export interface InboxQuery {
  PageNumber?: number;
  PageSize?: number;
  OrderByDescending?: boolean;
}

const overviewOf = (e: MessageEntry) => ({
  id: e.itemId,
  title: e.title,
  content: encodeContent(e.preview),
  creationTime: e.creationTime,
  createdBy: e.createdBy,
  seenByCurrentUser: e.seen,
  numberOfUnseenReplies: e.unseenReplyIds.length,
  isSentByCurrentUser: e.isSender,
  isAdministrative: e.isAdministrative,
});

/**
 * The inbox page: ONE Query on the user's inbox partition, newest first. The counter item's sort key sorts
 * right after the `MSG#` entries, so the same Query returns it first and with it the inbox size (rowsCount).
 */
export async function inbox(session: TenantRouteSession, query: InboxQuery) {
  const size = query.PageSize ?? 10;
  const page = query.PageNumber ?? 1;
  const descending = query.OrderByDescending ?? true;
  const counters = inboxKeys.inboxCounters(session.kindergartenId, session.userId);
  const { items, more } = await inboxItems(
    session.kindergartenId,
    session.userId,
    descending,
    page * size + 1,
  );
  let counterItem = items.find((i) => i.SK === counters.SK);
  const entries = items.filter((i) => i.SK !== counters.SK) as unknown as MessageEntry[];
  if (!counterItem && more) counterItem = await readCounterItem(session.kindergartenId, session.userId);
  const rowsCount = counterItem ? Number(counterItem.messagesTotal ?? 0) : entries.length;
  return {
    result: entries.slice((page - 1) * size, page * size).map(overviewOf),
    rowsCount: Math.max(rowsCount, 0),
  };
}

/** The entry and message item of a user's message (a platform message is read through the entry's ref). */
export async function entryAndItem(session: TenantRouteSession, messageId: string, extra: Key[] = []) {
  const kg = session.kindergartenId;
  const entryKey = inboxKeys.inboxEntry(kg, session.userId, 'MSG', messageId);
  const itemKey = itemKeys.communicationItem(kg, 'MSG', messageId);
  const found = await readMany([entryKey, itemKey, ...extra], true);
  const entry = lookup<MessageEntry>(found, entryKey);
  if (!entry) throw messageNotFound();
  let item = lookup<CommunicationItem>(found, itemKey);
  if (entry.ref.PK !== itemKey.PK) item = await readItem(entry.ref);
  // A message its sender deleted is gone for everyone, also while a consumer still withdraws its entries.
  if (!item || item.deleted === true) throw messageNotFound();
  return { entry, item, isOwnKindergartenItem: entry.ref.PK === itemKey.PK, found };
}

const visibleReplies = (replies: ReplyItem[], entry: MessageEntry, userId: string) =>
  entry.isSender ? replies : replies.filter((r) => r.participantId === null || r.participantId === userId);

/** Opens a message (only its recipients and its sender have an entry): replies included, marked seen. */
export async function openMessage(session: TenantRouteSession, messageId: string) {
  const { entry, item, isOwnKindergartenItem } = await entryAndItem(session, messageId);
  const replies = isOwnKindergartenItem ? await repliesOf(session.kindergartenId, messageId) : [];
  if (isMessageUnread(entry))
    await transition<MessageEntry>(
      session.kindergartenId,
      session.userId,
      'MSG',
      messageId,
      (e) => (isMessageUnread(e) ? { ...e, seen: true, unseenReplyIds: [] } : undefined),
      entry,
    );
  return {
    ...overviewOf(entry),
    title: item.title,
    content: encodeContent(String(item.content)),
    seenByCurrentUser: true,
    numberOfUnseenReplies: 0,
    modificationTime: (item.modificationTime as string | null) ?? null,
    replies: visibleReplies(replies, entry, session.userId).map((r) => ({
      id: r.id,
      content: encodeContent(r.content),
      creationTime: r.creationTime,
      createdBy: r.createdBy,
      participantId: r.participantId,
      canDelete: r.createdBy.id === session.userId,
    })),
    recipientsCount: entry.isSender ? Number(item.recipientsCount ?? 0) : null,
    canReply: entry.canReply && session.can('Messages', 'create'),
    canEdit: entry.isSender && entry.canReply && session.can('Messages', 'update'),
    attachments: attachmentsOf(item).map(attachmentInfoOf),
    version: item.version,
  };
}

/** A message's file, for the same people who may open the message. */
export async function messageAttachment(session: TenantRouteSession, messageId: string, fileKey: string) {
  const { item } = await entryAndItem(session, messageId);
  const attachment = attachmentsOf(item).find((a) => a.id === fileKey);
  const file = attachment && (await readStoredFile(attachment.s3Key));
  if (!attachment || !file) throw notFound('Файлът не е намерен.');
  return fileReply(attachment.fileName, attachment.contentType, file.body);
}

export async function setMessageSeen(session: TenantRouteSession, messageId: string) {
  const result = await transition<MessageEntry>(
    session.kindergartenId,
    session.userId,
    'MSG',
    messageId,
    (e) => (isMessageUnread(e) ? { ...e, seen: true, unseenReplyIds: [] } : undefined),
  );
  if (result === 'missing') throw messageNotFound();
  return saved(messageId);
}

export async function setAllMessagesSeen(session: TenantRouteSession) {
  const unread = await entriesOf<MessageEntry>(session.kindergartenId, session.userId, 'MSG', {
    expression: 'seen = :f OR size(unseenReplyIds) > :z',
    values: { ':f': false, ':z': 0 },
  });
  await transitionMany<MessageEntry>(session.kindergartenId, session.userId, unread, (e) =>
    isMessageUnread(e) ? { ...e, seen: true, unseenReplyIds: [] } : undefined,
  );
  return saved();
}
