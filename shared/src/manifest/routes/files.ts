import { z } from 'zod';
import { saveReply } from '../../schemas/common';
import { fileReplyKind, id } from '../../schemas/fields';
import { defineRoutes, needs, signedIn } from '../route';

/** Avatars: at most 2 MB, PNG, JPEG or WebP (checked by their first bytes, not by the name). */
export const avatarMaxBytes = 2 * 1024 * 1024;
export const avatarContentTypes = ['image/png', 'image/jpeg', 'image/webp'];

/**
 * Attachments (temporary uploads, then claimed by a message): at most 4 MB each. API Gateway hands a binary
 * body to Lambda base64-encoded and a Lambda request carries at most 6 MB, so 4 MB of file is what fits.
 */
export const attachmentMaxBytes = 4 * 1024 * 1024;
export const attachmentsPerUpload = 5;
/** What a kindergarten sends: documents, spreadsheets, presentations, pictures and plain text. */
export const attachmentExtensions = [
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'odt',
  'ods',
  'odp',
  'rtf',
  'txt',
  'csv',
  'png',
  'jpg',
  'jpeg',
  'gif',
  'webp',
] as const;

/** One part of a multipart/form-data body as the area handler parses it. */
export const uploadedFile = (title: string) =>
  z
    .object({
      fileName: z.string().min(1).max(255).meta({ title: 'Име на файла' }),
      contentType: z.string(),
      data: z.instanceof(Uint8Array),
      truncated: z.boolean(),
    })
    .meta({ title });

/** A multipart field that may carry one file or several under the same name. */
const uploadedFiles = (title: string) =>
  z.preprocess(
    (v) => (v && typeof v === 'object' && !Array.isArray(v) ? [v] : v),
    z.array(uploadedFile(title)).min(1).max(attachmentsPerUpload).meta({ title }),
  );

export const tempFile = z.object({
  /** What a message's `attachments[].fileKey` names. */
  id: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});

const singleUpload = { body: z.object({ file: uploadedFile('Файл') }), encoding: 'multipart' as const };

export const filesRoutes = defineRoutes('files', {
  uploadTemp: {
    method: 'POST',
    path: '/api/files/temp/upload',
    permission: signedIn,
    request: singleUpload,
    reply: { kind: 'json', schema: tempFile },
    summary:
      'Качва файл за прикачване (multipart, поле file; до 4 MB; PDF, Office, OpenDocument, изображения, текст); пази се 1 ден',
  },
  uploadTempMultiple: {
    method: 'POST',
    path: '/api/files/temp/multiple/upload',
    permission: signedIn,
    request: { body: z.object({ files: uploadedFiles('Файлове') }), encoding: 'multipart' },
    reply: { kind: 'json', schema: z.array(tempFile) },
    summary: 'Качва до 5 файла наведнъж (multipart, поле files); общо до 4 MB',
  },
  uploadTempFile: {
    method: 'POST',
    path: '/api/files/temp/',
    permission: signedIn,
    request: singleUpload,
    reply: { kind: 'json', schema: tempFile },
    summary: 'Качва файл за прикачване (multipart, поле file); същото като /api/files/temp/upload',
  },
  deleteTemp: {
    method: 'DELETE',
    path: '/api/files/{id}',
    permission: signedIn,
    // object: the caller's own temporary file: its key is built from the session's user
    object: 'none',
    request: { path: z.object({ id: id('Файл') }) },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Премахва качен, още неприкачен файл на влезлия потребител',
  },
  uploadAvatar: {
    method: 'POST',
    path: '/api/Files/avatars',
    permission: signedIn,
    request: {
      body: z.object({
        /** Base64, optionally as a data URL (`data:image/png;base64,...`). */
        data: z.string().min(1).meta({ title: 'Снимка' }),
        fileName: z.string().trim().max(255).optional().meta({ title: 'Име на файла' }),
      }),
    },
    reply: { kind: 'json', schema: saveReply.extend({ avatarPath: z.string().nullable() }) },
    summary:
      'Качва снимката на влезлия потребител (base64, до 2 MB, PNG/JPEG/WebP); връща новия avatarPath (добавено от продукта)',
  },
  avatar: {
    method: 'GET',
    path: '/api/Files/avatars/{userId}',
    permission: signedIn,
    request: { path: z.object({ userId: id('Потребител') }) },
    reply: { kind: 'file', contentTypes: avatarContentTypes },
    summary:
      'Снимката на потребител (ETag, Cache-Control private): за него самия и за потребители от обща детска градина',
  },
  kitchenMenuFile: {
    method: 'GET',
    path: '/api/Files/kitchen-menus/{kindergartenId}/{fileId}',
    permission: needs('Menus', 'read'),
    request: {
      path: z.object({
        kindergartenId: id('Детска градина'),
        // `<menuId>_<YYYY-MM-DD>`: a menu's week by any of its dates, a stable address to send parents.
        fileId: z
          .string()
          .regex(/^[\w-]{1,64}_\d{4}-\d{2}-\d{2}$/, {
            error: 'Полето "Файл" трябва да е меню и дата от седмицата.',
          })
          .meta({ title: 'Файл' }),
      }),
    },
    reply: fileReplyKind('application/pdf'),
    summary: 'Седмицата на меню за печат (PDF) по постоянен адрес: меню и дата от седмицата (issue #35)',
  },
  deleteAvatar: {
    method: 'DELETE',
    path: '/api/Files/avatars',
    permission: signedIn,
    request: {},
    reply: { kind: 'json', schema: saveReply },
    summary: 'Премахва снимката на влезлия потребител (добавено от продукта)',
  },
});
