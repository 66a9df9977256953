import { Role } from '@gradina/shared';
import type { NoticeMessage } from '../../../domain/notices';
import { onceOnly } from '../../../platform/queue/idempotency';
import type { WorkMessage } from '../../../platform/queue/send';
import { preview } from '../content';
import { newId } from '../ids';
import { type CommunicationItem, itemKeys, writeItemVersion } from './items';
import { queueResolve } from './publish';

/** The sender of notices other features raise (domain/notices): the system, not a person. */
export const systemSender = { id: 'system', name: 'Система', userType: Role.Director } as const;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The message a notice becomes: from "Система" to the notice's users, delivered like any message. */
export function noticeItem(notice: NoticeMessage, now: number): CommunicationItem {
  const id = newId(now);
  const content = `<p>${escapeHtml(notice.text)}</p>`;
  return {
    ...itemKeys.communicationItem(notice.kindergartenId, 'MSG', id),
    type: 'Message',
    kind: 'MSG',
    id,
    kindergartenId: notice.kindergartenId,
    version: 1,
    title: notice.title,
    content,
    preview: preview(content),
    creationTime: new Date(now).toISOString(),
    modificationTime: null,
    createdBy: { ...systemSender },
    recipients: { audience: null, groupIds: [], childIds: [], userIds: [...new Set(notice.userIds)] },
    recipientsCount: null,
    isAdministrative: false,
    attachments: [],
  };
}

/** The work-queue consumer of notices: once per notice key, a message item and its delivery. */
export async function noticeConsumer(message: WorkMessage): Promise<void> {
  const notice = message.payload as NoticeMessage;
  await onceOnly('communication.notice', message.key, async () => {
    const item = noticeItem(notice, Date.now());
    if (await writeItemVersion(item)) await queueResolve(item);
  });
}
