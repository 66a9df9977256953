import { Audience } from '@gradina/shared';
import { pageOf } from '../../../platform/db';
import { keys } from '../../../platform/db/keys';
import { notFound } from '../../../platform/http/errors';
import type { SessionContext } from '../../../platform/http/session';
import { enqueue } from '../../../platform/queue/send';
import { lookup, readMany } from '../collections';
import { cleanRichText, createdByOf, saved } from '../common';
import { encodeContent, preview } from '../content';
import type { BroadcastPayload } from '../fanout/fanout';
import type { CommunicationItem } from '../fanout/items';
import { newId } from '../ids';
import { type AttachmentInput, claimAttachments } from '../messages/attachments';
import { nameOf } from '../recipients/recipients';
import type { MaintenanceItem } from './items';
import {
  clearMaintenanceItem,
  maintenanceItems,
  platformKeys,
  platformMessages,
  putAcknowledgement,
  putNewMessage,
  readMaintenanceItem,
  readProfile,
} from './items';

/**
 * Master's messages to kindergartens. One item on the platform partition; a broadcast job enqueues one
 * resolve per kindergarten (members by audience, through the membership index), whose fan-out chunks write
 * inbox entries pointing at the platform item and push to the users' open sessions in that kindergarten.
 */
async function sendPlatformMessage(
  session: SessionContext,
  input: {
    title: string;
    content: string;
    audience: Audience;
    kindergartenIds: string[] | null;
    attachments?: AttachmentInput[];
  },
  kind: 'administrative' | 'kindergartens',
) {
  const content = cleanRichText(input.content, 'content', 'Съдържание');
  const ids = input.kindergartenIds ? [...new Set(input.kindergartenIds)] : null;
  const found = await readMany([keys.user(session.userId), ...(ids ?? []).map((k) => keys.kindergarten(k))]);
  if (ids?.some((k) => !lookup(found, keys.kindergarten(k))))
    throw notFound('Детската градина не е намерена.');
  const now = Date.now();
  const id = newId(now);
  const ref = platformKeys.platformMessage(id);
  const attachments = await claimAttachments(session, null, id, input.attachments);
  const item: CommunicationItem = {
    ...ref,
    type: 'PlatformMessage',
    kind: 'MSG',
    id,
    kindergartenId: null,
    version: 1,
    title: input.title,
    content,
    preview: preview(content),
    creationTime: new Date(now).toISOString(),
    createdBy: createdByOf(session, nameOf(lookup(found, keys.user(session.userId)))),
    recipients: { audience: input.audience },
    audience: input.audience,
    kindergartenIds: ids ?? [],
    isAdministrative: kind === 'administrative',
    messageKind: kind,
    attachments,
  };
  await putNewMessage(item);
  await enqueue('work', {
    type: 'communication.broadcast',
    key: `${id}#broadcast`,
    payload: {
      kindergartenIds: ids,
      next: { type: 'message', ref, messageId: id, spec: { audience: input.audience } },
    } satisfies BroadcastPayload,
  });
  return saved(id);
}

/** POST /administration/Message: everyone (All), every parent (OnlyClasses) or the staff (OnlyStaff). */
export const sendAdministrativeMessage = (
  session: SessionContext,
  input: { title: string; content: string; audience?: Audience; kindergartenIds?: string[] },
) =>
  sendPlatformMessage(
    session,
    {
      ...input,
      audience: input.audience ?? Audience.All,
      kindergartenIds: input.kindergartenIds?.length ? input.kindergartenIds : null,
    },
    'administrative',
  );

/** POST /Messages/for-kindergartens: the staff of the chosen kindergartens. */
export const sendToKindergartens = (
  session: SessionContext,
  input: { title: string; content: string; kindergartenIds: string[]; attachments?: AttachmentInput[] },
) =>
  sendPlatformMessage(
    session,
    { ...input, audience: Audience.OnlyStaff, kindergartenIds: input.kindergartenIds },
    'kindergartens',
  );

