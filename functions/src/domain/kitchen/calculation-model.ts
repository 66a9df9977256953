import type { PortionNutrition } from '@gradina/shared/kitchen/nutrition';

/**
 * A day's meal calculation (калкулация) as the kitchen writes it and the storage references read it, and
 * the pure arithmetic both sides share (docs/areas/kitchen-calculations.md). Quantities are integers of the
 * product's base unit (gram, millilitre, piece), money whole euro cents.
 *
 * A calculation keeps its own copy of everything it was computed from (the dishes with their recipes'
 * quantities, the head counts, the product names and units): a recipe changed afterwards does not change it.
 */

/** Draft (editable) or confirmed (its request to the store is completed, its values are fixed). */
export const CalculationStatus = { Draft: 1, Confirmed: 2 } as const;
export type CalculationStatus = (typeof CalculationStatus)[keyof typeof CalculationStatus];

/** The staff eat at the oldest children's portion; their rows carry this age group (no children's one). */
export const staffAgeGroup = 0;
export const staffGroupId = 'staff';

/** The head count of one group (or the staff) for one meal type. */
export interface HeadCount {
  groupId: string;
  groupName: string;
  ageGroup: number;
  /** A preparatory group (5-7, ПГ): the monthly meal report's second variant counts only these. */
  preparatory: boolean;
  /** The menu the group eats from that day (a nursery may have its own). */
  menuId: string;
  mealType: number;
  count: number;
}

/** One product of a recipe for one portion: gross quantity in base units. */
export interface PortionLine {
  productId: string;
  productName: string;
  baseUnit: number;
  quantity: number;
  /** The product's category (the food-group frequencies of the nutritional references). */
  categoryId?: number;
}

/** A dish served at one meal type to one age group, with its recipe's quantities as they were. */
export interface CalculationDish {
  menuId: string;
  mealType: number;
  ageGroup: number;
  recipeId: string;
  recipeName: string;
  lines: PortionLine[];
  /** The recipe's nutrition per portion for this age group, as it was (the nutritional references). */
  nutrition?: PortionNutrition;
}

/** A product needed for one meal type and age group: base units; once confirmed, its value in cents. */
export interface CalculationProduct extends PortionLine {
  mealType: number;
  ageGroup: number;
  /** Cents, set when the calculation is confirmed (the store's average price of that morning). */
  value?: number;
  /** Cents unrounded (the share before the cent): the monthly report's "неокръглена стойност". */
  exactValue?: number;
}

export interface CalculationItem {
  /** The date (YYYY-MM-DD): one calculation per kindergarten and day. */
  id: string;
  date: string;
  status: CalculationStatus;
  menuId: string;
  menuName: string;
  warehouseId: string;
  warehouseName: string;
  mealTypes: { mealType: number; name: string }[];
  heads: HeadCount[];
  dishes: CalculationDish[];
  products: CalculationProduct[];
  /** The request to the store that issued the products (set in the issuing transaction's first chunk). */
  requestId?: string;
  requestNumber?: number;
  /** Cents: the confirmed products' value (children and staff). */
  totalValue: number;
  /** Set once the store's values are recorded on the products (a confirmation may stop before it). */
  valued?: boolean;
  portionBookId?: string;
  portionBookNumber?: number;
  createdBy: string;
  version: number;
}

const lineKey = (l: { mealType: number; ageGroup: number; productId: string }) =>
  `${l.mealType}#${l.ageGroup}#${l.productId}`;

/** Head count per meal type and age group. */
export function headsByMeal(heads: readonly HeadCount[]): Map<string, number> {
  const sums = new Map<string, number>();
  for (const h of heads) {
    const key = `${h.mealType}#${h.ageGroup}`;
    sums.set(key, (sums.get(key) ?? 0) + h.count);
  }
  return sums;
}

/**
 * The products a day needs: each dish's portion quantities (base units, up to 3 decimals) times the head
 * count of its meal type and age group, summed per meal type, age group and product (a product in two dishes
 * of a meal is one line; a group counts for the dishes of its own menu) and then made whole: grams and millilitres half up, pieces up (half an egg is an
 * egg). The staff eat the dishes of `staffPortionAgeGroup` (the oldest children's portion).
 */
export function productsNeeded(
  dishes: readonly CalculationDish[],
  heads: readonly HeadCount[],
  staffPortionAgeGroup: number,
): CalculationProduct[] {
  const counts = new Map<string, number>();
  for (const h of heads) {
    const key = `${h.menuId}#${h.mealType}#${h.ageGroup}`;
    counts.set(key, (counts.get(key) ?? 0) + h.count);
  }
  const lines = new Map<string, CalculationProduct>();
  const add = (mealType: number, ageGroup: number, line: PortionLine, count: number) => {
    if (count <= 0 || line.quantity <= 0) return;
    const key = lineKey({ mealType, ageGroup, productId: line.productId });
    const known = lines.get(key);
    if (known) known.quantity += line.quantity * count;
    else lines.set(key, { ...line, mealType, ageGroup, quantity: line.quantity * count });
  };
  for (const dish of dishes)
    for (const line of dish.lines) {
      const meal = `${dish.menuId}#${dish.mealType}`;
      add(dish.mealType, dish.ageGroup, line, counts.get(`${meal}#${dish.ageGroup}`) ?? 0);
      if (dish.ageGroup === staffPortionAgeGroup)
        add(dish.mealType, staffAgeGroup, line, counts.get(`${meal}#${staffAgeGroup}`) ?? 0);
    }
  return [...lines.values()].map((p) => ({ ...p, quantity: wholeBaseUnits(p.baseUnit, p.quantity) }));
}

