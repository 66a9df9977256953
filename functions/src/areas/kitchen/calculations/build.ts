import { formatDateDigits } from '@gradina/shared/format-dates';
import { type MealType, mealTypeNames } from '@gradina/shared/kitchen/meals';
import { menuDayOn } from '@gradina/shared/kitchen/menu';
import { childMonthsOf, kindOf } from '../../../domain/attendance';
import { monthCalendarKeys, monthWorkingDaysOf } from '../../../domain/calendar';
import { groupsOfKindergarten, isOpen } from '../../../domain/groups/group-reads';
import {
  type CalculationItem,
  CalculationStatus,
  productsNeeded,
} from '../../../domain/kitchen/calculations';
import { type MenuItem, menuOfGroup, menusCovering } from '../../../domain/kitchen/menus';
import { type RecipeItem, recipeKeys } from '../../../domain/kitchen/recipes';
import { readStaffMeals } from '../../../domain/staff-meals';
import { keyId, ledgerKeys, readByKey } from '../../../domain/storage/ledger/items';
import { checkOpenMonth } from '../../../domain/storage/ledger/posting';
import { type WarehouseRecord, warehouseKey } from '../../../domain/storage/warehouses';
import { keys } from '../../../platform/db';
import { invalidField, notFound } from '../../../platform/http/errors';
import { dishesOf, headCountsOf, type MenuOfDay, staffPortion } from './head-counts';

/**
 * Building a day's calculation from what the kindergarten knows that morning. Requests: the groups, the
 * month's attendance, the staff meals and the menus running that day (four Queries at once), then one
 * BatchGet of the recipes, the month's calendar, the warehouse, its closed months and the author; the caller
 * puts the item (docs/data-model.md, "Kitchen calculations": six in all).
 */

const mealTypesOf = (menus: readonly MenuOfDay[]) =>
  [...new Set(menus.flatMap((m) => m.day.meals.map((meal) => meal.mealType)))]
    .sort((a, b) => a - b)
    .map((mealType) => ({ mealType, name: mealTypeNames[mealType as MealType] ?? String(mealType) }));

export async function buildCalculation(
  kindergartenId: string,
  input: { date: string; warehouseId: string; userId: string; periodId: string | null },
): Promise<CalculationItem> {
  const { date } = input;
  const month = date.slice(0, 7);
  const [groups, childMonths, staffMeals, menus] = await Promise.all([
    groupsOfKindergarten(kindergartenId),
    childMonthsOf(kindergartenId, month),
    readStaffMeals(kindergartenId, month),
    menusCovering(kindergartenId, date, date),
  ]);
  const menuDays = new Map<string, MenuOfDay>();
  const dayOf = (menu: MenuItem | undefined): MenuOfDay | undefined => {
    const day = menu && menuDayOn(menu, date);
    if (!menu || !day) return undefined;
    const known = menuDays.get(menu.id) ?? { menuId: menu.id, menuName: menu.name, day };
    menuDays.set(menu.id, known);
    return known;
  };
  const present = new Map<string, number>();
  const day = Number(date.slice(8, 10));
  for (const c of childMonths)
    if (kindOf(c.days[day]) === 'present') present.set(c.groupId, (present.get(c.groupId) ?? 0) + 1);
  const heads = headCountsOf({
    date,
    // Every open group of the school year has its rows (0 until the morning's marks or an edit), and a group
    // of another year where a child was marked present that day.
    groups: groups.filter((g) => present.has(g.id) || (g.periodId === input.periodId && isOpen(g, date))),
    present,
    menuOf: (groupId) => dayOf(menuOfGroup(menus, groupId, date)),
    staff: {
      count: staffMeals.filter((s) => s.dates.includes(date)).length,
      // The staff eat from the menu for every group (or the first that runs).
      menu: dayOf(menus.find((m) => m.groupIds.length === 0) ?? menus[0]),
    },
  });

  const recipeIds = [
    ...new Set(
      [...menuDays.values()].flatMap((m) => m.day.meals.flatMap((x) => x.dishes.map((d) => d.recipeId))),
    ),
  ];
  const read = await readByKey([
    ...recipeIds.map((id) => recipeKeys.recipe(kindergartenId, id)),
    ...monthCalendarKeys(kindergartenId, month),
    warehouseKey(kindergartenId, input.warehouseId),
    ledgerKeys.closure(kindergartenId, input.warehouseId),
    keys.user(input.userId),
  ]);
  const calendar = monthWorkingDaysOf(kindergartenId, Number(month.slice(0, 4)), Number(month.slice(5, 7)), [
    ...read.values(),
  ]).find((d) => d.date === date);
  if (!calendar?.isWorkingDay)
    throw invalidField(
      'date',
      `Полето "Дата": ${formatDateDigits(date)} е почивен ден (${calendar?.reasons.join(', ') || 'събота или неделя'}): калкулация не се прави.`,
    );
  const warehouse = read.get(keyId(warehouseKey(kindergartenId, input.warehouseId))) as
    | WarehouseRecord
    | undefined;
  // Another kindergarten's warehouse is none of this one's (404, as any object named across tenants).
  if (!warehouse) throw notFound('Складът не е намерен.');
  if (warehouse.isActive === false) throw invalidField('warehouseId', 'Полето "Склад": складът е неактивен.');
  const closure = read.get(keyId(ledgerKeys.closure(kindergartenId, input.warehouseId)));
  checkOpenMonth(closure?.closedThrough as string | undefined, date);
  if (menuDays.size === 0)
    throw invalidField(
      'date',
      `Полето "Дата": за ${formatDateDigits(date)} няма меню: съставете менюто първо.`,
    );

  const recipes = new Map<string, RecipeItem>();
  for (const id of recipeIds) {
    const recipe = read.get(keyId(recipeKeys.recipe(kindergartenId, id))) as RecipeItem | undefined;
    if (recipe) recipes.set(id, recipe);
  }
  const { dishes, missing } = dishesOf(heads, menuDays, recipes);
  if (missing.length > 0)
    throw invalidField(
      'date',
      `Полето "Дата": менюто на деня съдържа изтрити рецепти (${missing.join(', ')}): поправете менюто.`,
    );
  const user = read.get(keyId(keys.user(input.userId)));
  return {
    id: date,
    date,
    status: CalculationStatus.Draft,
    menuId: [...menuDays.keys()].join(','),
    menuName: [...menuDays.values()].map((m) => m.menuName).join(', '),
    warehouseId: warehouse.id,
    warehouseName: warehouse.name,
    mealTypes: mealTypesOf([...menuDays.values()]),
    heads,
    dishes,
    products: productsNeeded(dishes, heads, staffPortion),
    totalValue: 0,
    createdBy: `${String(user?.firstName ?? '')} ${String(user?.lastName ?? '')}`.trim(),
    version: 1,
  };
}
