import { randomUUID } from 'node:crypto';
import type { AdministrationBook } from '@gradina/shared';
import { bookInfo, bookNumberText } from '@gradina/shared/books/books';
import { formatDate } from '@gradina/shared/format-dates';
import {
  checkVersion,
  pageOf,
  recordKey,
  requireVersion,
  staleWrite,
  type TransactOp,
  transact,
} from '../../../platform/db';
import { type SchoolYearItem, schoolYearsOf } from '../../../platform/frame/shell-reads';
import { conflict, invalidField, notFound } from '../../../platform/http/errors';
import { saved } from '../../../platform/http/replies';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import {
  bookKeys,
  type EntryItem,
  entriesOfYear,
  indexedEntry,
  prefixesOf,
  readEntry,
  transactNumbered,
} from './items';

/**
 * What the four numbered books do alike: the entry's school year and date, the next number taken in the
 * save's transaction, an edit with the version read, a cancellation that keeps the number, and a page of
 * the book.
 */

/** The school year a book's page means: the one asked, else the session's, else the active one. */
export async function bookYear(session: TenantRouteSession, periodId?: string): Promise<SchoolYearItem> {
  const years = await schoolYearsOf(session.kindergartenId);
  const wanted = periodId ?? session.periodId;
  const year = (wanted ? years.find((y) => y.id === wanted) : undefined) ?? years.find((y) => y.active);
  if (!year || (periodId && year.id !== periodId)) throw notFound('Учебната година не е намерена.');
  return year;
}

/** An entry's date must lie in the school year it is numbered in (400 naming `date`). */
export async function checkEntryDate(session: TenantRouteSession, periodId: string, date: string) {
  const year = (await schoolYearsOf(session.kindergartenId)).find((y) => y.id === periodId);
  if (!year) throw invalidField('periodId', 'Полето "Учебна година": няма такава учебна година.');
  if (date < year.fromDate || date > year.toDate)
    throw invalidField(
      'date',
      `Полето "Дата" трябва да е в учебната година ${year.name} (${formatDate(year.fromDate)} – ${formatDate(year.toDate)}).`,
    );
  return year;
}

export const entryHeadView = (item: EntryItem) => ({
  id: item.id,
  periodId: item.periodId,
  number: item.number,
  numberText: bookNumberText(item.prefix, item.number),
  date: item.date,
  cancelled: Boolean(item.cancelled),
  version: item.version,
});

export const numberTextOf = (item: Pick<EntryItem, 'prefix' | 'number'>) =>
  bookNumberText(item.prefix, item.number);

const cancelledRefusal = (book: AdministrationBook) =>
  conflict(`${bookInfo[book].entry} е анулиран(а) и не може да се променя.`);

export type Fields<T extends EntryItem> = Omit<T, keyof EntryItem> & Pick<EntryItem, 'date' | 'periodId'>;

/**
 * Saves a new entry with the next number (`more(id, n)`: other writes of the same transaction, e.g. the
 * letter a reply answers) or edits one (the version read; a cancelled entry is not edited). Answers the id.
 */
async function saveEntry<T extends EntryItem>(
  session: TenantRouteSession,
  book: AdministrationBook,
  body: { id?: string | undefined; version?: number | undefined },
  fields: Fields<T>,
  existing: T | undefined,
  more: (
    id: string,
    n: number,
    prefix: string,
  ) => { ops: TransactOp[]; refusal?: (failed: number) => Error } = () => ({
    ops: [],
  }),
): Promise<string> {
  if (existing && existing.book !== book) throw notFound(`${bookInfo[book].entry}: записът не е намерен.`);
  if (existing) {
    const expected = requireVersion(body.version);
    checkVersion(existing, expected);
    if (existing.cancelled) throw cancelledRefusal(book);
    if (existing.periodId !== fields.periodId)
      throw invalidField('periodId', 'Полето "Учебна година": записът не може да се мести в друга година.');
    const item = { ...existing, ...fields, version: expected + 1, modifiedBy: session.userId } as T;
    const extra = more(item.id, item.number, item.prefix);
    await transact(
      [
        {
          put: indexedEntry(item),
          condition: { equals: { version: expected }, missing: ['cancelled'] },
        },
        ...extra.ops,
      ],
      (failed) => (failed[0] === 0 ? staleWrite() : (extra.refusal?.(failed[0]! - 1) ?? staleWrite())),
    );
    return item.id;
  }
  const id = randomUUID();
  const prefix = (await prefixesOf(session.kindergartenId))[book] ?? '';
  let refusal: ((failed: number) => Error) | undefined;
  const outcome = await transactNumbered(
    { kindergartenId: session.kindergartenId, book, periodId: fields.periodId },
    id,
    (n) => {
      const item = {
        ...fields,
        id,
        kindergartenId: session.kindergartenId,
        book,
        number: n,
        prefix,
        version: 1,
        createdBy: session.userId,
        modifiedBy: session.userId,
      } as T;
      const extra = more(id, n, prefix);
      refusal = extra.refusal;
      return [{ put: indexedEntry(item), condition: { absent: true } }, ...extra.ops];
    },
  );
  if (!outcome.committed) throw refusal?.(outcome.failed[0]! - 1) ?? staleWrite();
  return id;
}

