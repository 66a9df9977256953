import { DeleteCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../../platform/db/client';
import { keys } from '../../../platform/db/keys';
import { checkVersion, versionedPut } from '../../../platform/db/versioned-update';
import {
  claimTempFiles,
  readStoredFile,
  removeStoredFiles,
  type StoredAttachment,
} from '../../../platform/files/temp-files';
import { notFound } from '../../../platform/http/errors';
import { fileReply } from '../../../platform/http/replies';
import { enqueue } from '../../../platform/queue/send';
import { can, cleanRichText, createdByOf, refused, saved, type TenantSession } from '../common';
import { encodeContent, preview } from '../content';
import {
  applyRecipients,
  type CommunicationItem,
  chunkSize,
  entryFields,
  type FanoutPayload,
  forEachRecipientChunk,
  type ResolvePayload,
  recipientChunks,
  recipientsOf,
  withdrawAll,
} from '../fanout/fanout';
import { applyReplyToEntries, type RepliesPayload } from '../fanout/replies';
import { newId } from '../ids';
import {
  createActions,
  deliver,
  entriesOf,
  isMessageUnread,
  type MessageEntry,
  newEntry,
  transition,
  transitionMany,
} from '../inbox/inbox';
import {
  checkRecipients,
  isExplicit,
  nameOf,
  normalizeSpec,
  type RecipientSpec,
} from '../recipients/recipients';
import {
  batchGet,
  batchWrite,
  getItem,
  type Item,
  type Key,
  lookup,
  queryPartition,
  transact,
} from '../store';

export interface MessageInput extends RecipientSpec {
  title: string;
  content: string;
  attachments?: AttachmentInput[];
}

const messageNotFound = () => notFound('Съобщението не е намерено.');

export interface AttachmentInput {
  fileKey: string;
  fileName: string;
}

/** Where a message's files live: under its kindergarten (or the platform's) and the message, never the request. */
export const attachmentsPrefix = (kindergartenId: string | null, messageId: string) =>
  `attachments/${kindergartenId ?? 'platform'}/messages/${messageId}`;

export const claimAttachments = (
  session: { userId: string },
  kindergartenId: string | null,
  messageId: string,
  files: AttachmentInput[] | undefined,
) =>
  files?.length
    ? claimTempFiles(
        session.userId,
        dedupe(files),
        attachmentsPrefix(kindergartenId, messageId),
        'attachments',
      )
    : Promise.resolve([]);

const dedupe = (files: AttachmentInput[]) => [...new Map(files.map((f) => [f.fileKey, f])).values()];

const attachmentsOf = (item: CommunicationItem) => (item.attachments ?? []) as StoredAttachment[];

const attachmentInfoOf = (a: StoredAttachment) => ({
  fileKey: a.id,
  fileName: a.fileName,
  contentType: a.contentType,
  size: a.size,
});

/**
 * Sends a message: the message item, the sender's own inbox entry and counter in one transaction; the
 * recipients are then reached in the request when they are a short list of chosen users, otherwise through
 * the queue (resolve -> fan-out chunks), so a message to a whole kindergarten returns at once.
 */
export async function sendMessage(session: TenantSession, input: MessageInput): Promise<string> {
  const kg = session.kindergartenId;
  const spec = normalizeSpec(input);
  const content = cleanRichText(input.content, 'content', 'Съдържание');
  const found = await checkRecipients(session, spec, [keys.user(session.userId)]);
  const now = Date.now();
  const id = newId(now);
  const key = keys.communicationItem(kg, 'MSG', id);
  const attachments = await claimAttachments(session, kg, id, input.attachments);
  const item: CommunicationItem = {
    ...key,
    type: 'Message',
    kind: 'MSG',
    id,
    kindergartenId: kg,
    version: 1,
    title: input.title,
    content,
    preview: preview(content),
    creationTime: new Date(now).toISOString(),
    modificationTime: null,
    createdBy: createdByOf(session, nameOf(lookup(found, keys.user(session.userId)))),
    recipients: spec,
    recipientsCount: null,
    isAdministrative: false,
    attachments,
  };
  const own = newEntry(kg, session.userId, id, 1, entryFields(item, key), { isSender: true, seen: true });
  // Chosen users only: the recipients are known, stored with the message and reached in this request.
  const inline = isExplicit(spec) && spec.userIds.length <= chunkSize;
  const recipients = inline ? recipientsOf(item, spec.userIds) : [];
  if (inline) item.recipientsCount = recipients.length;
  await transact([
    { Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(PK)' } },
    ...createActions(own),
    ...recipientChunks(item, recipients).map((Item) => ({ Put: { TableName: tableName(), Item } })),
  ]);
  if (inline) {
    await applyRecipients(item, recipients, { inline: true, stored: true });
  } else {
    await enqueue('work', {
      type: 'communication.resolve',
      key: `${id}#v1`,
      payload: { kindergartenId: kg, kind: 'MSG', itemId: id, version: 1 } satisfies ResolvePayload,
    });
  }
  return id;
}

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
export async function inbox(session: TenantSession, query: InboxQuery) {
  const size = query.PageSize ?? 10;
  const page = query.PageNumber ?? 1;
  const descending = query.OrderByDescending ?? true;
  const counters = keys.inboxCounters(session.kindergartenId, session.userId);
  const res = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': counters.PK, ':from': 'MSG#', ':to': counters.SK },
      ScanIndexForward: !descending,
      Limit: page * size + 1,
    }),
  );
  const items = res.Items ?? [];
  let counterItem = items.find((i) => i.SK === counters.SK);
  const entries = items.filter((i) => i.SK !== counters.SK) as MessageEntry[];
  if (!counterItem && res.LastEvaluatedKey) counterItem = await getItem(counters);
  const rowsCount = counterItem ? Number(counterItem.messagesTotal ?? 0) : entries.length;
  return {
    result: entries.slice((page - 1) * size, page * size).map(overviewOf),
    rowsCount: Math.max(rowsCount, 0),
  };
}

