import { z } from 'zod';
import { saveReply } from '../../../schemas/common';
import { dateField } from '../../../schemas/dates';
import { fileReplyKind, id, kindergartenGuard, optionalText, text } from '../../../schemas/fields';
import { defineRoutes, kindergartenObject, needs } from '../../route';
import { bookQuery, entryBody, entryHead, storedFile, uploadedFile, versioned } from './common';

/**
 * The incoming and outgoing correspondence registers (дневници за входяща и изходяща кореспонденция): each
 * item with its number in the school year, date, sender or recipient, document type, subject and the scan
 * (PDF, DOCX, JPEG or PNG up to 10 MB); an outgoing reply names the incoming letter it answers, and that
 * letter then shows its answer.
 */

export const correspondenceLink = z.object({ id: z.string(), numberText: z.string() }).nullable();

export const correspondenceItem = z.object({
  ...entryHead,
  /** The sender (incoming) or the recipient (outgoing). */
  correspondent: z.string(),
  documentType: z.number().int(),
  documentTypeName: z.string(),
  subject: z.string(),
  /** The sender's own number and date of an incoming letter („изх. № … от …“). */
  senderNumber: z.string(),
  file: storedFile.nullable(),
  /** An outgoing reply: the incoming letter it answers; an incoming letter: its reply. */
  replyTo: correspondenceLink,
  answeredBy: correspondenceLink,
});
export type CorrespondenceItem = z.infer<typeof correspondenceItem>;

const itemFields = {
  ...entryBody,
  date: dateField('Дата'),
  correspondent: text('Кореспондент', 300),
  documentType: z.number().int().min(1).max(99).meta({ title: 'Вид документ' }),
  subject: text('Относно', 500),
  file: uploadedFile.optional().meta({ title: 'Сканиран документ' }),
};

export const incomingBody = versioned(
  z.object({ ...itemFields, senderNumber: optionalText('Изходящ номер на подателя', 100) }),
);
export const outgoingBody = versioned(z.object({ ...itemFields, replyToId: id('В отговор на').optional() }));

const bookReply = z.object({ items: z.array(correspondenceItem), rowsCount: z.number().int() });
const nextNumber = z.object({ number: z.number().int(), numberText: z.string() });
const documentType = z.object({ id: z.number().int(), name: z.string() });
const read = needs('AdministrationBooks', 'read');

/** The read routes of one register (its list, one item, the next number, the document types). */
function register(slug: string, title: string) {
  const base = `/api/AdministrationBooks/${slug}-correspondence-book`;
  return {
    book: {
      method: 'GET',
      path: base,
      permission: read,
      request: { query: bookQuery },
      reply: { kind: 'json', schema: bookReply },
      summary: `${title}: документите на учебната година по номер`,
    },
    edit: {
      method: 'GET',
      path: `${base}/edit/{id}`,
      permission: read,
      request: { path: z.object({ id: id('Документ') }) },
      reply: { kind: 'json', schema: correspondenceItem },
      summary: `${title}: един документ`,
    },
    next: {
      method: 'GET',
      path: `${base}/next-number`,
      permission: read,
      request: { query: z.object({ kindergartenId: kindergartenGuard(), periodId: id('Учебна година') }) },
      reply: { kind: 'json', schema: nextNumber },
      summary: `${title}: номерът, който ще получи следващият документ (за сведение; даването е при запис)`,
    },
    types: {
      method: 'GET',
      path: `${base}/document-types`,
      permission: read,
      request: { query: z.object({ kindergartenId: kindergartenGuard() }) },
      reply: { kind: 'json', schema: z.array(documentType) },
      summary: 'Видовете документи',
    },
  } as const;
}

const itemDelete = (slug: string) =>
  ({
    method: 'DELETE',
    path: `/api/AdministrationBooks/${slug}-correspondence-item`,
    permission: needs('AdministrationBooks', 'delete'),
    object: kindergartenObject,
    request: { query: z.object({ id: id('Документ') }) },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Анулира документ (номерът остава); писмо с отговор не се анулира преди отговора',
  }) as const;

const incoming = register('incoming', 'Входяща кореспонденция');
const outgoing = register('outgoing', 'Изходяща кореспонденция');

export const booksCorrespondenceRoutes = defineRoutes('books', {
  incomingCorrespondenceBook: incoming.book,
  incomingCorrespondenceItem: incoming.edit,
  incomingNextNumber: incoming.next,
  incomingDocumentTypes: incoming.types,
  outgoingCorrespondenceBook: outgoing.book,
  outgoingCorrespondenceItem: outgoing.edit,
  outgoingNextNumber: outgoing.next,
  outgoingDocumentTypes: outgoing.types,
  saveIncomingItem: {
    method: 'POST',
    path: '/api/AdministrationBooks/incoming-correspondence-item',
    permission: needs('AdministrationBooks', 'create'),
    object: kindergartenObject,
    request: { body: incomingBody },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Входящ документ със следващия входящ номер, или редакция',
  },
  deleteIncomingItem: itemDelete('incoming'),
  saveOutgoingItem: {
    method: 'POST',
    path: '/api/AdministrationBooks/outgoing-correspondence-item',
    permission: needs('AdministrationBooks', 'create'),
    object: kindergartenObject,
    request: { body: outgoingBody },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Изходящ документ със следващия изходящ номер (може в отговор на входящ), или редакция',
  },
  deleteOutgoingItem: itemDelete('outgoing'),
  correspondenceFile: {
    method: 'GET',
    path: '/api/AdministrationBooks/correspondence-file/{id}',
    permission: read,
    request: { path: z.object({ id: id('Документ') }) },
    reply: fileReplyKind('application/pdf', 'image/jpeg', 'image/png', 'application/octet-stream'),
    summary: 'Сканираният документ на входящ или изходящ запис (не е в спецификацията)',
  },
});
