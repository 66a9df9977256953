import type { KitchenAgeGroup, MealType, MenuWeekday } from './meals';
import { type CheckedDay, checkWeek, type ServedProduct, type WeekCheck } from './norms';
import { addNutrition, type PortionNutrition, zeroNutrition } from './nutrition';

/**
 * A menu's shape (issue #35): weeks of working days, each day the meals with their dishes (recipes) and the
 * age groups a dish is for. A menu runs from `fromDate` (a Monday) to `toDate` and repeats its weeks in turn
 * (a four-week menu serves week 1 again on the fifth week). Pure functions over it: which day of the menu a
 * date is, and the norms check of a week.
 */

export interface MenuDish {
  recipeId: string;
  /** The recipe's name when the menu was saved (lists and prints need no read of the recipes). */
  recipeName: string;
  /** The age groups the dish is served to. */
  ageGroups: KitchenAgeGroup[];
}

export interface MenuMeal {
  mealType: MealType;
  dishes: MenuDish[];
}

export interface MenuDay {
  weekday: MenuWeekday;
  meals: MenuMeal[];
}

export interface MenuWeek {
  days: MenuDay[];
}

/** What the pure functions need of a menu. */
export interface MenuShape {
  fromDate: string;
  toDate: string;
  weeks: MenuWeek[];
}

const dayMs = 86_400_000;
const utc = (date: string) => Date.parse(`${date}T00:00:00Z`);
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Days from `a` to `b` (YYYY-MM-DD). */
export const daysBetween = (a: string, b: string) => Math.round((utc(b) - utc(a)) / dayMs);
export const addDays = (date: string, days: number) => iso(utc(date) + days * dayMs);
/** The spec's weekday number (Monday 1 … Sunday 7) of a date. */
export const weekdayOf = (date: string) => ((new Date(utc(date)).getUTCDay() + 6) % 7) + 1;
/** The Monday of the week a date is in. */
export const mondayOf = (date: string) => addDays(date, 1 - weekdayOf(date));

/** The index of the menu's week a date falls in (the weeks repeat), or undefined outside the menu. */
export function menuWeekIndex(menu: MenuShape, date: string): number | undefined {
  if (date < menu.fromDate || date > menu.toDate || menu.weeks.length === 0) return undefined;
  const weeks = Math.floor(daysBetween(mondayOf(menu.fromDate), mondayOf(date)) / 7);
  return weeks % menu.weeks.length;
}

/** The menu's day for a date (undefined outside it or on a weekend). */
export function menuDayOn(menu: MenuShape, date: string): MenuDay | undefined {
  const index = menuWeekIndex(menu, date);
  if (index === undefined) return undefined;
  const weekday = weekdayOf(date);
  return menu.weeks[index]!.days.find((d) => d.weekday === weekday);
}

/** Every recipe id of a menu, once each. */
export const recipeIdsOf = (weeks: readonly MenuWeek[]) => [
  ...new Set(
    weeks.flatMap((w) => w.days.flatMap((d) => d.meals.flatMap((m) => m.dishes.map((x) => x.recipeId)))),
  ),
];

/** What the check needs of a recipe: its nutrition per portion per age group and its products. */
export interface CheckedRecipe {
  nutrition: readonly (PortionNutrition & { ageGroup: number })[];
  lines: readonly ServedProduct[];
}

/** A day's nutrition for one age group and the products it serves (dishes for other ages left out). */
export function dayIntake(
  day: MenuDay | undefined,
  ageGroup: KitchenAgeGroup,
  recipes: ReadonlyMap<string, CheckedRecipe>,
): { nutrition: PortionNutrition; products: ServedProduct[] } {
  const portions: PortionNutrition[] = [];
  const products: ServedProduct[] = [];
  for (const meal of day?.meals ?? [])
    for (const dish of meal.dishes) {
      if (!dish.ageGroups.includes(ageGroup)) continue;
      const recipe = recipes.get(dish.recipeId);
      if (!recipe) continue;
      portions.push(recipe.nutrition.find((n) => n.ageGroup === ageGroup) ?? zeroNutrition);
      products.push(...recipe.lines);
    }
  return { nutrition: portions.length ? addNutrition(...portions) : { ...zeroNutrition }, products };
}

/**
 * The norms check of one week of a menu for an age group: each working day that has meals, by its date
 * from `monday`. Pure; the screens run it while the menu is edited, the server for the references.
 */
export function checkMenuWeek(
  week: MenuWeek,
  monday: string,
  ageGroup: KitchenAgeGroup,
  recipes: ReadonlyMap<string, CheckedRecipe>,
): WeekCheck {
  const days: CheckedDay[] = week.days
    .filter((d) => d.meals.some((m) => m.dishes.some((x) => x.ageGroups.includes(ageGroup))))
    .map((d) => ({ date: addDays(monday, d.weekday - 1), ...dayIntake(d, ageGroup, recipes) }));
  return checkWeek(ageGroup, days);
}