type CancelGuard = { missing?: string[]; equals?: Record<string, unknown>; refusal: string };

/**
 * Cancels an entry: it keeps its number and shows as cancelled. `guard` adds what must hold (a letter not yet
 * answered, a protocol without decisions) with the refusal its failure means.
 */
async function cancelEntry(
  session: TenantRouteSession,
  book: AdministrationBook,
  item: EntryItem,
  guard?: CancelGuard,
  also: TransactOp[] = [],
) {
  if (item.book !== book) throw notFound(`${bookInfo[book].entry}: записът не е намерен.`);
  if (item.cancelled) throw cancelledRefusal(item.book);
  await transact(
    [
      {
        update: bookKeys.entry(item.kindergartenId, item.id),
        changes: { set: { cancelled: true, cancelledBy: session.userId, version: item.version + 1 } },
        condition: {
          exists: true,
          missing: ['cancelled', ...(guard?.missing ?? [])],
          equals: { version: item.version, ...guard?.equals },
        },
      },
      ...also,
    ],
    guard?.refusal ?? 'Записът е променен от друг потребител. Презаредете страницата.',
  );
}

/** An entry of the book by id (404 for another book's or another kindergarten's). */
async function entryOf<T extends EntryItem>(
  session: TenantRouteSession,
  book: AdministrationBook,
  id: string,
) {
  const item = await readEntry<T>(session.kindergartenId, id);
  if (!item || item.book !== book) throw notFound(`${bookInfo[book].entry}: записът не е намерен.`);
  return item;
}

/**
 * A page of the book's year, newest first (`search` in the given texts). One Query of the year (a busy
 * kindergarten's year of orders is a few hundred short items, well under one page of the index).
 */
async function bookPage<T extends EntryItem>(
  session: TenantRouteSession,
  book: AdministrationBook,
  q: {
    periodId?: string | undefined;
    search?: string | undefined;
    PageNumber?: number | undefined;
    PageSize?: number | undefined;
  },
  texts: (item: T) => string[],
) {
  const periodId = q.periodId ?? session.periodId ?? (await bookYear(session)).id;
  const needle = q.search?.toLocaleLowerCase('bg');
  const items = (await entriesOfYear<T>(session.kindergartenId, book, periodId))
    .filter((i) => !needle || texts(i).some((t) => t.toLocaleLowerCase('bg').includes(needle)))
    .sort((a, b) => b.number - a.number);
  const page = pageOf(items, q.PageNumber, q.PageSize ?? 50);
  return { periodId, items: page.result, rowsCount: page.rowsCount };
}

type BookQuery = Parameters<typeof bookPage>[2];
type Body = { id?: string | undefined; version?: number | undefined };
type MoreOps = Parameters<typeof saveEntry>[5];

/**
 * One book's entries: the page, one entry, the save and the cancellation above bound to the book, so that a
 * feature names its book once and its delete is one line.
 */
export const numberedBook = <T extends EntryItem>(book: AdministrationBook) => ({
  book,
  /** The key of the book's entries, typed by them (the routes' object loaders read by it). */
  key: recordKey<T>(bookKeys.entry),
  page: (session: TenantRouteSession, q: BookQuery, texts: (item: T) => string[]) =>
    bookPage<T>(session, book, q, texts),
  entry: (session: TenantRouteSession, id: string) => entryOf<T>(session, book, id),
  save: (
    session: TenantRouteSession,
    body: Body,
    fields: Fields<T>,
    existing: T | undefined,
    more?: MoreOps,
  ) => saveEntry<T>(session, book, body, fields, existing, more),
  /** Cancels the entry and answers its id (the delete routes' reply). */
  cancel: async (session: TenantRouteSession, item: T, guard?: CancelGuard, also: TransactOp[] = []) => {
    await cancelEntry(session, book, item, guard, also);
    return saved(item.id);
  },
});

/**
 * The link of a new entry to an earlier one of its book (the letter a reply answers, the order a new order
 * corrects): the earlier entry gets the new one's id and number in the save's transaction, unless it was
 * linked or cancelled meanwhile (`refusal`, 409).
 */
export const linkBack =
  (linked: EntryItem | undefined, fields: { id: string; numberText: string }, refusal: string) =>
  (newId: string, n: number, prefix: string) => ({
    ops: linked
      ? [
          {
            update: bookKeys.entry(linked.kindergartenId, linked.id),
            changes: { set: { [fields.id]: newId, [fields.numberText]: `${prefix}${n}` } },
            condition: { exists: true, missing: [fields.id, 'cancelled'] },
          },
        ]
      : [],
    refusal: () => conflict(refusal),
  });