interface ReplyItem extends Item {
  id: string;
  messageId: string;
  content: string;
  creationTime: string;
  createdBy: MessageEntry['createdBy'];
  participantId: string | null;
}

/** The entry and message item of a user's message (a platform message is read through the entry's ref). */
async function entryAndItem(session: TenantSession, messageId: string, extra: Key[] = []) {
  const kg = session.kindergartenId;
  const entryKey = keys.inboxEntry(kg, session.userId, 'MSG', messageId);
  const itemKey = keys.communicationItem(kg, 'MSG', messageId);
  const found = await batchGet([entryKey, itemKey, ...extra], true);
  const entry = lookup<MessageEntry>(found, entryKey);
  if (!entry) throw messageNotFound();
  let item = lookup<CommunicationItem>(found, itemKey);
  if (entry.ref.PK !== itemKey.PK) item = await getItem<CommunicationItem>(entry.ref);
  if (!item) throw messageNotFound();
  return { entry, item, isOwnKindergartenItem: entry.ref.PK === itemKey.PK, found };
}

const visibleReplies = (replies: ReplyItem[], entry: MessageEntry, userId: string) =>
  entry.isSender ? replies : replies.filter((r) => r.participantId === null || r.participantId === userId);

/** Opens a message (only its recipients and its sender have an entry): replies included, marked seen. */
export async function openMessage(session: TenantSession, messageId: string) {
  const { entry, item, isOwnKindergartenItem } = await entryAndItem(session, messageId);
  const replies = isOwnKindergartenItem
    ? await queryPartition<ReplyItem>(keys.messageReply(session.kindergartenId, messageId).PK, 'REPLY#')
    : [];
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
    canReply: entry.canReply && can(session, 'Messages', 'create'),
    canEdit: entry.isSender && entry.canReply && can(session, 'Messages', 'update'),
    attachments: attachmentsOf(item).map(attachmentInfoOf),
    version: item.version,
  };
}

