import { randomUUID } from 'node:crypto';
import type { KitchenAgeGroup } from '@gradina/shared/kitchen/meals';
import { computeRecipe, type RecipeLineInput } from '@gradina/shared/kitchen/recipe';
import {
  type Recipe,
  type RecipeSummary,
  recipeSummary,
} from '@gradina/shared/manifest/routes/kitchen/recipes';
import type { Unit } from '@gradina/shared/storage/units';
import { isNationalRecipeId, nationalRecipeIdPrefix } from '../../../domain/kitchen/recipes';
import { getProducts } from '../../../domain/storage/products';
import { now } from '../../../platform/clock';
import { byBulgarianName, pageOf, requireVersion } from '../../../platform/db';
import { badRequest, invalidField, notFound } from '../../../platform/http/errors';
import { saved } from '../../../platform/http/replies';
import { getBook, recipeBookNotFound } from '../recipe-books/items';
import {
  createRecipe,
  deleteRecipe,
  getRecipe,
  getRecipes,
  type RecipeItem,
  recipeKeys,
  recipeNotFound,
  recipesOf,
  updateRecipe,
} from './items';

/**
 * Recipes (issue #35): the kindergarten's own and the national book. A save reads the book and the products
 * (one GetItem, one BatchGet), computes the lines in base units, the allergens and the nutrition per portion
 * (shared/src/kitchen/recipe.ts) and writes the recipe whole; an edit keeps the menus' count.
 */

export const toRecipe = (r: RecipeItem): Recipe => ({
  id: r.id,
  name: r.name,
  bookId: r.bookId,
  bookName: r.bookName,
  isNational: isNationalRecipeId(r.id),
  ageGroups: r.ageGroups,
  portionWeights: r.portionWeights ?? [],
  method: r.method ?? '',
  lines: r.lines,
  allergens: r.allergens,
  nutrition: r.nutrition,
  unweighed: r.unweighed ?? [],
  copiedFromId: r.copiedFromId ?? null,
  menuCount: Math.max(0, r.menuCount ?? 0),
  version: r.version,
});

/** A list's row: the record's fields the list shows (the schema keeps those and drops the rest). */
const toSummary = (r: RecipeItem): RecipeSummary => recipeSummary.parse(toRecipe(r));

export interface RecipeFilter {
  name?: string;
  bookId?: string;
  source?: 'national' | 'own';
  PageNumber?: number;
  PageSize?: number;
}

const matches = (r: RecipeItem, f: RecipeFilter) =>
  (!f.name || r.name.toLocaleLowerCase('bg').includes(f.name.toLocaleLowerCase('bg'))) &&
  (!f.bookId || r.bookId === f.bookId);

/** The kindergarten's recipes and the national ones (or one of the two), filtered and paged: two Queries. */
export async function recipeList(kindergartenId: string | null, filter: RecipeFilter) {
  const [own, national] = await Promise.all([
    kindergartenId && filter.source !== 'national' ? recipesOf(kindergartenId) : [],
    filter.source !== 'own' ? recipesOf(null) : [],
  ]);
  const rows = [...own, ...national]
    .filter((r) => matches(r, filter))
    .sort(byBulgarianName)
    .map(toSummary);
  return pageOf(rows, filter.PageNumber, filter.PageSize ?? 20);
}

export async function recipeById(kindergartenId: string, id: string) {
  const item = await getRecipe(kindergartenId, id);
  if (!item) throw notFound(recipeNotFound);
  return toRecipe(item);
}

/** The kindergarten's own recipes a menu picks from (of the given books, or all): one Query. */
export async function recipeOptions(kindergartenId: string, bookIds: readonly string[] | undefined) {
  const own = await recipesOf(kindergartenId);
  return own
    .filter((r) => !bookIds?.length || bookIds.includes(r.bookId))
    .sort(byBulgarianName)
    .map((r) => ({
      id: r.id,
      name: r.name,
      bookName: r.bookName,
      ageGroups: r.ageGroups,
      allergens: r.allergens,
    }));
}

