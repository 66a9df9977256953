import type { AdministrationBook } from '@gradina/shared';
import { bookTypes } from '@gradina/shared/books/books';
import type { BookPrefix } from '@gradina/shared/manifest/routes/books/prefixes';
import { getItem, keys } from '../../../platform/db';
import { invalidField, notFound } from '../../../platform/http/errors';
import { saved } from '../../../platform/http/replies';
import { prefixesOf, savePrefixes } from '../register/items';

/**
 * The Master's number prefixes of a kindergarten's six books (`/admin/books/prefixes`). Entries keep the
 * prefix they were numbered with; a change applies to the numbers given after it.
 */

const kindergartenMissing = 'Полето "Детска градина": няма такава детска градина.';
const kindergartenExists = async (kindergartenId: string) =>
  Boolean(await getItem(keys.kindergarten(kindergartenId), { attributes: ['PK'] }));

export async function bookPrefixes(_session: unknown, q: { kindergartenId: string }): Promise<BookPrefix[]> {
  if (!(await kindergartenExists(q.kindergartenId))) throw notFound('Детската градина не е намерена.');
  const prefixes = await prefixesOf(q.kindergartenId);
  return bookTypes.map((bookType) => ({
    id: `${q.kindergartenId}:${bookType}`,
    kindergartenId: q.kindergartenId,
    bookType,
    prefix: prefixes[bookType] ?? '',
  }));
}

export async function saveBookPrefix(
  _session: unknown,
  body: { kindergartenId: string; bookType: AdministrationBook; prefix: string },
) {
  if (!(await kindergartenExists(body.kindergartenId)))
    throw invalidField('kindergartenId', kindergartenMissing);
  const prefixes = await prefixesOf(body.kindergartenId);
  await savePrefixes(body.kindergartenId, { ...prefixes, [body.bookType]: body.prefix });
  return saved(`${body.kindergartenId}:${body.bookType}`);
}

export async function deleteBookPrefix(_session: unknown, id: string) {
  const [kindergartenId, book] = id.split(':');
  const bookType = Number(book) as AdministrationBook;
  if (!kindergartenId || !bookTypes.includes(bookType)) throw notFound('Префиксът не е намерен.');
  const prefixes = await prefixesOf(kindergartenId);
  if (!prefixes[bookType]) throw notFound('Префиксът не е намерен.');
  const { [bookType]: _removed, ...rest } = prefixes;
  await savePrefixes(kindergartenId, rest);
  return saved(id);
}
