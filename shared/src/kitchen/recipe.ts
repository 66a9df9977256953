import { baseThousandthsPer, thousandths, type Unit, unitRefusalMessages } from '../storage/units';
import type { KitchenAgeGroup } from './meals';
import {
  type AgeGroupNutrition,
  allergensOf,
  lossPercent,
  type NutritionProduct,
  portionNutrition,
} from './nutrition';

/**
 * A recipe's lines and what follows from them (issue #35): each line is a product with its gross and net
 * quantity per portion for every age group of the recipe, in a unit the product counts in; the server keeps
 * them also in the product's base unit (what the kitchen's calculations multiply by the head count), and the
 * portion's nutrition and allergens computed from the products.
 */

export interface RecipeAmount {
  ageGroup: KitchenAgeGroup;
  gross: number;
  net: number;
}

/** A line as entered: quantities in `unit`. */
export interface RecipeLineInput {
  productId: string;
  unit: Unit;
  amounts: readonly RecipeAmount[];
}

/** A line as kept: the product's name, category and base unit, and the quantities in base units too. */
export interface RecipeLine extends Omit<RecipeLineInput, 'amounts'> {
  amounts: RecipeAmount[];
  productName: string;
  categoryId: number;
  baseUnit: number;
  /** Quantities per portion in the product's base unit (grams, millilitres, pieces), 3 decimals. */
  baseAmounts: RecipeAmount[];
  /** The loss from gross to net per age group, whole percent. */
  lossPercents: { ageGroup: KitchenAgeGroup; percent: number }[];
}

export interface RecipeFieldError {
  field: string;
  message: string;
}

export interface ComputedRecipe {
  lines: RecipeLine[];
  allergens: number[];
  nutrition: AgeGroupNutrition[];
  /** Products whose nutrition could not be counted (pieces with no weight in grams). */
  unweighed: string[];
  errors: RecipeFieldError[];
}

const round3 = (v: number) => Math.round(v * 1000) / 1000;

/**
 * Checks a recipe's lines against its products and age groups and computes what the recipe keeps. Errors
 * name the field as the API answers it (`lines.2.amounts.0.net`). Pure.
 */
export function computeRecipe(
  ageGroups: readonly KitchenAgeGroup[],
  input: readonly RecipeLineInput[],
  products: ReadonlyMap<string, NutritionProduct>,
): ComputedRecipe {
  const errors: RecipeFieldError[] = [];
  if (input.length === 0)
    errors.push({ field: 'lines', message: 'Полето "Продукти": рецептата трябва да има поне един продукт.' });
  const lines: RecipeLine[] = [];
  const seen = new Set<string>();
  input.forEach((line, i) => {
    const product = products.get(line.productId);
    if (!product) {
      errors.push({ field: `lines.${i}.productId`, message: 'Полето "Продукт": продуктът не е намерен.' });
      return;
    }
    if (seen.has(line.productId))
      errors.push({
        field: `lines.${i}.productId`,
        message: `Полето "Продукт": „${product.name}“ е добавен повече от веднъж.`,
      });
    seen.add(line.productId);
    const per = baseThousandthsPer(product, line.unit);
    if (per === undefined) {
      errors.push({
        field: `lines.${i}.unit`,
        message: `Полето "Мерна единица": ${unitRefusalMessages['no-conversion']} („${product.name}“)`,
      });
      return;
    }
    const missing = ageGroups.filter((g) => !line.amounts.some((a) => a.ageGroup === g));
    if (missing.length > 0)
      errors.push({
        field: `lines.${i}.amounts`,
        message: `Полето "Количества": „${product.name}“ няма количество за всяка възрастова група на рецептата.`,
      });
    line.amounts.forEach((a, j) => {
      if (!(a.gross > 0) || thousandths(a.gross) === undefined)
        errors.push({
          field: `lines.${i}.amounts.${j}.gross`,
          message: 'Полето "Бруто": количеството трябва да е по-голямо от 0.',
        });
      if (!(a.net > 0) || thousandths(a.net) === undefined)
        errors.push({
          field: `lines.${i}.amounts.${j}.net`,
          message: 'Полето "Нето": количеството трябва да е по-голямо от 0.',
        });
      else if (a.net > a.gross)
        errors.push({
          field: `lines.${i}.amounts.${j}.net`,
          message: 'Полето "Нето": нетото не може да е повече от брутото.',
        });
    });
    const amounts = line.amounts
      .filter((a) => ageGroups.includes(a.ageGroup))
      .map((a) => ({ ageGroup: a.ageGroup, gross: a.gross, net: a.net }));
    const baseAmounts = amounts.map((a) => ({
      ageGroup: a.ageGroup,
      gross: round3((a.gross * per) / 1000),
      net: round3((a.net * per) / 1000),
    }));
    lines.push({
      productId: line.productId,
      unit: line.unit,
      amounts,
      productName: product.name,
      categoryId: product.categoryId,
      baseUnit: product.baseUnit,
      baseAmounts,
      lossPercents: amounts.map((a) => ({ ageGroup: a.ageGroup, percent: lossPercent(a.gross, a.net) })),
    });
  });
  const unweighed = new Set<string>();
  const nutrition = ageGroups.map((ageGroup) => {
    const portion = portionNutrition(
      lines.flatMap((l) =>
        l.baseAmounts
          .filter((a) => a.ageGroup === ageGroup)
          .map((a) => ({ productId: l.productId, gross: a.gross, net: a.net })),
      ),
      products,
    );
    for (const name of portion.unweighed) unweighed.add(name);
    return { ageGroup, ...portion.nutrition };
  });
  return {
    lines,
    allergens: allergensOf(
      lines.map((l) => l.productId),
      products,
    ),
    nutrition,
    unweighed: [...unweighed],
    errors,
  };
}
