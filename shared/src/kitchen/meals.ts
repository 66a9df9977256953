import { GroupAgeKinds } from '../enums';

/**
 * The kitchen's fixed lists (issue #35): the meals of a full day and the age groups a recipe gives its
 * quantities for. The spec names `meal-types` and "age groups (3-4, 5-7 years)" without numbers, so the
 * numbers here are the product's (docs/decisions.md, "Issue #35: recipes and menus").
 */

/** The meals of a full day (Наредба № 6/2011: breakfast, lunch and two snacks), in the order they are served. */
export const MealType = {
  Breakfast: 1,
  MorningSnack: 2,
  Lunch: 3,
  AfternoonSnack: 4,
} as const;
export type MealType = (typeof MealType)[keyof typeof MealType];
export const mealTypes: readonly MealType[] = [1, 2, 3, 4];

export const mealTypeNames: Record<MealType, string> = {
  [MealType.Breakfast]: 'Закуска',
  [MealType.MorningSnack]: 'Подкрепителна закуска',
  [MealType.Lunch]: 'Обяд',
  [MealType.AfternoonSnack]: 'Следобедна закуска',
};

/**
 * The age groups a recipe's quantities and the norms are given for: the nursery (Наредба № 2/2013, up to 3
 * years) and the two groups of the kindergarten's recipe books (Наредба № 6/2011, 3-4 and 5-7 years).
 */
export const KitchenAgeGroup = {
  Nursery: 1,
  Young: 2,
  Older: 3,
} as const;
export type KitchenAgeGroup = (typeof KitchenAgeGroup)[keyof typeof KitchenAgeGroup];
export const kitchenAgeGroups: readonly KitchenAgeGroup[] = [1, 2, 3];

export const kitchenAgeGroupNames: Record<KitchenAgeGroup, string> = {
  [KitchenAgeGroup.Nursery]: 'Ясла (до 3 г.)',
  [KitchenAgeGroup.Young]: '3-4 г.',
  [KitchenAgeGroup.Older]: '5-7 г.',
};

/**
 * The age group a kindergarten group eats as. The group's kind decides where it is plain (nursery, first
 * group, preparatory groups); a "kindergarten" group (the second group, or a mixed one) eats by the age of
 * most of its children on the day: under 5 the 3-4 portions, otherwise 5-7. `birthDates` are YYYY-MM-DD.
 */
export function kitchenAgeGroupOf(
  ageKind: number,
  birthDates: readonly string[],
  date: string,
): KitchenAgeGroup {
  if (ageKind === GroupAgeKinds.Nursery) return KitchenAgeGroup.Nursery;
  if (ageKind === GroupAgeKinds.FirstGroup) return KitchenAgeGroup.Young;
  if (ageKind === GroupAgeKinds.PGGroups) return KitchenAgeGroup.Older;
  const ages = birthDates.map((b) => ageOn(b, date)).sort((a, b) => a - b);
  if (ages.length === 0) return KitchenAgeGroup.Young;
  const median = ages[Math.floor(ages.length / 2)]!;
  return median < 5 ? KitchenAgeGroup.Young : KitchenAgeGroup.Older;
}

/** Whole years of age on `date` (both YYYY-MM-DD). */
export function ageOn(birthDate: string, date: string): number {
  const years = Number(date.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return date.slice(5) < birthDate.slice(5) ? years - 1 : years;
}

/** The working days a menu week has: Monday (1) to Friday (5), the spec's Weekday numbers. */
export const menuWeekdays = [1, 2, 3, 4, 5] as const;
export type MenuWeekday = (typeof menuWeekdays)[number];
