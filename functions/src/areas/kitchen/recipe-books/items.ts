import {
  nationalRecipesPartition,
  ownRecipesPartition,
  type RecipeBookItem,
  recipeKeys,
} from '../../../domain/kitchen/recipes';
import { deleteItem, getItem, type Key, putItem, queryAll, versionedPut } from '../../../platform/db';
import { notFound } from '../../../platform/http/errors';

/** The recipe books' requests (docs/data-model.md, "Kitchen"): a handful per list, one Query each. */

export type { RecipeBookItem };
export const recipeBookNotFound = 'Книгата с рецепти не е намерена.';

const strip = <T extends object>(item: T & Partial<Key>): T => {
  const { PK: _pk, SK: _sk, ...rest } = item;
  return rest as T;
};

/** The books of one list (a kindergarten's own, or national with `null`): one Query. */
export const booksOf = async (kindergartenId: string | null) =>
  (
    await queryAll<RecipeBookItem & Key>({
      partition: kindergartenId ? ownRecipesPartition(kindergartenId) : nationalRecipesPartition,
      beginsWith: 'BOOK#',
    })
  ).map(strip);

export async function getBook(kindergartenId: string, id: string): Promise<RecipeBookItem | undefined> {
  const item = await getItem<RecipeBookItem & Key>(recipeKeys.book(kindergartenId, id));
  return item && strip(item);
}

export async function saveBookItem(kindergartenId: string, item: RecipeBookItem, expected: number) {
  const key = recipeKeys.book(kindergartenId, item.id);
  if (expected === 0) await putItem({ ...key, ...item }, { absent: true });
  else await versionedPut({ ...key, ...item }, { expected, missing: () => notFound(recipeBookNotFound) });
}

export const deleteBookItem = (kindergartenId: string, id: string) =>
  deleteItem(recipeKeys.book(kindergartenId, id));