/** The spec's Unit.Quantity: a piece. */
const piece = 1;

/** A computed quantity as the store issues it: whole grams/millilitres half up, whole pieces up. */
export const wholeBaseUnits = (baseUnit: number, quantity: number) =>
  baseUnit === piece ? Math.ceil(quantity - 1e-9) : Math.round(quantity + 1e-9);

/** The quantity of each product over the whole day (what the store issues), in first-seen order. */
export function productTotals(products: readonly CalculationProduct[]): PortionLine[] {
  const totals = new Map<string, PortionLine>();
  for (const p of products) {
    const known = totals.get(p.productId);
    if (known) known.quantity += p.quantity;
    else
      totals.set(p.productId, {
        productId: p.productId,
        productName: p.productName,
        baseUnit: p.baseUnit,
        quantity: p.quantity,
      });
  }
  return [...totals.values()];
}

/**
 * Shares what the store valued each product at among the calculation's lines by quantity: each line gets
 * `round(value × qty / total)` and the last line of a product what is left, so the lines add up to the
 * issue's value to the cent. `exactValue` is the unrounded share in cents.
 */
export function valuedProducts(
  products: readonly CalculationProduct[],
  issued: ReadonlyMap<string, number>,
): CalculationProduct[] {
  const totals = new Map(productTotals(products).map((t) => [t.productId, t.quantity]));
  const left = new Map(issued);
  const remaining = new Map(totals);
  return products.map((p) => {
    const total = totals.get(p.productId) ?? 0;
    const value = issued.get(p.productId) ?? 0;
    const rest = (remaining.get(p.productId) ?? 0) - p.quantity;
    remaining.set(p.productId, rest);
    const share = rest === 0 ? (left.get(p.productId) ?? 0) : Math.round((value * p.quantity) / total);
    left.set(p.productId, (left.get(p.productId) ?? 0) - share);
    const exactValue = total > 0 ? (value * p.quantity) / total : 0;
    return { ...p, value: share, exactValue };
  });
}

/** People who ate that day among `heads`: the largest head count of a meal type (one eats every meal). */
export function fedOf(heads: readonly HeadCount[]): number {
  const perMeal = new Map<number, number>();
  for (const h of heads) perMeal.set(h.mealType, (perMeal.get(h.mealType) ?? 0) + h.count);
  return Math.max(0, ...perMeal.values());
}

/** Children who ate that day (of the rows `only` keeps). */
export const childrenFed = (heads: readonly HeadCount[], only?: (h: HeadCount) => boolean) =>
  fedOf(heads.filter((h) => h.ageGroup !== staffAgeGroup && (!only || only(h))));

/** The value of the children's portions (the staff pay theirs), in cents. */
export const childrenValue = (products: readonly CalculationProduct[]) =>
  products.filter((p) => p.ageGroup !== staffAgeGroup).reduce((s, p) => s + (p.value ?? 0), 0);

/** Cents per child for the day (rounded half up); 0 when nobody ate. */
export function costPerChild(calc: Pick<CalculationItem, 'heads' | 'products'>): number {
  const fed = childrenFed(calc.heads);
  return fed === 0 ? 0 : Math.round(childrenValue(calc.products) / fed);
}

export interface Share {
  /** The first row's name (the group's). */
  name: string;
  heads: number;
  /** Cents, rounded once per bucket. */
  value: number;
  /** Cents, unrounded. */
  exactValue: number;
}

/**
 * The head count and the value of the portions of the rows `only` keeps, gathered by `bucketOf` (the group,
 * the meal type): each meal type and age group's value is shared among its rows by head count. The
 * per-group reference, the monthly meal report and its preparatory variant all read the day this way.
 */
export function shareByHeads<K>(
  calc: Pick<CalculationItem, 'heads' | 'products'>,
  only: (h: HeadCount) => boolean,
  bucketOf: (h: HeadCount) => K,
): Map<K, Share> {
  const counts = headsByMeal(calc.heads);
  const mealValue = new Map<string, { value: number; exact: number }>();
  for (const p of calc.products) {
    const key = `${p.mealType}#${p.ageGroup}`;
    const known = mealValue.get(key) ?? { value: 0, exact: 0 };
    mealValue.set(key, { value: known.value + (p.value ?? 0), exact: known.exact + (p.exactValue ?? 0) });
  }
  const buckets = new Map<K, Share>();
  for (const h of calc.heads) {
    if (!only(h)) continue;
    const bucket = bucketOf(h);
    const known = buckets.get(bucket) ?? { name: h.groupName, heads: 0, value: 0, exactValue: 0 };
    const total = counts.get(`${h.mealType}#${h.ageGroup}`) ?? 0;
    const meal = mealValue.get(`${h.mealType}#${h.ageGroup}`);
    known.heads += h.count;
    if (meal && total > 0) {
      known.value += (meal.value * h.count) / total;
      known.exactValue += (meal.exact * h.count) / total;
    }
    buckets.set(bucket, known);
  }
  for (const b of buckets.values()) b.value = Math.round(b.value);
  return buckets;
}

export const isChild = (h: HeadCount) => h.ageGroup !== staffAgeGroup;
export const isPreparatoryChild = (h: HeadCount) => h.ageGroup !== staffAgeGroup && h.preparatory;
