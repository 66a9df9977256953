import { Unit } from '../enums';
import { baseThousandthsPer, type ProductUnits } from '../storage/units';
import type { KitchenAgeGroup } from './meals';

/**
 * Nutrition and allergens of a recipe's portion, computed from its products (issue #35: never typed by
 * hand). A product's nutrition is per 100 g (or 100 ml, read as 100 g) in kcal and milligrams; a line's NET
 * quantity is what the child eats, so it is what counts.
 */

/** Per 100 g of a product: kcal and milligrams, as the store keeps them. */
export interface ProductNutrition {
  energyKcal: number;
  proteinMg: number;
  fatMg: number;
  carbohydrateMg: number;
  saltMg: number;
}

/** What the computation needs of a product. */
export interface NutritionProduct extends ProductUnits {
  id: string;
  name: string;
  categoryId: number;
  allergens: readonly number[];
  nutrition: ProductNutrition;
}

/**
 * One portion's nutrition: energy in kcal with one decimal, the rest in whole milligrams. `sugarMg` is the
 * carbohydrate of the sugars category (sugar, honey, jam: 1001), the free sugar the norms limit.
 */
export interface PortionNutrition {
  energyKcal: number;
  proteinMg: number;
  fatMg: number;
  carbohydrateMg: number;
  saltMg: number;
  sugarMg: number;
}

export const zeroNutrition: PortionNutrition = {
  energyKcal: 0,
  proteinMg: 0,
  fatMg: 0,
  carbohydrateMg: 0,
  saltMg: 0,
  sugarMg: 0,
};

/** The sugars category (catalogue.ts): what counts as free sugar. */
export const sugarCategoryId = 1001;

/** One line of a recipe for one age group, in the product's BASE unit (grams, millilitres, pieces; 3 decimals). */
export interface PortionLine {
  productId: string;
  gross: number;
  net: number;
}

/**
 * Grams of `base` units of the product: grams and millilitres as they are, pieces through the product's
 * conversion to grams (an egg of 50 g). Undefined when a piece product has no weight: its nutrition is unknown.
 */
export function gramsOf(product: ProductUnits, base: number): number | undefined {
  if (product.baseUnit !== Unit.Quantity) return base;
  const perGram = baseThousandthsPer(product, Unit.Gram);
  return perGram ? (base * 1000) / perGram : undefined;
}

const round1 = (v: number) => Math.round(v * 10) / 10;

/** The sum of several portions' nutrition (a meal, a day), rounded as a portion is. */
export function addNutrition(...all: readonly PortionNutrition[]): PortionNutrition {
  const sum = { ...zeroNutrition };
  for (const n of all) {
    sum.energyKcal += n.energyKcal;
    sum.proteinMg += n.proteinMg;
    sum.fatMg += n.fatMg;
    sum.carbohydrateMg += n.carbohydrateMg;
    sum.saltMg += n.saltMg;
    sum.sugarMg += n.sugarMg;
  }
  return { ...sum, energyKcal: round1(sum.energyKcal) };
}

export interface ComputedPortion {
  nutrition: PortionNutrition;
  /** Products whose nutrition could not be counted (a piece product without a weight in grams). */
  unweighed: string[];
}

/** A portion's nutrition from its lines' net quantities and the products' values per 100 g. Pure. */
export function portionNutrition(
  lines: readonly PortionLine[],
  products: ReadonlyMap<string, NutritionProduct>,
): ComputedPortion {
  const sum = { ...zeroNutrition };
  const unweighed: string[] = [];
  for (const line of lines) {
    const product = products.get(line.productId);
    if (!product) continue;
    const grams = gramsOf(product, line.net);
    if (grams === undefined) {
      unweighed.push(product.name);
      continue;
    }
    const share = grams / 100;
    sum.energyKcal += product.nutrition.energyKcal * share;
    sum.proteinMg += product.nutrition.proteinMg * share;
    sum.fatMg += product.nutrition.fatMg * share;
    sum.carbohydrateMg += product.nutrition.carbohydrateMg * share;
    sum.saltMg += product.nutrition.saltMg * share;
    if (product.categoryId === sugarCategoryId) sum.sugarMg += product.nutrition.carbohydrateMg * share;
  }
  return {
    nutrition: {
      energyKcal: round1(sum.energyKcal),
      proteinMg: Math.round(sum.proteinMg),
      fatMg: Math.round(sum.fatMg),
      carbohydrateMg: Math.round(sum.carbohydrateMg),
      saltMg: Math.round(sum.saltMg),
      sugarMg: Math.round(sum.sugarMg),
    },
    unweighed,
  };
}

/** The allergens of a recipe: every allergen of its products, in number order (EU 1169/2011 Annex II). */
export function allergensOf(
  productIds: readonly string[],
  products: ReadonlyMap<string, Pick<NutritionProduct, 'allergens'>>,
): number[] {
  const found = new Set<number>();
  for (const id of productIds) for (const a of products.get(id)?.allergens ?? []) found.add(a);
  return [...found].sort((a, b) => a - b);
}

/** The loss from gross to net in whole percent (peeling, bones, cooking); 0 for a zero gross. */
export const lossPercent = (gross: number, net: number) =>
  gross > 0 ? Math.round(((gross - net) * 100) / gross) : 0;

/** A recipe's nutrition per portion for each age group it gives quantities for. */
export interface AgeGroupNutrition extends PortionNutrition {
  ageGroup: KitchenAgeGroup;
}

/** Allergen numbers as menus print them after a dish: "1, 3, 7" (empty when none). */
export const allergenNumbers = (allergens: readonly number[]) =>
  [...allergens].sort((a, b) => a - b).join(', ');
