import { randomUUID } from 'node:crypto';
import type { RecipeBook } from '@gradina/shared/manifest/routes/kitchen/recipe-books';
import { isNationalRecipeId, nationalRecipeIdPrefix } from '../../../domain/kitchen/recipes';
import { byBulgarianName, requireVersion } from '../../../platform/db';
import { conflict, notFound } from '../../../platform/http/errors';
import { saved } from '../../../platform/http/replies';
import { recipesOf } from '../recipes/items';
import {
  booksOf,
  deleteBookItem,
  getBook,
  type RecipeBookItem,
  recipeBookNotFound,
  saveBookItem,
} from './items';

/**
 * Recipe books (issue #35): a kindergarten's own books beside the national ones, each with its recipe count
 * (the books and the recipes of each list: one Query each). `kindergartenId` null: the national books.
 */

const toBook = (b: RecipeBookItem, counts: Map<string, number>): RecipeBook => ({
  id: b.id,
  name: b.name,
  description: b.description ?? '',
  isNational: isNationalRecipeId(b.id),
  recipeCount: counts.get(b.id) ?? 0,
  version: b.version,
});

async function countsOf(kindergartenId: string | null) {
  const counts = new Map<string, number>();
  for (const r of await recipesOf(kindergartenId)) counts.set(r.bookId, (counts.get(r.bookId) ?? 0) + 1);
  return counts;
}

/** The books of a kindergarten and the national ones (null: the national ones only), by name. */
export async function bookList(kindergartenId: string | null) {
  const lists = kindergartenId ? [kindergartenId, null] : [null];
  const rows = await Promise.all(
    lists.map(async (list) => {
      const [books, counts] = await Promise.all([booksOf(list), countsOf(list)]);
      return books.map((b) => toBook(b, counts));
    }),
  );
  return rows.flat().sort(byBulgarianName);
}

export async function bookById(kindergartenId: string, id: string) {
  const book = await getBook(kindergartenId, id);
  if (!book) throw notFound(recipeBookNotFound);
  return toBook(book, await countsOf(isNationalRecipeId(id) ? null : kindergartenId));
}

export interface BookInput {
  id?: string;
  name: string;
  description?: string;
  version?: number;
}

/** Creates or edits a book of a list (null: national); a kindergarten never writes a national book. */
export async function saveBook(kindergartenId: string | null, body: BookInput) {
  if (body.id && isNationalRecipeId(body.id) !== !kindergartenId) throw notFound(recipeBookNotFound);
  const expected = body.id ? requireVersion(body.version) : 0;
  const id = body.id ?? (kindergartenId ? randomUUID() : `${nationalRecipeIdPrefix}${randomUUID()}`);
  await saveBookItem(
    kindergartenId ?? '',
    {
      id,
      ...(kindergartenId ? { kindergartenId } : {}),
      name: body.name,
      description: body.description ?? '',
      version: expected + 1,
    },
    expected,
  );
  return saved(id);
}

/** Deletes a book with no recipes (409 while it has some). */
export async function removeBook(kindergartenId: string | null, id: string) {
  if (isNationalRecipeId(id) !== !kindergartenId) throw notFound(recipeBookNotFound);
  if (!kindergartenId && !(await getBook('', id))) throw notFound(recipeBookNotFound);
  if ((await countsOf(kindergartenId)).get(id))
    throw conflict(
      'Книгата не може да бъде изтрита: в нея има рецепти. Преместете или изтрийте рецептите първо.',
    );
  await deleteBookItem(kindergartenId ?? '', id);
  return saved(id);
}
