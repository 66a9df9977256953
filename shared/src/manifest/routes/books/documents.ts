import { z } from 'zod';
import { paged, pageQuery, saveReply } from '../../../schemas/common';
import { dateField } from '../../../schemas/dates';
import { fileReplyKind, id, kindergartenGuard, optionalText, text } from '../../../schemas/fields';
import { editNamesVersion, versionField, versionRequired } from '../../../schemas/version';
import { defineRoutes, kindergartenObject, needs } from '../../route';
import { storedFile, uploadedFile } from './common';
import { docxType } from './export';

/**
 * The kindergarten's other documents (`/administration/documents`): made from a template (its text filled
 * from the record) or uploaded, each with a type, a number, a date and its file. The spec names only
 * `/types`; the list, one document, the save, the delete and the file are ours (docs/decisions.md).
 */

export const kindergartenDocument = z.object({
  id: z.string(),
  documentType: z.number().int(),
  documentTypeName: z.string(),
  number: z.string(),
  date: z.string(),
  title: z.string(),
  text: z.string(),
  templateId: z.string().nullable(),
  file: storedFile.nullable(),
  version: z.number().int(),
});
export type KindergartenDocument = z.infer<typeof kindergartenDocument>;

export const documentBody = z
  .object({
    kindergartenId: kindergartenGuard(),
    id: id('Документ').optional(),
    version: versionField().optional(),
    documentType: z.number().int().min(1).max(99).meta({ title: 'Вид документ' }),
    number: optionalText('Номер', 50),
    date: dateField('Дата'),
    title: text('Заглавие', 300),
    text: optionalText('Текст', 50_000),
    templateId: id('Шаблон').optional(),
    file: uploadedFile.optional().meta({ title: 'Файл' }),
  })
  .refine(editNamesVersion, versionRequired);

export const booksDocumentRoutes = defineRoutes('books', {
  kindergartenDocuments: {
    method: 'GET',
    path: '/api/AdministrationDocuments',
    permission: needs('AdministrationDocuments', 'read'),
    request: {
      query: z.object({
        kindergartenId: kindergartenGuard(),
        documentType: z.coerce.number().int().min(1).max(99).optional().meta({ title: 'Вид документ' }),
        ...pageQuery,
      }),
    },
    reply: { kind: 'json', schema: paged(kindergartenDocument), paged: true },
    summary: 'Документите на детската градина, най-новите първи (не е в спецификацията)',
  },
  kindergartenDocument: {
    method: 'GET',
    path: '/api/AdministrationDocuments/{id}',
    permission: needs('AdministrationDocuments', 'read'),
    request: { path: z.object({ id: id('Документ') }) },
    reply: { kind: 'json', schema: kindergartenDocument },
    summary: 'Един документ (не е в спецификацията)',
  },
  saveKindergartenDocument: {
    method: 'POST',
    path: '/api/AdministrationDocuments',
    permission: needs('AdministrationDocuments', 'create'),
    object: kindergartenObject,
    request: { body: documentBody },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Нов или редактиран документ: по шаблон (текстът се попълва) или качен файл',
  },
  deleteKindergartenDocument: {
    method: 'DELETE',
    path: '/api/AdministrationDocuments/{id}',
    permission: needs('AdministrationDocuments', 'delete'),
    object: kindergartenObject,
    request: { path: z.object({ id: id('Документ') }) },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Изтрива документ и файла му (не е в спецификацията)',
  },
  kindergartenDocumentFile: {
    method: 'GET',
    path: '/api/AdministrationDocuments/{id}/file',
    permission: needs('AdministrationDocuments', 'read'),
    request: { path: z.object({ id: id('Документ') }) },
    reply: fileReplyKind('application/pdf', docxType, 'image/jpeg', 'image/png'),
    summary: 'Файлът на документа: каченият, или текстът му като PDF',
  },
});