export async function administrativeMessages(q: { PageNumber?: number; PageSize?: number }) {
  const items = await platformMessages();
  return pageOf(
    items.map((i) => ({
      id: String(i.id),
      title: String(i.title),
      content: encodeContent(String(i.content)),
      creationTime: String(i.creationTime),
      createdBy: i.createdBy as CommunicationItem['createdBy'],
      audience: (i.audience as Audience | undefined) ?? null,
      kindergartenIds: (i.kindergartenIds as string[] | undefined) ?? [],
      kind: i.messageKind === 'kindergartens' ? ('kindergartens' as const) : ('administrative' as const),
    })),
    q.PageNumber,
    q.PageSize ?? 20,
  );
}

// Maintenance messages

export const maintenanceView = (m: MaintenanceItem) => ({
  id: m.id,
  title: m.title,
  content: encodeContent(m.content),
  creationTime: m.creationTime,
  createdBy: m.createdBy,
  isActive: m.isActive,
  clearedTime: m.clearedTime ?? null,
});

/** A push to every user of every kindergarten: through the queue, kindergarten by kindergarten. */
async function pushToEveryone(event: BroadcastPayload['next'] & { type: 'push' }) {
  await enqueue('work', {
    type: 'communication.broadcast',
    key: `${event.key}#broadcast`,
    payload: { kindergartenIds: null, next: event } satisfies BroadcastPayload,
  });
}

export async function maintenanceMessages(q: { PageNumber?: number; PageSize?: number }) {
  const items = await maintenanceItems();
  return pageOf(items.map(maintenanceView), q.PageNumber, q.PageSize ?? 20);
}

export async function createMaintenanceMessage(
  session: SessionContext,
  input: { title: string; content: string },
) {
  const content = cleanRichText(input.content, 'content', 'Съдържание');
  const profile = await readProfile(session.userId);
  const now = Date.now();
  const id = newId(now);
  const item: MaintenanceItem = {
    ...platformKeys.maintenanceMessage(id),
    type: 'MaintenanceMessage',
    id,
    title: input.title,
    content,
    creationTime: new Date(now).toISOString(),
    createdBy: createdByOf(session, nameOf(profile)),
    isActive: true,
    clearedTime: null,
  };
  await putNewMessage(item);
  await pushToEveryone({
    type: 'push',
    key: `maintenance#${id}`,
    audience: Audience.All,
    event: {
      event: 'receiveMaintenanceMessage',
      data: { id, title: item.title, content: encodeContent(content) },
    },
  });
  return saved(id);
}

export async function clearMaintenanceMessage(id: string) {
  // Cleared already: a retry answers the same and pushes the clear again; a missing id is "not found".
  if (!(await clearMaintenanceItem(id, new Date().toISOString())) && !(await readMaintenanceItem(id)))
    throw notFound('Съобщението не е намерено.');
  await pushToEveryone({
    type: 'push',
    key: `maintenance-clear#${id}`,
    audience: Audience.All,
    event: { event: 'clearMaintenanceMessage', data: { id } },
  });
  return saved(id);
}

/** Active maintenance messages the user has not acknowledged: one Query, one BatchGet of acknowledgements. */
export async function currentMaintenanceMessages(session: SessionContext) {
  const active = await maintenanceItems(true);
  const acks = await readMany(active.map((m) => platformKeys.maintenanceAck(m.id, session.userId)));
  const rows = active
    .filter((m) => !lookup(acks, platformKeys.maintenanceAck(m.id, session.userId)))
    .map(maintenanceView);
  return { result: rows, rowsCount: rows.length };
}

export async function acknowledgeMaintenanceMessage(session: SessionContext, id: string) {
  const message = await readMaintenanceItem(id);
  if (!message) throw notFound('Съобщението не е намерено.');
  await putAcknowledgement(id, session.userId, new Date().toISOString());
  return saved(id);
}
