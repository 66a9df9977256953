import { GroupAgeKinds } from '@gradina/shared';
import { KitchenAgeGroup, kitchenAgeGroupOf, MealType } from '@gradina/shared/kitchen/meals';
import type { MenuDay } from '@gradina/shared/kitchen/menu';
import {
  type CalculationDish,
  type HeadCount,
  staffAgeGroup,
  staffGroupId,
} from '../../../domain/kitchen/calculation-model';

/**
 * Who eats what on a day (pure): the children marked present that morning in each group eat every meal of
 * their menu's day that has a dish for their age group; the staff who eat that day (the staff meals) have
 * lunch at the oldest children's portion (docs/decisions.md, "Issue #35: meal calculations").
 */

export interface GroupOfDay {
  id: string;
  name: string;
  ageKind: number;
}

export interface MenuOfDay {
  menuId: string;
  menuName: string;
  day: MenuDay;
}

/** The portion the staff eat: the oldest children's. */
export const staffPortion = KitchenAgeGroup.Older;
export const staffMeal = MealType.Lunch;

export function headCountsOf(input: {
  date: string;
  groups: readonly GroupOfDay[];
  /** Children marked present on the date, per group id. */
  present: ReadonlyMap<string, number>;
  /** The menu each group eats from that day (none: the group has no menu and is left out). */
  menuOf: (groupId: string) => MenuOfDay | undefined;
  /** Staff who eat that day, and the menu they eat from. */
  staff: { count: number; menu: MenuOfDay | undefined };
}): HeadCount[] {
  const rows: HeadCount[] = [];
  for (const group of input.groups) {
    const count = input.present.get(group.id) ?? 0;
    const menu = input.menuOf(group.id);
    if (!menu) continue;
    const ageGroup = kitchenAgeGroupOf(group.ageKind, [], input.date);
    for (const meal of menu.day.meals)
      if (meal.dishes.some((d) => d.ageGroups.includes(ageGroup)))
        rows.push({
          groupId: group.id,
          groupName: group.name,
          ageGroup,
          preparatory: group.ageKind === GroupAgeKinds.PGGroups,
          menuId: menu.menuId,
          mealType: meal.mealType,
          count,
        });
  }
  const { staff } = input;
  if (staff.count > 0 && staff.menu?.day.meals.some((m) => m.mealType === staffMeal))
    rows.push({
      groupId: staffGroupId,
      groupName: 'Персонал',
      ageGroup: staffAgeGroup,
      preparatory: false,
      menuId: staff.menu.menuId,
      mealType: staffMeal,
      count: staff.count,
    });
  return rows;
}

/** A recipe as the dishes need it: its lines in base units and its nutrition per age group. */
export interface DishRecipe {
  name: string;
  lines: readonly {
    productId: string;
    productName: string;
    categoryId: number;
    baseUnit: number;
    baseAmounts: readonly { ageGroup: number; gross: number }[];
  }[];
  nutrition: readonly ({ ageGroup: number } & NonNullable<CalculationDish['nutrition']>)[];
}

/**
 * The dishes the day cooks: for every menu, meal type and age group someone eats, the menu's dishes of that
 * age group with their recipe's gross quantity per portion (the staff's lunch adds the oldest portion).
 * Answers the names of recipes the menu names but that no longer exist, for the caller to refuse.
 */
export function dishesOf(
  heads: readonly HeadCount[],
  menus: ReadonlyMap<string, MenuOfDay>,
  recipes: ReadonlyMap<string, DishRecipe>,
): { dishes: CalculationDish[]; missing: string[] } {
  const wanted = new Set<string>();
  for (const h of heads)
    wanted.add(`${h.menuId}#${h.mealType}#${h.ageGroup === staffAgeGroup ? staffPortion : h.ageGroup}`);
  const dishes: CalculationDish[] = [];
  const missing: string[] = [];
  for (const key of wanted) {
    const [menuId = '', mealType, ageGroup] = key.split('#');
    const meal = menus.get(menuId)?.day.meals.find((m) => m.mealType === Number(mealType));
    for (const dish of meal?.dishes ?? []) {
      if (!dish.ageGroups.includes(Number(ageGroup) as KitchenAgeGroup)) continue;
      const recipe = recipes.get(dish.recipeId);
      if (!recipe) {
        missing.push(dish.recipeName);
        continue;
      }
      const nutrition = recipe.nutrition.find((n) => n.ageGroup === Number(ageGroup));
      dishes.push({
        menuId,
        mealType: Number(mealType),
        ageGroup: Number(ageGroup),
        recipeId: dish.recipeId,
        recipeName: recipe.name,
        lines: recipe.lines.flatMap((l) =>
          l.baseAmounts
            .filter((a) => a.ageGroup === Number(ageGroup))
            .map((a) => ({
              productId: l.productId,
              productName: l.productName,
              baseUnit: l.baseUnit,
              categoryId: l.categoryId,
              quantity: a.gross,
            })),
        ),
        ...(nutrition
          ? {
              nutrition: {
                energyKcal: nutrition.energyKcal,
                proteinMg: nutrition.proteinMg,
                fatMg: nutrition.fatMg,
                carbohydrateMg: nutrition.carbohydrateMg,
                saltMg: nutrition.saltMg,
                sugarMg: nutrition.sugarMg,
              },
            }
          : {}),
      });
    }
  }
  return { dishes, missing: [...new Set(missing)] };
}
