import { AdministrationBook } from '@gradina/shared';
import { documentTypeIds, documentTypeName } from '@gradina/shared/books/books';
import type {
  CorrespondenceItem,
  incomingBody,
  outgoingBody,
} from '@gradina/shared/manifest/routes/books/correspondence';
import type { z } from 'zod';
import type { TransactOp } from '../../../platform/db';
import { conflict, invalidField, notFound } from '../../../platform/http/errors';
import { saved } from '../../../platform/http/replies';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import { checkEntryDate, entryHeadView, linkBack, numberedBook, numberTextOf } from '../register/entries';
import { bookKeys, type EntryItem, nextNumberOf, prefixesOf, readEntry } from '../register/items';
import { claimScan, scanReply } from '../register/scans';

/**
 * The incoming and outgoing correspondence registers: each item numbered in its register's school year, with
 * the scan kept in S3 (PDF, DOCX, JPEG or PNG, up to 10 MB), and the link between a reply and the letter it
 * answers, written in the reply's transaction so that a letter with an answer is never cancelled alone.
 */

export type Direction = 'incoming' | 'outgoing';
const bookOf = {
  incoming: numberedBook<LetterItem>(AdministrationBook.IncomingCorrespondenceBook),
  outgoing: numberedBook<LetterItem>(AdministrationBook.OutgoingCorrespondenceBook),
};

interface StoredScan {
  fileName: string;
  contentType: string;
  size: number;
  s3Key: string;
}

export interface LetterItem extends EntryItem {
  correspondent: string;
  documentType: number;
  subject: string;
  senderNumber?: string;
  file?: StoredScan | null;
  replyToId?: string | null;
  replyToNumberText?: string | null;
  answeredById?: string | null;
  answeredByNumberText?: string | null;
}

export const letterView = (item: LetterItem): CorrespondenceItem => ({
  ...entryHeadView(item),
  correspondent: item.correspondent,
  documentType: item.documentType,
  documentTypeName: documentTypeName(item.documentType),
  subject: item.subject,
  senderNumber: item.senderNumber ?? '',
  file: item.file
    ? { fileName: item.file.fileName, contentType: item.file.contentType, size: item.file.size }
    : null,
  replyTo: item.replyToId ? { id: item.replyToId, numberText: item.replyToNumberText ?? '' } : null,
  answeredBy: item.answeredById
    ? { id: item.answeredById, numberText: item.answeredByNumberText ?? '' }
    : null,
});

type BookQuery = { periodId?: string; search?: string; PageNumber?: number; PageSize?: number };

export async function register(session: TenantRouteSession, direction: Direction, q: BookQuery) {
  const page = await bookOf[direction].page(session, q, (l) => [l.correspondent, l.subject, numberTextOf(l)]);
  return { items: page.items.map(letterView), rowsCount: page.rowsCount };
}

export async function letter(session: TenantRouteSession, direction: Direction, id: string) {
  return letterView(await bookOf[direction].entry(session, id));
}

export async function nextNumber(session: TenantRouteSession, direction: Direction, periodId: string) {
  const [n, prefixes] = await Promise.all([
    nextNumberOf(session.kindergartenId, bookOf[direction].book, periodId),
    prefixesOf(session.kindergartenId),
  ]);
  return { number: n, numberText: `${prefixes[bookOf[direction].book] ?? ''}${n}` };
}

/** The incoming letter a reply answers: of this kindergarten's register, not cancelled, not answered yet. */
async function answeredLetter(session: TenantRouteSession, id: string) {
  const item = await readEntry<LetterItem>(session.kindergartenId, id);
  if (!item || item.book !== AdministrationBook.IncomingCorrespondenceBook)
    throw invalidField('replyToId', 'Полето "В отговор на": няма такъв входящ документ.');
  if (item.cancelled)
    throw invalidField('replyToId', 'Полето "В отговор на": входящият документ е анулиран.');
  if (item.answeredById)
    throw invalidField(
      'replyToId',
      `Полето "В отговор на": вх. № ${numberTextOf(item)} вече има отговор изх. № ${item.answeredByNumberText}.`,
    );
  return item;
}

type Body = z.infer<typeof incomingBody> & Partial<Pick<z.infer<typeof outgoingBody>, 'replyToId'>>;

/** `POST incoming-/outgoing-correspondence-item`: a new item with its register's next number, or an edit. */
export async function saveLetter(
  session: TenantRouteSession,
  direction: Direction,
  body: Body,
  existing: LetterItem | undefined,
) {
  await checkEntryDate(session, body.periodId, body.date);
  if (!documentTypeIds.includes(body.documentType))
    throw invalidField('documentType', 'Полето "Вид документ": изберете вид от списъка.');
  const answered = !existing && body.replyToId ? await answeredLetter(session, body.replyToId) : undefined;
  const file = body.file
    ? await claimScan(session, body.file, 'Сканиран документ')
    : (existing?.file ?? null);
  const id = await bookOf[direction].save(
    session,
    body,
    {
      periodId: body.periodId,
      date: body.date,
      correspondent: body.correspondent,
      documentType: body.documentType,
      subject: body.subject,
      senderNumber: body.senderNumber ?? '',
      file,
      replyToId: existing?.replyToId ?? answered?.id ?? null,
      replyToNumberText: existing?.replyToNumberText ?? (answered ? numberTextOf(answered) : null),
    },
    existing,
    linkBack(
      answered,
      { id: 'answeredById', numberText: 'answeredByNumberText' },
      'Входящият документ междувременно получи отговор или беше анулиран.',
    ),
  );
  return saved(id);
}

/** `DELETE …-correspondence-item?id=`: cancels the item; a letter with a reply only after the reply. */
export async function deleteLetter(session: TenantRouteSession, direction: Direction, item: LetterItem) {
  if (item.answeredById)
    throw conflict(
      `Вх. № ${numberTextOf(item)} има отговор изх. № ${item.answeredByNumberText}. Анулирайте първо отговора.`,
    );
  const unlink: TransactOp[] = item.replyToId
    ? [
        {
          update: bookKeys.entry(item.kindergartenId, item.replyToId),
          changes: { remove: ['answeredById', 'answeredByNumberText'] },
          condition: { exists: true, equals: { answeredById: item.id } },
        },
      ]
    : [];
  return bookOf[direction].cancel(
    session,
    item,
    direction === 'incoming'
      ? {
          missing: ['answeredById'],
          refusal: 'Документът междувременно получи отговор. Анулирайте първо отговора.',
        }
      : undefined,
    unlink,
  );
}

/** The scan of an item of either register. */
export async function letterFile(session: TenantRouteSession, id: string) {
  const item = await readEntry<LetterItem>(session.kindergartenId, id);
  const known: AdministrationBook[] = [
    AdministrationBook.IncomingCorrespondenceBook,
    AdministrationBook.OutgoingCorrespondenceBook,
  ];
  if (!item || !known.includes(item.book) || !item.file) throw notFound('Документът няма сканиран файл.');
  return scanReply(item.file);
}
