import type { AdministrationBook } from '@gradina/shared';
import { nextNumberOps, readCounter } from '../../../domain/payments/document-numbers';
import {
  getItem,
  type Key,
  putItem,
  queryAll,
  type TransactOp,
  tenantPrefix,
  tryTransact,
  updateItem,
} from '../../../platform/db';

/**
 * The numbered books' items and every request they make (docs/data-model.md, "Books"). One partition per
 * kindergarten holds its entries, the counters and the numbers given:
 *
 * - an entry: `KG#<kg>#BOOKS` / `ENTRY#<id>`; GSI1 `KG#<kg>#BOOK#<book>#<periodId>` / `<number, 6 digits>`
 *   lists a book's school year in number order with one Query;
 * - a counter: `KG#<kg>#BOOKS` / `COUNTER#<book>#<periodId>` (`last`; the orders' `printedThrough`);
 * - a number given: `KG#<kg>#BOOKS` / `NUMBER#<book>#<periodId>#<n>`, put once in the entry's transaction;
 * - the prefixes of the six books: `KG#<kg>#BOOKS` / `PREFIXES` (the Master's `/admin/books/prefixes`).
 */

const partition = (kindergartenId: string) => `${tenantPrefix(kindergartenId)}#BOOKS`;
const padded = (n: number) => String(n).padStart(6, '0');

export const bookKeys = {
  entry: (kindergartenId: string, id: string) => ({ PK: partition(kindergartenId), SK: `ENTRY#${id}` }),
  ofYear: (kindergartenId: string, book: AdministrationBook, periodId: string, number?: number) => ({
    GSI1PK: `${tenantPrefix(kindergartenId)}#BOOK#${book}#${periodId}`,
    GSI1SK: number === undefined ? '' : padded(number),
  }),
  counter: (kindergartenId: string, book: AdministrationBook, periodId: string) => ({
    PK: partition(kindergartenId),
    SK: `COUNTER#${book}#${periodId}`,
  }),
  number: (kindergartenId: string, book: AdministrationBook, periodId: string, n: number) => ({
    PK: partition(kindergartenId),
    SK: `NUMBER#${book}#${periodId}#${padded(n)}`,
  }),
  prefixes: (kindergartenId: string) => ({ PK: partition(kindergartenId), SK: 'PREFIXES' }),
} as const;

/** What every entry of a numbered book stores; each book adds its own fields. */
export interface EntryItem {
  id: string;
  kindergartenId: string;
  book: AdministrationBook;
  periodId: string;
  number: number;
  /** The book's prefix when the number was given. */
  prefix: string;
  date: string;
  cancelled?: boolean;
  cancelledBy?: string;
  version: number;
  createdBy: string;
  modifiedBy: string;
}

export const readEntry = <T extends EntryItem>(kindergartenId: string, id: string) =>
  getItem<T>(bookKeys.entry(kindergartenId, id), { consistent: true });

/** A book's school year in number order: one Query (a year of a busy kindergarten fits one page). */
export const entriesOfYear = <T extends EntryItem>(
  kindergartenId: string,
  book: AdministrationBook,
  periodId: string,
) => queryAll<T>({ index: 'GSI1', partition: bookKeys.ofYear(kindergartenId, book, periodId).GSI1PK });

export const indexedEntry = <T extends EntryItem>(item: T): Key & Record<string, unknown> => ({
  ...(item as EntryItem & Record<string, unknown>),
  ...bookKeys.entry(item.kindergartenId, item.id),
  ...bookKeys.ofYear(item.kindergartenId, item.book, item.periodId, item.number),
  type: 'BookEntry',
});

/** The counter of a book's year: the last number given, and the orders' last number printed. */
export const counterOf = (kindergartenId: string, book: AdministrationBook, periodId: string) =>
  readCounter<{ printedThrough: number }>(bookKeys.counter(kindergartenId, book, periodId), [
    'printedThrough',
  ]);

/** The prefixes of the six books (none set: numbers without a prefix). */
export async function prefixesOf(
  kindergartenId: string,
): Promise<Partial<Record<AdministrationBook, string>>> {
  const item = await getItem<{ prefixes?: Record<string, string> }>(bookKeys.prefixes(kindergartenId));
  return (item?.prefixes ?? {}) as Partial<Record<AdministrationBook, string>>;
}

export const savePrefixes = (kindergartenId: string, prefixes: Partial<Record<AdministrationBook, string>>) =>
  putItem({ ...bookKeys.prefixes(kindergartenId), type: 'BookPrefixes', kindergartenId, prefixes });

/** Marks the orders up to `number` printed (never lowers it): one UpdateItem. */
export const markPrinted = (kindergartenId: string, book: AdministrationBook, periodId: string, n: number) =>
  updateItem(
    bookKeys.counter(kindergartenId, book, periodId),
    { set: { printedThrough: n } },
    {
      expression: 'attribute_not_exists(#p) OR #p < :n',
      names: { '#p': 'printedThrough' },
      values: { ':n': n },
    },
  ).catch((e: Error) => {
    if (e.name !== 'ConditionalCheckFailedException') throw e;
  });

export type NumberedOutcome = { committed: true; number: number } | { committed: false; failed: number[] };

const pause = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, 2 + Math.random() * 8 * Math.min(attempt + 1, 10)));

/**
 * Writes `build(n)` with the book's next number `n` of the year in one transaction: the counter moved from
 * the value read and the number's marker put once (domain/payments/document-numbers.ts), so numbers have no
 * gaps and no repeats under any number of parallel saves. A transaction lost only on those two is retried
 * with the new value; refused on the caller's own ops it answers their indexes and writes nothing.
 */
export async function transactNumbered(
  counter: { kindergartenId: string; book: AdministrationBook; periodId: string },
  entryId: string,
  build: (n: number) => TransactOp[],
  attempts = 80,
): Promise<NumberedOutcome> {
  const { kindergartenId, book, periodId } = counter;
  for (let attempt = 0; ; attempt++) {
    const { last } = await counterOf(kindergartenId, book, periodId);
    const ops = build(last + 1);
    const marker = {
      ...bookKeys.number(kindergartenId, book, periodId, last + 1),
      type: 'BookNumber',
      entryId,
    };
    const outcome = await tryTransact([
      ...ops,
      ...nextNumberOps(bookKeys.counter(kindergartenId, book, periodId), last, marker),
    ]);
    if (outcome.committed) return { committed: true, number: last + 1 };
    const mine = outcome.failed.filter((i) => i < ops.length);
    if (mine.length > 0) return { committed: false, failed: mine };
    if (attempt + 1 >= attempts) throw new Error('book number: too many concurrent saves');
    await pause(attempt);
  }
}

/** The next number a book's year will give (for the form; the save takes it in its transaction). */
export const nextNumberOf = async (kindergartenId: string, book: AdministrationBook, periodId: string) =>
  (await counterOf(kindergartenId, book, periodId)).last + 1;

export type { Key };
