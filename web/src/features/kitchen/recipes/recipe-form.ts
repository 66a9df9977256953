import { type KitchenAgeGroup, kitchenAgeGroupNames, kitchenAgeGroups } from '@gradina/shared/kitchen/meals';
import type { NutritionProduct } from '@gradina/shared/kitchen/nutrition';
import { type ComputedRecipe, computeRecipe } from '@gradina/shared/kitchen/recipe';
import type { Recipe } from '@gradina/shared/manifest/routes/kitchen/recipes';
import { Unit } from '@gradina/shared/storage/units';
import { parseDecimal, parseInteger } from '../../../ui/forms/numbers';
import { given, type ManifestFormSpec } from '../../../ui/forms/useManifestForm';

/**
 * A recipe's form (the kindergarten's recipes and the Master's national book share it). Each line keeps
 * gross and net for the three age groups in a fixed order (nursery, 3-4, 5-7); the body sends those of the
 * recipe's age groups. The nutrition and allergens the screen shows while typing are computed by the same
 * function the server saves them with (shared/src/kitchen/recipe.ts).
 */

export interface AmountValues {
  gross: string;
  net: string;
}

export interface RecipeLineValues {
  productId: string;
  unit: string;
  /** Index 0-2: nursery, 3-4, 5-7. */
  amounts: AmountValues[];
}

export interface RecipeValues {
  id: string;
  version: number | undefined;
  bookId: string;
  name: string;
  ageGroups: string[];
  /** Grams of a portion per age group, index 0-2. */
  portions: string[];
  method: string;
  lines: RecipeLineValues[];
  copiedFromId: string;
}

export const recipeLabels = {
  bookId: 'Книга с рецепти',
  name: 'Наименование',
  ageGroups: 'Възрастови групи',
  method: 'Начин на приготвяне',
  lines: 'Продукти',
  'lines.*.productId': 'Продукт',
  'lines.*.unit': 'Мерна единица',
  'lines.*.amounts.*.gross': 'Бруто',
  'lines.*.amounts.*.net': 'Нето',
} as const;

const emptyAmounts = () => kitchenAgeGroups.map(() => ({ gross: '', net: '' }));
export const newRecipeLine = (): RecipeLineValues => ({
  productId: '',
  unit: String(Unit.Gram),
  amounts: emptyAmounts(),
});

export const newRecipe = (bookId = ''): RecipeValues => ({
  id: '',
  version: undefined,
  bookId,
  name: '',
  ageGroups: kitchenAgeGroups.map(String),
  portions: kitchenAgeGroups.map(() => ''),
  method: '',
  lines: [newRecipeLine()],
  copiedFromId: '',
});

const text = (n: number | undefined) => (n === undefined ? '' : String(n).replace('.', ','));

/** The record's values; `asCopy` makes a new recipe of it (a national one copied into the kindergarten's book). */
export function recipeValues(r: Recipe, asCopy = false): RecipeValues {
  const amountOf = (line: Recipe['lines'][number], g: KitchenAgeGroup) =>
    line.amounts.find((a) => a.ageGroup === g);
  return {
    id: asCopy ? '' : r.id,
    version: asCopy ? undefined : r.version,
    bookId: asCopy ? '' : r.bookId,
    name: r.name,
    ageGroups: r.ageGroups.map(String),
    portions: kitchenAgeGroups.map((g) => text(r.portionWeights.find((w) => w.ageGroup === g)?.grams)),
    method: r.method,
    lines: r.lines.map((l) => ({
      productId: l.productId,
      unit: String(l.unit),
      amounts: kitchenAgeGroups.map((g) => ({
        gross: text(amountOf(l, g)?.gross),
        net: text(amountOf(l, g)?.net),
      })),
    })),
    copiedFromId: asCopy ? r.id : '',
  };
}

const chosenAges = (v: RecipeValues) => kitchenAgeGroups.filter((g) => v.ageGroups.includes(String(g)));

/** The fields both books save, as the routes take them. */
export function recipeBody(v: RecipeValues) {
  const ages = chosenAges(v);
  return {
    bookId: v.bookId,
    name: given(v.name),
    ageGroups: ages,
    portionWeights: ages
      .map((ageGroup) => ({ ageGroup, grams: parseInteger(v.portions[ageGroup - 1] ?? '') as number }))
      .filter((w) => w.grams > 0),
    method: v.method,
    lines: v.lines.map((l) => ({
      productId: l.productId,
      unit: Number(l.unit) as 1 | 2 | 3 | 4 | 5,
      amounts: ages.map((ageGroup) => ({
        ageGroup,
        gross: parseDecimal(l.amounts[ageGroup - 1]?.gross ?? '') as number,
        net: parseDecimal(l.amounts[ageGroup - 1]?.net ?? '') as number,
      })),
    })),
  };
}

export const ownRecipeSpec = (
  kindergartenId: string,
): ManifestFormSpec<RecipeValues, 'kitchen.saveRecipe'> => ({
  labels: recipeLabels,
  toBody: (v) => ({
    kindergartenId,
    ...recipeBody(v),
    ...(v.id ? { id: v.id, version: v.version } : {}),
    ...(v.copiedFromId ? { copiedFromId: v.copiedFromId } : {}),
  }),
});

export const nationalRecipeSpec = (): ManifestFormSpec<RecipeValues, 'kitchen.saveNationalRecipe'> => ({
  labels: recipeLabels,
  toBody: (v) => ({ ...recipeBody(v), ...(v.id ? { id: v.id, version: v.version } : {}) }),
});

/** What the screen shows while the recipe is typed: the lines that can be counted, as the server counts them. */
export function previewOf(v: RecipeValues, products: ReadonlyMap<string, NutritionProduct>): ComputedRecipe {
  const body = recipeBody(v);
  const countable = body.lines.filter(
    (l) => products.has(l.productId) && l.amounts.every((a) => a.gross > 0 && a.net > 0),
  );
  return computeRecipe(body.ageGroups, countable, products);
}

export const ageGroupOptions = kitchenAgeGroups.map((g) => ({
  value: String(g),
  label: kitchenAgeGroupNames[g],
}));
