import { randomUUID } from 'node:crypto';
import { attachmentMaxBytes } from '@gradina/shared/manifest/routes/files';
import { safeFileName } from '@gradina/shared/text-hygiene';
import { ApiError, invalidField } from '../http/errors';
import { allowedAttachmentsText, attachmentTypeOf } from './attachment-types';
import { copy, describe, download, remove, upload } from './s3';

/**
 * Temporary uploads: a file is uploaded on its own (`/api/files/temp/...`) and a message then names it by id.
 * The object lives under the uploader's own prefix, so naming someone else's id finds nothing; the bucket's
 * lifecycle rule removes `temp/` objects after a day, so abandoned uploads cost nothing.
 */
const tempKey = (userId: string, fileId: string) => `temp/${userId}/${fileId}`;

export interface TempFile {
  id: string;
  fileName: string;
  contentType: string;
  size: number;
}

/** A stored attachment: where its bytes are, and what the reader sees. */
export interface StoredAttachment extends TempFile {
  s3Key: string;
}

interface Part {
  fileName: string;
  data: Uint8Array;
  truncated: boolean;
}

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
function checkPart(part: Part, field: string): { fileName: string; bytes: Buffer; contentType: string } {
  const fileName = safeFileName(part.fileName);
  const bytes = Buffer.from(part.data);
  if (part.truncated || bytes.length > attachmentMaxBytes)
    throw new ApiError(
      413,
      'payload_too_large',
      `Файлът „${fileName}“ е по-голям от ${megabytes(attachmentMaxBytes)}.`,
      [{ field, message: `Файлът „${fileName}“ е по-голям от ${megabytes(attachmentMaxBytes)}.` }],
    );
  const contentType = attachmentTypeOf(fileName, bytes);
  if (!contentType) {
    const message = `Файлът „${fileName}“ не може да бъде прикачен: позволени са ${allowedAttachmentsText}.`;
    throw invalidField(field, message);
  }
  return { fileName, bytes, contentType };
}

/** Checks every part first, so a bad file in a batch stores none of them. */
export async function saveTempFiles(userId: string, parts: Part[], field: string): Promise<TempFile[]> {
  const checked = parts.map((p) => checkPart(p, field));
  const total = checked.reduce((sum, c) => sum + c.bytes.length, 0);
  if (total > attachmentMaxBytes)
    throw new ApiError(
      413,
      'payload_too_large',
      `Файловете заедно са повече от ${megabytes(attachmentMaxBytes)}.`,
    );
  return Promise.all(
    checked.map(async (c) => {
      const id = randomUUID();
      await upload('files', tempKey(userId, id), c.bytes, {
        contentType: c.contentType,
        fileName: c.fileName,
        metadata: { filename: encodeURIComponent(c.fileName) },
      });
      return { id, fileName: c.fileName, contentType: c.contentType, size: c.bytes.length };
    }),
  );
}

/** Removes one of the user's own temporary files; false when there was none (another user's id, or expired). */
export async function deleteTempFile(userId: string, fileId: string): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/.test(fileId) || !(await describe('files', tempKey(userId, fileId)))) return false;
  await remove('files', tempKey(userId, fileId));
  return true;
}

/**
 * Copies the user's temporary uploads to their owner's place (`destinationPrefix/<id>`). The temporary copy
 * stays until it expires, so a retried request finds it again. A file that is not the user's, or expired,
 * answers 400 naming the field.
 */
export async function claimTempFiles(
  userId: string,
  files: { fileKey: string; fileName: string }[],
  destinationPrefix: string,
  field: string,
): Promise<StoredAttachment[]> {
  return Promise.all(
    files.map(async (f) => {
      const from = tempKey(userId, f.fileKey);
      const found = /^[0-9a-f-]{36}$/.test(f.fileKey) ? await describe('files', from) : undefined;
      if (!found) {
        const message = `Прикаченият файл „${f.fileName}“ не е намерен или е изтекъл. Качете го отново.`;
        throw invalidField(field, message);
      }
      const s3Key = `${destinationPrefix}/${f.fileKey}`;
      await copy('files', from, s3Key);
      return {
        id: f.fileKey,
        fileName: safeFileName(decodeURIComponent(found.metadata.filename ?? encodeURIComponent(f.fileName))),
        contentType: found.contentType,
        size: found.size,
        s3Key,
      };
    }),
  );
}

export async function readStoredFile(s3Key: string) {
  return download('files', s3Key);
}

export async function removeStoredFiles(s3Keys: string[]) {
  await Promise.all(s3Keys.map((k) => remove('files', k)));
}

/** What a feature accepts for one kept file, and how its form names the field and the kinds. */
export interface FileRule {
  field: string;
  /** The field's label on the form, e.g. „Сканиран документ“. */
  label: string;
  contentTypes: readonly string[];
  /** The kinds as people know them, e.g. „PDF, PNG или JPEG“. */
  kinds: string;
  maxBytes: number;
}

/**
 * Keeps one uploaded file under `destinationPrefix` when it is of a kind and size the rule allows; otherwise
 * nothing is kept and the answer is 400 naming the field, the file and what was wrong.
 */
export async function claimCheckedFile(
  userId: string,
  file: { fileKey: string; fileName: string },
  destinationPrefix: string,
  rule: FileRule,
): Promise<StoredAttachment> {
  const [stored] = await claimTempFiles(userId, [file], destinationPrefix, rule.field);
  const f = stored!;
  const refusal = !rule.contentTypes.includes(f.contentType)
    ? `трябва да е ${rule.kinds}`
    : f.size > rule.maxBytes
      ? `е по-голям от ${megabytes(rule.maxBytes)}`
      : undefined;
  if (refusal) {
    await removeStoredFiles([f.s3Key]);
    throw invalidField(rule.field, `Полето "${rule.label}": файлът „${f.fileName}“ ${refusal}.`);
  }
  return f;
}
