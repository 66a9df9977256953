import { claimTempFiles, type StoredAttachment } from '../../../platform/files/temp-files';
import type { CommunicationItem } from '../fanout/items';

/** A message's files: claimed from the temporary uploads into the message's own prefix. */

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

export const dedupe = (files: AttachmentInput[]) => [...new Map(files.map((f) => [f.fileKey, f])).values()];

export const attachmentsOf = (item: CommunicationItem) => (item.attachments ?? []) as StoredAttachment[];

export const attachmentInfoOf = (a: StoredAttachment) => ({
  fileKey: a.id,
  fileName: a.fileName,
  contentType: a.contentType,
  size: a.size,
});
