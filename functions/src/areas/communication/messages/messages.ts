import { keys } from '../../../platform/db/keys';
import { checkVersion, staleWrite } from '../../../platform/db/versioned-update';
import { removeStoredFiles } from '../../../platform/files/temp-files';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import { lookup } from '../collections';
import { cleanRichText, createdByOf, saved } from '../common';
import { preview } from '../content';
import { entryFields } from '../fanout/fanout';
import type { CommunicationItem } from '../fanout/items';
import { itemKeys } from '../fanout/items';
import { queueRefresh, queueResolve, queueWithdraw } from '../fanout/publish';
import { newId } from '../ids';
import type { MessageEntry } from '../inbox/entries';
import { transition } from '../inbox/inbox';
import { newEntry } from '../inbox/items';
import { checkRecipients, nameOf, normalizeSpec, type RecipientSpec } from '../recipients/recipients';
import { type AttachmentInput, attachmentsOf, claimAttachments, dedupe } from './attachments';
import { markMessageDeleted, writeMessageVersion, writeNewMessage } from './items';
import { entryAndItem, messageNotFound } from './reading';

/** Sending, editing and deleting messages. */

export interface MessageInput extends RecipientSpec {
  title: string;
  content: string;
  attachments?: AttachmentInput[];
}

/**
 * Sends a message: the message item, the sender's own inbox entry and counter in ONE transaction, then one
 * queue message; a consumer resolves the recipients and writes their entries (resolve -> fan-out chunks),
 * so the request costs the same for one recipient or a whole kindergarten.
 */
export async function sendMessage(session: TenantRouteSession, input: MessageInput): Promise<string> {
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
  await writeNewMessage(item, own);
  await queueResolve(item);
  return id;
}

/**
 * The sender edits title and content: the new version and the sender's own entry in ONE transaction, then
 * one queue message that refreshes every recipient's entry (title, preview).
 */
export async function updateMessage(
  session: TenantRouteSession,
  input: { id: string; title: string; content: string; attachments?: AttachmentInput[]; version: number },
) {
  const kg = session.kindergartenId;
  const read = await entryAndItem(session, input.id);
  const item = read.item;
  let entry = read.entry;
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
  const fields = entryFields(next, itemKeys.communicationItem(kg, 'MSG', item.id));
  // The sender's entry changes when a reply arrives; a collision with that re-reads it and tries again.
  for (let attempt = 0; ; attempt++) {
    const outcome = await writeMessageVersion(next, input.version, entry, {
      ...entry,
      ...fields,
      itemVersion: version,
    } as MessageEntry);
    if (outcome === 'written') break;
    if (outcome === 'stale' || attempt >= 3) throw staleWrite();
    ({ entry } = await entryAndItem(session, input.id));
  }
  await removeStoredFiles(current.filter((a) => !kept.includes(a)).map((a) => a.s3Key));
  await queueRefresh(next);
  return saved(input.id);
}

/**
 * The sender deletes a message for everyone: marked deleted with their own entry gone in the request, then
 * a consumer withdraws it from every inbox and removes its replies and the item. A recipient holding the
 * delete right removes it from their own inbox only.
 */
export async function deleteMessage(session: TenantRouteSession, messageId: string) {
  const kg = session.kindergartenId;
  const read = await entryAndItem(session, messageId);
  const { item, isOwnKindergartenItem } = read;
  let entry = read.entry;
  if (!entry.isSender || !isOwnKindergartenItem) {
    await transition<MessageEntry>(kg, session.userId, 'MSG', messageId, () => null, entry);
    return saved(messageId);
  }
  for (let attempt = 0; ; attempt++) {
    const outcome = await markMessageDeleted(entry);
    if (outcome === 'deleted') break;
    if (outcome === 'missing') throw messageNotFound();
    if (attempt >= 3) throw staleWrite();
    ({ entry } = await entryAndItem(session, messageId));
  }
  await removeStoredFiles(attachmentsOf(item).map((a) => a.s3Key));
  await queueWithdraw(kg, 'MSG', messageId);
  return saved(messageId);
}
