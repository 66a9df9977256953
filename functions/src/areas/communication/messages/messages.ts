import { keys } from '../../../platform/db/keys';
import { checkVersion, versionedPut } from '../../../platform/db/versioned-update';
import { removeStoredFiles } from '../../../platform/files/temp-files';
import { enqueue } from '../../../platform/queue/send';
import { lookup } from '../collections';
import { cleanRichText, createdByOf, saved, type TenantSession } from '../common';
import { preview } from '../content';
import {
  applyRecipients,
  chunkSize,
  entryFields,
  type FanoutPayload,
  forEachRecipientChunk,
  type ResolvePayload,
  recipientChunks,
  recipientsOf,
  withdrawAll,
} from '../fanout/fanout';
import type { CommunicationItem } from '../fanout/items';
import { itemKeys } from '../fanout/items';
import { newId } from '../ids';
import type { MessageEntry } from '../inbox/entries';
import { deliver, transition } from '../inbox/inbox';
import { newEntry } from '../inbox/items';
import {
  checkRecipients,
  isExplicit,
  nameOf,
  normalizeSpec,
  type RecipientSpec,
} from '../recipients/recipients';
import { type AttachmentInput, attachmentsOf, claimAttachments, dedupe } from './attachments';
import { deleteMessageItems, writeNewMessage } from './items';
import { entryAndItem, messageNotFound } from './reading';

/** Sending, editing and deleting messages. */

export interface MessageInput extends RecipientSpec {
  title: string;
  content: string;
  attachments?: AttachmentInput[];
}

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
  const key = itemKeys.communicationItem(kg, 'MSG', id);
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
  await writeNewMessage(item, own, recipientChunks(item, recipients));
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
  const ref = itemKeys.communicationItem(kg, 'MSG', item.id);
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
    await deleteMessageItems(kg, messageId, () => withdrawAll(kg, 'MSG', messageId));
    await removeStoredFiles(attachmentsOf(item).map((a) => a.s3Key));
  }
  await transition<MessageEntry>(kg, session.userId, 'MSG', messageId, () => null, entry);
  return saved(messageId);
}