/** A message's file, for the same people who may open the message. */
export async function messageAttachment(session: TenantSession, messageId: string, fileKey: string) {
  const { item } = await entryAndItem(session, messageId);
  const attachment = attachmentsOf(item).find((a) => a.id === fileKey);
  const file = attachment && (await readStoredFile(attachment.s3Key));
  if (!attachment || !file) throw notFound('Файлът не е намерен.');
  return fileReply(attachment.fileName, attachment.contentType, file.body);
}

export async function setMessageSeen(session: TenantSession, messageId: string) {
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

export async function setAllMessagesSeen(session: TenantSession) {
  const unread = await entriesOf<MessageEntry>(session.kindergartenId, session.userId, 'MSG', {
    expression: 'seen = :f OR size(unseenReplyIds) > :z',
    values: { ':f': false, ':z': 0 },
  });
  await transitionMany<MessageEntry>(session.kindergartenId, session.userId, unread, (e) =>
    isMessageUnread(e) ? { ...e, seen: true, unseenReplyIds: [] } : undefined,
  );
  return saved();
}

/** The users a reply concerns: a recipient's reply goes to the sender; the sender's to one recipient or all. */
function replyTargets(
  item: CommunicationItem,
  participantId: string | null,
  authorId: string,
): { userIds: string[]; toAll: boolean } {
  if (authorId !== item.createdBy.id) return { userIds: [item.createdBy.id], toAll: false };
  if (participantId) return { userIds: [participantId], toAll: false };
  return { userIds: [], toAll: true };
}

async function notifyReply(
  session: TenantSession,
  item: CommunicationItem,
  reply: ReplyItem,
  op: 'add' | 'remove',
) {
  const kg = session.kindergartenId;
  const base = { kindergartenId: kg, messageId: item.id, title: item.title, replyId: reply.id, op };
  const targets = replyTargets(item, reply.participantId, reply.createdBy.id);
  if (!targets.toAll) {
    await applyReplyToEntries({ ...base, userIds: targets.userIds });
    return;
  }
  await forEachRecipientChunk(
    kg,
    'MSG',
    item.id,
    async (userIds) => {
      await applyReplyToEntries({ ...base, userIds });
    },
    (userIds, n) => ({
      type: 'communication.replies',
      key: `${item.id}#${reply.id}#${op}#${n}`,
      payload: { ...base, userIds } satisfies RepliesPayload,
    }),
  );
}

/**
 * A reply. A recipient's reply is a conversation with the sender (only the two see it); the sender answers
 * one recipient (`recipientId`) or, without it, every recipient.
 */
export async function replyToMessage(
  session: TenantSession,
  messageId: string,
  input: { content: string; recipientId?: string | null },
): Promise<string | ReturnType<typeof refused>> {
  const kg = session.kindergartenId;
  const { entry, item, isOwnKindergartenItem, found } = await entryAndItem(session, messageId, [
    keys.user(session.userId),
  ]);
  if (!isOwnKindergartenItem || !entry.canReply)
    return refused('На това съобщение не може да се отговаря.', messageId);
  const content = cleanRichText(input.content, 'content', 'Отговор');
  let participantId: string | null = entry.isSender ? (input.recipientId ?? null) : session.userId;
  if (entry.isSender && participantId) {
    if (participantId === session.userId) participantId = null;
    else if (!(await getItem(keys.inboxEntry(kg, participantId, 'MSG', messageId))))
      throw notFound('Получателят не е сред получателите на съобщението.');
  }
  const profile = lookup(found, keys.user(session.userId));
  const replyId = newId();
  const reply: ReplyItem = {
    ...keys.messageReply(kg, messageId, replyId),
    type: 'MessageReply',
    id: replyId,
    messageId,
    content,
    creationTime: new Date().toISOString(),
    createdBy: createdByOf(session, nameOf(profile)),
    participantId,
  };
  await db().send(
    new PutCommand({ TableName: tableName(), Item: reply, ConditionExpression: 'attribute_not_exists(PK)' }),
  );
  await notifyReply(session, item, reply, 'add');
  return replyId;
}

export async function deleteReply(session: TenantSession, messageId: string, replyId: string) {
  const kg = session.kindergartenId;
  const { item } = await entryAndItem(session, messageId);
  const reply = await getItem<ReplyItem>(keys.messageReply(kg, messageId, replyId), true);
  if (!reply) throw notFound('Отговорът не е намерен.');
  try {
    await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: keys.messageReply(kg, messageId, replyId),
        ConditionExpression: 'attribute_exists(PK)',
      }),
    );
  } catch (e) {
    if ((e as Error).name === 'ConditionalCheckFailedException') throw notFound('Отговорът не е намерен.');
    throw e;
  }
  await notifyReply(session, item, reply, 'remove');
  return saved(replyId);
}

