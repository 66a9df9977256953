import { claimCheckedFile, readStoredFile } from '../../../platform/files/temp-files';
import { notFound } from '../../../platform/http/errors';
import { fileReply } from '../../../platform/http/replies';
import type { TenantRouteSession } from '../../../platform/http/route-session';

/**
 * The scans the books keep beside their entries (a letter, a document, a qualification certificate): PDF,
 * DOCX, JPEG or PNG up to 10 MB, stored under `books/<kg>/…` in S3, read back as the file it was uploaded as.
 */

export interface BookScan {
  fileName: string;
  contentType: string;
  size: number;
  s3Key: string;
}

const scanRule = {
  field: 'file',
  contentTypes: [
    'application/pdf',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'image/jpeg',
    'image/png',
  ],
  kinds: 'PDF, DOCX, JPEG или PNG',
  maxBytes: 10 * 1024 * 1024,
};

/** Keeps an uploaded scan under the kindergarten's books (400 naming `file`, with its `label`, for another kind or a bigger file; nothing kept). */
export async function claimScan(
  session: TenantRouteSession,
  file: { fileKey: string; fileName: string },
  label: string,
): Promise<BookScan> {
  const scan = await claimCheckedFile(
    session.userId,
    file,
    `books/${session.kindergartenId}/${file.fileKey}`,
    {
      ...scanRule,
      label,
    },
  );
  return { fileName: scan.fileName, contentType: scan.contentType, size: scan.size, s3Key: scan.s3Key };
}

/** The scan as the file it was uploaded as (404 when it is no longer stored). */
export async function scanReply(scan: BookScan) {
  const stored = await readStoredFile(scan.s3Key);
  if (!stored) throw notFound('Файлът не е намерен.');
  return fileReply(scan.fileName, scan.contentType, stored.body);
}
