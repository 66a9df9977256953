import {
  nationalRecipesPartition,
  ownRecipesPartition,
  type RecipeItem,
  recipeKeys,
} from '../../../domain/kitchen/recipes';
import { type Key, putItem, queryAll, transact, versionedUpdate } from '../../../platform/db';
import { conflict, notFound } from '../../../platform/http/errors';

/**
 * Every DynamoDB request of the recipes (docs/data-model.md, "Kitchen"); the keys and the reads other
 * features share are domain/kitchen/recipes.ts. A kindergarten has a few hundred recipes at most, so its
 * list is one Query of its partition (only the attributes a list shows).
 */

export { getRecipe, getRecipes, type RecipeItem, recipeKeys } from '../../../domain/kitchen/recipes';

export const recipeNotFound = 'Рецептата не е намерена.';
export const recipeInUse =
  'Рецептата не може да бъде изтрита: използва се в меню. Махнете я от менютата първо.';

const listAttributes = [
  'id',
  'name',
  'bookId',
  'bookName',
  'ageGroups',
  'allergens',
  'nutrition',
  'menuCount',
  'lines',
];

/** The recipes of one list (a kindergarten's own, or national with `null`): one Query. */
export const recipesOf = (kindergartenId: string | null) =>
  queryAll<RecipeItem>({
    partition: kindergartenId ? ownRecipesPartition(kindergartenId) : nationalRecipesPartition,
    beginsWith: 'RECIPE#',
    attributes: listAttributes,
  });

export async function createRecipe(key: Key, item: RecipeItem): Promise<void> {
  await putItem({ ...key, ...item }, { absent: true });
}

/** The fields an edit rewrites: everything but the menus' count, which the menus keep. */
export async function updateRecipe(key: Key, item: RecipeItem, expected: number): Promise<void> {
  const { menuCount: _count, version: _version, ...fields } = item;
  await versionedUpdate(key, fields, { expected, missing: () => notFound(recipeNotFound) });
}

/** Deletes a recipe no menu uses: one conditional delete (409 in use, 404 gone). */
export async function deleteRecipe(kindergartenId: string, id: string): Promise<void> {
  await transact(
    [
      {
        delete: recipeKeys.recipe(kindergartenId, id),
        condition: {
          exists: true,
          expression: 'attribute_not_exists(#count) OR #count <= :zero',
          names: { '#count': 'menuCount' },
          values: { ':zero': 0 },
        },
      },
    ],
    () => conflict(recipeInUse),
  );
}