/** The sender edits title and content; every entry's title and preview follow (version + refresh). */
export async function updateMessage(
  session: TenantSession,
  input: { id: string; title: string; content: string; attachments?: AttachmentInput[]; version: number },
) {
  const kg = session.kindergartenId;
  const { item } = await entryAndItem(session, input.id);
  checkVersion(item, input.version);
  const content = cleanRichText(input.content, 'content', 'Съдържание');
  const version = item.version + 1;
  // Without a list the files stay as they are; with one, kept keys keep their files and new keys are claimed.
  const current = attachmentsOf(item);
  const wanted = input.attachments ? dedupe(input.attachments) : undefined;
  const kept = wanted ? current.filter((a) => wanted.some((w) => w.fileKey === a.id)) : current;
  const added = await claimAttachments(
    session,
    kg,
    item.id,
    wanted?.filter((w) => !current.some((a) => a.id === w.fileKey)),
  );
  const next: CommunicationItem = {
    ...item,
    version,
    title: input.title,
    content,
    preview: preview(content),
    modificationTime: new Date().toISOString(),
    attachments: [...kept, ...added],
  };
  await versionedPut(next, { expected: input.version, missing: messageNotFound });
  await removeStoredFiles(current.filter((a) => !kept.includes(a)).map((a) => a.s3Key));
  const ref = keys.communicationItem(kg, 'MSG', item.id);
  const fields = entryFields(next, ref);
  await deliver(kg, item.id, version, [session.userId], fields, { createMissing: false });
  await forEachRecipientChunk(
    kg,
    'MSG',
    item.id,
    async (userIds) => {
      await deliver(kg, item.id, version, userIds, fields, { createMissing: false });
    },
    (userIds, n) => ({
      type: 'communication.fanout',
      key: `${item.id}#v${version}#${n}`,
      payload: {
        kindergartenId: kg,
        kind: 'MSG',
        itemId: item.id,
        version,
        userIds,
        createMissing: false,
      } satisfies FanoutPayload,
    }),
  );
  return saved(input.id);
}

/**
 * The sender deletes a message for everyone (item, replies, every entry); a recipient holding the delete
 * right removes it from their own inbox only.
 */
export async function deleteMessage(session: TenantSession, messageId: string) {
  const kg = session.kindergartenId;
  const { entry, item, isOwnKindergartenItem } = await entryAndItem(session, messageId);
  if (entry.isSender && isOwnKindergartenItem) {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.communicationItem(kg, 'MSG', messageId),
        UpdateExpression: 'SET deleted = :t',
        ExpressionAttributeValues: { ':t': true },
      }),
    );
    await withdrawAll(kg, 'MSG', messageId);
    const replies = await queryPartition<Key>(keys.messageReply(kg, messageId).PK, 'REPLY#', {
      ProjectionExpression: 'PK, SK',
    });
    await batchWrite([], [...replies, keys.communicationItem(kg, 'MSG', messageId)]);
    await removeStoredFiles(attachmentsOf(item).map((a) => a.s3Key));
  }
  await transition<MessageEntry>(kg, session.userId, 'MSG', messageId, () => null, entry);
  return saved(messageId);
}

export type { Item };