/** What the menu's norms check needs of its recipes: one BatchGet. */
export async function recipeNutritions(kindergartenId: string, ids: readonly string[]) {
  const recipes = await getRecipes(kindergartenId, ids);
  return ids
    .map((id) => recipes.get(id))
    .filter((r): r is RecipeItem => Boolean(r))
    .map((r) => ({
      id: r.id,
      name: r.name,
      allergens: r.allergens,
      nutrition: r.nutrition,
      lines: r.lines.map((l) => ({ productId: l.productId, categoryId: l.categoryId })),
    }));
}

export interface RecipeInput {
  id?: string;
  bookId: string;
  name: string;
  ageGroups: KitchenAgeGroup[];
  portionWeights: { ageGroup: KitchenAgeGroup; grams: number }[];
  method?: string;
  lines: {
    productId: string;
    unit: number;
    amounts: { ageGroup: KitchenAgeGroup; gross: number; net: number }[];
  }[];
  copiedFromId?: string;
  version?: number;
}

/**
 * Saves a recipe of a list: `kindergartenId` for an own one, null for the national book (national products
 * only: a national recipe reads no kindergarten's products). 400 naming the field for a book or product
 * that is not there, a unit the product cannot be counted in, or a missing quantity.
 */
export async function saveRecipe(kindergartenId: string | null, userName: string, body: RecipeInput) {
  const listKey = kindergartenId ?? '';
  // A kindergarten copies a national recipe; it never writes the national book.
  if (body.id && isNationalRecipeId(body.id) !== !kindergartenId) throw notFound(recipeNotFound);
  const expected = body.id ? requireVersion(body.version) : 0;
  const ageGroups = [...new Set(body.ageGroups)].sort();
  const [book, products] = await Promise.all([
    getBook(listKey, body.bookId),
    getProducts(
      listKey,
      body.lines.map((l) => l.productId),
    ),
  ]);
  if (!book || isNationalRecipeId(book.id) !== !kindergartenId)
    throw invalidField('bookId', `Полето "Книга с рецепти": ${recipeBookNotFound}`);
  const computed = computeRecipe(
    ageGroups,
    body.lines.map(
      (l): RecipeLineInput => ({ productId: l.productId, unit: l.unit as Unit, amounts: l.amounts }),
    ),
    products,
  );
  if (computed.errors.length > 0) throw badRequest(computed.errors[0]!.message, computed.errors);
  const id = body.id ?? (kindergartenId ? randomUUID() : `${nationalRecipeIdPrefix}${randomUUID()}`);
  const item: RecipeItem = {
    id,
    ...(kindergartenId ? { kindergartenId } : {}),
    bookId: book.id,
    bookName: book.name,
    name: body.name,
    ageGroups,
    portionWeights: body.portionWeights.filter((w) => ageGroups.includes(w.ageGroup)),
    method: body.method ?? '',
    lines: computed.lines,
    allergens: computed.allergens,
    nutrition: computed.nutrition,
    unweighed: computed.unweighed,
    copiedFromId: body.copiedFromId ?? null,
    modifiedAt: now().toISOString(),
    modifiedBy: userName,
    version: expected + 1,
  };
  const key = recipeKeys.recipe(listKey, id);
  if (body.id) await updateRecipe(key, item, expected);
  else await createRecipe(key, { ...item, menuCount: 0 });
  return saved(id);
}

export async function removeRecipe(kindergartenId: string | null, id: string) {
  if (isNationalRecipeId(id) !== !kindergartenId) throw notFound(recipeNotFound);
  // A national delete has no object loader: a recipe that is not there answers 404, not "in use".
  if (!kindergartenId && !(await getRecipe('', id))) throw notFound(recipeNotFound);
  await deleteRecipe(kindergartenId ?? '', id);
  return saved(id);
}
