import { randomUUID } from 'node:crypto';
import { documentTypeIds, documentTypeName, TemplateCategory } from '@gradina/shared/books/books';
import { formatDate } from '@gradina/shared/format-dates';
import type { documentBody, KindergartenDocument } from '@gradina/shared/manifest/routes/books/documents';
import type { z } from 'zod';
import {
  deleteIfExists,
  getItem,
  pageOf,
  putItem,
  queryAll,
  recordKey,
  requireVersion,
  tenantPrefix,
  versionedPut,
} from '../../../platform/db';
import { pdfMaker } from '../../../platform/documents/pdfmake';
import { removeStoredFiles } from '../../../platform/files/temp-files';
import { schoolYearsOf } from '../../../platform/frame/shell-reads';
import { invalidField, notFound } from '../../../platform/http/errors';
import { fileReply, saved } from '../../../platform/http/replies';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import { claimScan, scanReply } from '../register/scans';
import { checkPlaceholders, fillPlaceholders, fillValues, kindergartenHeading } from '../templates/fill';

/**
 * The kindergarten's other documents (`/administration/documents`): made from a template (the text's
 * placeholders filled from the record) or uploaded (PDF, DOCX, JPEG or PNG up to 10 MB). Items
 * `KG#<kg>#BOOKS` / `DOCUMENT#<id>`, GSI1 `KG#<kg>#DOCUMENTS` / `<date>#<id>`: the list is one Query.
 */

export const documentKeys = {
  document: recordKey<DocumentItem>((kindergartenId, id) => ({
    PK: `${tenantPrefix(kindergartenId)}#BOOKS`,
    SK: `DOCUMENT#${id}`,
  })),
  list: (kindergartenId: string, date = '', id = '') => ({
    GSI1PK: `${tenantPrefix(kindergartenId)}#DOCUMENTS`,
    GSI1SK: date ? `${date}#${id}` : '',
  }),
};

export interface DocumentItem {
  id: string;
  kindergartenId: string;
  documentType: number;
  number: string;
  date: string;
  title: string;
  text: string;
  templateId?: string | null;
  file?: { fileName: string; contentType: string; size: number; s3Key: string } | null;
  version: number;
  createdBy: string;
  modifiedBy: string;
}

const documentNotFound = 'Документът не е намерен.';

export const documentView = (d: DocumentItem): KindergartenDocument => ({
  id: d.id,
  documentType: d.documentType,
  documentTypeName: documentTypeName(d.documentType),
  number: d.number ?? '',
  date: d.date,
  title: d.title,
  text: d.text ?? '',
  templateId: d.templateId ?? null,
  file: d.file ? { fileName: d.file.fileName, contentType: d.file.contentType, size: d.file.size } : null,
  version: d.version,
});

export async function documentsList(
  session: TenantRouteSession,
  q: { documentType?: number; PageNumber?: number; PageSize?: number },
) {
  const items = await queryAll<DocumentItem>({
    index: 'GSI1',
    partition: documentKeys.list(session.kindergartenId).GSI1PK,
    descending: true,
  });
  const rows = items
    .filter((d) => q.documentType === undefined || d.documentType === q.documentType)
    .map(documentView);
  return pageOf(rows, q.PageNumber, q.PageSize ?? 50);
}

export async function documentOf(session: TenantRouteSession, id: string) {
  const item = await getItem<DocumentItem>(documentKeys.document(session.kindergartenId, id));
  if (!item) throw notFound(documentNotFound);
  return item;
}

export const document = async (session: TenantRouteSession, id: string) =>
  documentView(await documentOf(session, id));

export async function saveDocument(
  session: TenantRouteSession,
  body: z.infer<typeof documentBody>,
  existing: DocumentItem | undefined,
) {
  if (!documentTypeIds.includes(body.documentType))
    throw invalidField('documentType', 'Полето "Вид документ": изберете вид от списъка.');
  const text = body.text ?? '';
  if (!text && !body.file && !existing?.file)
    throw invalidField('file', 'Полето "Файл": качете файл или напишете текста на документа.');
  checkPlaceholders(text, TemplateCategory.Letter);
  // The school year is the one the document's date falls in (none: the placeholder stays to fill by hand).
  const [values, years] = await Promise.all([
    fillValues({ kindergartenId: session.kindergartenId, date: body.date, number: body.number }),
    schoolYearsOf(session.kindergartenId),
  ]);
  const year = years.find((y) => y.fromDate <= body.date && body.date <= y.toDate);
  if (year) values['Учебна година'] = year.name;
  const expected = body.id ? requireVersion(body.version) : 0;
  const item: DocumentItem = {
    id: body.id ?? randomUUID(),
    kindergartenId: session.kindergartenId,
    documentType: body.documentType,
    number: body.number ?? '',
    date: body.date,
    title: body.title,
    text: fillPlaceholders(text, values),
    templateId: body.templateId ?? null,
    file: body.file ? await claimScan(session, body.file, 'Файл') : (existing?.file ?? null),
    version: expected + 1,
    createdBy: existing?.createdBy ?? session.userId,
    modifiedBy: session.userId,
  };
  const stored = {
    ...item,
    ...documentKeys.document(item.kindergartenId, item.id),
    ...documentKeys.list(item.kindergartenId, item.date, item.id),
    type: 'KindergartenDocument',
  };
  if (expected === 0) await putItem(stored, { absent: true });
  else await versionedPut(stored, { expected, missing: () => notFound(documentNotFound) });
  return saved(item.id);
}

export async function deleteDocument(session: TenantRouteSession, item: DocumentItem) {
  if (!(await deleteIfExists(documentKeys.document(session.kindergartenId, item.id))))
    throw notFound(documentNotFound);
  if (item.file) await removeStoredFiles([item.file.s3Key]);
  return saved(item.id);
}

/** The uploaded file, or the document's text printed on one page with the kindergarten's heading. */
export async function documentFile(session: TenantRouteSession, id: string) {
  const item = await documentOf(session, id);
  if (item.file) return scanReply(item.file);
  const heading = await kindergartenHeading(session.kindergartenId);
  const pdf = (await pdfMaker())
    .createPdf({
      pageSize: 'A4',
      pageMargins: [56, 56, 56, 56],
      defaultStyle: { font: 'Roboto', fontSize: 11, lineHeight: 1.3 },
      content: [
        { text: heading.kindergarten, alignment: 'center', bold: true, margin: [0, 0, 0, 24] },
        { text: item.title, alignment: 'center', bold: true, fontSize: 14, margin: [0, 0, 0, 8] },
        {
          text: `${item.number ? `№ ${item.number} / ` : ''}${formatDate(item.date)}`,
          alignment: 'center',
          margin: [0, 0, 0, 24],
        },
        ...item.text
          .split('\n')
          .map((p) => ({ text: p, margin: [0, 0, 0, 6] as [number, number, number, number] })),
        { text: `Директор: ........................ (${heading.director})`, margin: [0, 36, 0, 0] },
      ],
    })
    .getBuffer();
  return fileReply(`${item.title}.pdf`, 'application/pdf', await pdf);
}
