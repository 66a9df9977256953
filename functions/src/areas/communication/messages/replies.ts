import { keys } from '../../../platform/db/keys';
import { notFound } from '../../../platform/http/errors';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import { lookup } from '../collections';
import { cleanRichText, createdByOf, refused, saved } from '../common';
import type { CommunicationItem } from '../fanout/items';
import { queueReply } from '../fanout/publish';
import { newId } from '../ids';
import { inboxKeys } from '../inbox/items';
import { nameOf } from '../recipients/recipients';
import { deleteReplyItem, messageKeys, putReply, type ReplyItem, readReply } from './items';
import { entryAndItem } from './reading';

/** Replies: a recipient's conversation with the sender, or the sender's answer to one recipient or all. */

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

/** One queue message: a consumer changes the entries the reply concerns (every recipient's, read there). */
function notifyReply(
  session: TenantRouteSession,
  item: CommunicationItem,
  reply: ReplyItem,
  op: 'add' | 'remove',
) {
  const targets = replyTargets(item, reply.participantId, reply.createdBy.id);
  return queueReply({
    kindergartenId: session.kindergartenId,
    messageId: item.id,
    title: item.title,
    replyId: reply.id,
    op,
    ...(targets.toAll ? {} : { userIds: targets.userIds }),
  });
}

/**
 * A reply. A recipient's reply is a conversation with the sender (only the two see it); the sender answers
 * one recipient (`recipientId`) or, without it, every recipient.
 */
export async function replyToMessage(
  session: TenantRouteSession,
  messageId: string,
  input: { content: string; recipientId?: string | null },
): Promise<string | ReturnType<typeof refused>> {
  const kg = session.kindergartenId;
  // The chosen recipient's entry comes in the same read: a sender may answer only a recipient.
  const chosen = input.recipientId
    ? inboxKeys.inboxEntry(kg, input.recipientId, 'MSG', messageId)
    : undefined;
  const { entry, item, isOwnKindergartenItem, found } = await entryAndItem(session, messageId, [
    keys.user(session.userId),
    ...(chosen ? [chosen] : []),
  ]);
  if (!isOwnKindergartenItem || !entry.canReply)
    return refused('На това съобщение не може да се отговаря.', messageId);
  const content = cleanRichText(input.content, 'content', 'Отговор');
  let participantId: string | null = entry.isSender ? (input.recipientId ?? null) : session.userId;
  if (entry.isSender && participantId) {
    if (participantId === session.userId) participantId = null;
    else if (!chosen || !lookup(found, chosen))
      throw notFound('Получателят не е сред получателите на съобщението.');
  }
  const profile = lookup(found, keys.user(session.userId));
  const replyId = newId();
  const reply: ReplyItem = {
    ...messageKeys.messageReply(kg, messageId, replyId),
    type: 'MessageReply',
    id: replyId,
    messageId,
    content,
    creationTime: new Date().toISOString(),
    createdBy: createdByOf(session, nameOf(profile)),
    participantId,
  };
  await putReply(reply);
  await notifyReply(session, item, reply, 'add');
  return replyId;
}

export async function deleteReply(session: TenantRouteSession, messageId: string, replyId: string) {
  const kg = session.kindergartenId;
  const { item } = await entryAndItem(session, messageId);
  const reply = await readReply(kg, messageId, replyId);
  if (!reply || !(await deleteReplyItem(kg, messageId, replyId))) throw notFound('Отговорът не е намерен.');
  await notifyReply(session, item, reply, 'remove');
  return saved(replyId);
}
