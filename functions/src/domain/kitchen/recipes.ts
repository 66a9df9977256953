import type { KitchenAgeGroup } from '@gradina/shared/kitchen/meals';
import type { AgeGroupNutrition } from '@gradina/shared/kitchen/nutrition';
import type { RecipeLine } from '@gradina/shared/kitchen/recipe';
import { batchGet, getItem } from '../../platform/db';
import type { Key } from '../../platform/db/item';
import { tenantPrefix } from '../../platform/db/keys';

/**
 * Recipes and recipe books as the kitchen's features read them (issue #35; docs/data-model.md, "Kitchen").
 * The recipes area writes them; calculations, portion books and the storage references read them here.
 *
 * - national (the Master's book): `NATIONAL#RECIPES` / `RECIPE#<id>` and `BOOK#<id>`, ids starting `nat-`;
 * - a kindergarten's own: `KG#<kg>#RECIPES` / `RECIPE#<id>` and `BOOK#<id>`.
 *
 * The id says which list, so any mix of recipe ids is ONE BatchGet. Menus use the kindergarten's own recipes
 * (a national one is copied into a book of the kindergarten first); each own recipe counts the menus that
 * use it (`menuCount`), written in the menu's transaction, so a used recipe cannot be deleted.
 */

export interface RecipeItem {
  id: string;
  /** The kindergarten of an own recipe; absent on a national one. */
  kindergartenId?: string;
  bookId: string;
  bookName: string;
  name: string;
  /** The age groups the recipe gives quantities for. */
  ageGroups: KitchenAgeGroup[];
  /** The weight of a cooked portion per age group, grams. */
  portionWeights: { ageGroup: KitchenAgeGroup; grams: number }[];
  /** How it is cooked (technology). */
  method: string;
  lines: RecipeLine[];
  /** Numbers 1-14 of Regulation (EU) 1169/2011 Annex II, computed from the products. */
  allergens: number[];
  /** Per portion per age group, computed from the products' net quantities. */
  nutrition: AgeGroupNutrition[];
  /** Products whose nutrition could not be counted (pieces with no weight in grams). */
  unweighed: string[];
  /** The national recipe an own one was copied from. */
  copiedFromId?: string | null;
  /** How many menus use it (own recipes only): a recipe in use is not deleted. */
  menuCount?: number;
  modifiedAt: string;
  modifiedBy: string;
  version: number;
}

export interface RecipeBookItem {
  id: string;
  kindergartenId?: string;
  name: string;
  description: string;
  version: number;
}

export const nationalRecipeIdPrefix = 'nat-';
export const isNationalRecipeId = (id: string) => id.startsWith(nationalRecipeIdPrefix);
export const nationalRecipesPartition = 'NATIONAL#RECIPES';
export const ownRecipesPartition = (kindergartenId: string) => `${tenantPrefix(kindergartenId)}#RECIPES`;

const partitionOf = (kindergartenId: string, id: string) =>
  isNationalRecipeId(id) ? nationalRecipesPartition : ownRecipesPartition(kindergartenId);

export const recipeKeys = {
  /** A recipe of either list: national by its id, otherwise the kindergarten's. */
  recipe: (kindergartenId: string, id: string): Key => ({
    PK: partitionOf(kindergartenId, id),
    SK: `RECIPE#${id}`,
  }),
  book: (kindergartenId: string, id: string): Key => ({
    PK: partitionOf(kindergartenId, id),
    SK: `BOOK#${id}`,
  }),
} as const;

const strip = <T extends object>(item: T & Partial<Key>): T => {
  const { PK: _pk, SK: _sk, ...rest } = item;
  return rest as T;
};

/**
 * The recipes of these ids a kindergarten may use (its own and national ones), by id: ONE BatchGet per 100
 * ids. An id missing from the map is no recipe of this kindergarten (deleted, or another kindergarten's).
 */
export async function getRecipes(
  kindergartenId: string,
  ids: readonly string[],
): Promise<Map<string, RecipeItem>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const items = await batchGet<RecipeItem & Key>(unique.map((id) => recipeKeys.recipe(kindergartenId, id)));
  return new Map(items.map((item) => [item.id, strip(item)]));
}

/** One recipe of the kindergarten or the national book, or undefined. */
export async function getRecipe(kindergartenId: string, id: string): Promise<RecipeItem | undefined> {
  const item = await getItem<RecipeItem & Key>(recipeKeys.recipe(kindergartenId, id));
  return item && strip(item);
}

/** A recipe's net quantity per portion of each product for an age group, in base units (empty: not for that age). */
export const portionOf = (recipe: RecipeItem, ageGroup: KitchenAgeGroup) =>
  recipe.lines.flatMap((l) =>
    l.baseAmounts
      .filter((a) => a.ageGroup === ageGroup)
      .map((a) => ({
        productId: l.productId,
        productName: l.productName,
        baseUnit: l.baseUnit,
        gross: a.gross,
        net: a.net,
      })),
  );
