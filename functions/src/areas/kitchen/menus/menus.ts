import { randomUUID } from 'node:crypto';
import type { FieldError } from '@gradina/shared';
import { type KitchenAgeGroup, type MealType, mealTypeNames, mealTypes } from '@gradina/shared/kitchen/meals';
import { daysBetween, type MenuWeek, recipeIdsOf } from '@gradina/shared/kitchen/menu';
import type { Menu, MenuSummary } from '@gradina/shared/manifest/routes/kitchen/menus';
import { pick } from '@gradina/shared/record-fields';
import { groupsOfKindergarten } from '../../../domain/groups/group-reads';
import { getRecipes, isNationalRecipeId } from '../../../domain/kitchen/recipes';
import { now } from '../../../platform/clock';
import { requireVersion } from '../../../platform/db';
import { invalidField, notFound, refuseInvalid } from '../../../platform/http/errors';
import { saved } from '../../../platform/http/replies';
import {
  deleteMenu,
  getMenu,
  type MenuItem,
  maxRecipeChanges,
  menuConfiguration,
  menuNotFound,
  menusOf,
  writeConfiguration,
  writeMenu,
} from './items';

/**
 * Menus (issue #35): the list, one menu, its save and delete, the configuration and the meal types. A save
 * checks the dates, the days and meals named once each, and that every dish is a recipe of the
 * kindergarten's own books (one BatchGet), then writes the menu with its recipes' counts in one transaction.
 */

const groupsText = (ids: readonly string[], names: Map<string, string>) =>
  ids.length === 0
    ? 'Всички групи'
    : ids
        .map((id) => names.get(id) ?? '')
        .filter(Boolean)
        .join(', ');

const toSummary = (m: MenuItem, names: Map<string, string>): MenuSummary => ({
  id: m.id,
  name: m.name,
  fromDate: m.fromDate,
  toDate: m.toDate,
  groupIds: m.groupIds,
  groupsText: groupsText(m.groupIds, names),
  weeksCount: m.weeks.length,
  version: m.version,
});

const groupNames = async (kindergartenId: string) =>
  new Map((await groupsOfKindergarten(kindergartenId)).map((g) => [g.id, g.name]));

/** The kindergarten's menus, the latest first: two Queries (menus, groups' names). */
export async function menuList(kindergartenId: string) {
  const [menus, names] = await Promise.all([menusOf(kindergartenId), groupNames(kindergartenId)]);
  return menus
    .sort((a, b) => b.fromDate.localeCompare(a.fromDate) || a.name.localeCompare(b.name, 'bg'))
    .map((m) => toSummary(m, names));
}

export async function menuById(kindergartenId: string, id: string): Promise<Menu> {
  const [menu, names] = await Promise.all([getMenu(kindergartenId, id), groupNames(kindergartenId)]);
  if (!menu) throw notFound(menuNotFound);
  return { ...toSummary(menu, names), weeks: menu.weeks };
}

export interface MenuInput {
  id?: string;
  name: string;
  fromDate: string;
  toDate: string;
  groupIds: string[];
  weeks: {
    days: {
      weekday: number;
      meals: { mealType: number; dishes: { recipeId: string; ageGroups: number[] }[] }[];
    }[];
  }[];
  version?: number;
}

/** The shape rules of a menu's body: dates, each day and meal once. Pure. */
export function checkMenuShape(body: MenuInput): FieldError[] {
  const errors: FieldError[] = [];
  if (body.toDate < body.fromDate)
    errors.push({ field: 'toDate', message: 'Полето "До дата" не може да е преди "От дата".' });
  else if (daysBetween(body.fromDate, body.toDate) > 366)
    errors.push({ field: 'toDate', message: 'Полето "До дата": менюто може да е най-много за една година.' });
  body.weeks.forEach((week, w) => {
    const weekdays = week.days.map((d) => d.weekday);
    if (new Set(weekdays).size !== weekdays.length)
      errors.push({
        field: `weeks.${w}.days`,
        message: `Полето "Дни": седмица ${w + 1} има един ден два пъти.`,
      });
    week.days.forEach((day, d) => {
      const meals = day.meals.map((m) => m.mealType);
      if (new Set(meals).size !== meals.length)
        errors.push({
          field: `weeks.${w}.days.${d}.meals`,
          message: `Полето "Хранения": ден ${day.weekday} от седмица ${w + 1} има едно хранене два пъти.`,
        });
    });
  });
  return errors;
}

/** Creates or edits a menu; `existing` is the stored menu of an edit (the route's object). */
export async function saveMenu(
  kindergartenId: string,
  userId: string,
  body: MenuInput,
  existing: MenuItem | undefined,
) {
  const expected = body.id ? requireVersion(body.version) : 0;
  const errors = checkMenuShape(body);
  refuseInvalid(errors);
  const ids = recipeIdsOf(body.weeks as MenuWeek[]);
  const national = ids.find(isNationalRecipeId);
  if (national) {
    const message =
      'Полето "Седмици": рецепта от националната книга първо се копира в книга на детската градина.';
    throw invalidField('weeks', message);
  }
  const recipes = await getRecipes(kindergartenId, ids);
  const missing = ids.find((id) => !recipes.has(id));
  if (missing) {
    const message = 'Полето "Седмици": рецептата не е намерена (изтрита е или не е на детската градина).';
    throw invalidField('weeks', message);
  }
  const before = new Set(existing ? recipeIdsOf(existing.weeks) : []);
  const added = ids.filter((id) => !before.has(id));
  const dropped = [...before].filter((id) => !ids.includes(id));
  if (added.length + dropped.length > maxRecipeChanges) {
    const message = `Полето "Седмици": наведнъж могат да се добавят или махнат най-много ${maxRecipeChanges} рецепти.`;
    throw invalidField('weeks', message);
  }
  const item: MenuItem = {
    id: body.id ?? randomUUID(),
    kindergartenId,
    ...pick(body, 'name', 'fromDate', 'toDate'),
    groupIds: [...new Set(body.groupIds)],
    weeks: body.weeks.map((w) => ({
      days: [...w.days]
        .sort((a, b) => a.weekday - b.weekday)
        .map((d) => ({
          weekday: d.weekday as MenuWeek['days'][number]['weekday'],
          meals: [...d.meals]
            .sort((a, b) => a.mealType - b.mealType)
            .map((m) => ({
              mealType: m.mealType as MealType,
              dishes: m.dishes.map((x) => ({
                recipeId: x.recipeId,
                recipeName: recipes.get(x.recipeId)!.name,
                ageGroups: [...new Set(x.ageGroups)].sort() as KitchenAgeGroup[],
              })),
            })),
        })),
    })),
    modifiedAt: now().toISOString(),
    modifiedBy: userId,
    version: expected + 1,
  };
  await writeMenu(item, expected, added, dropped, (id) => recipes.get(id)?.name ?? id);
  return saved(item.id);
}

export async function removeMenu(menu: MenuItem) {
  await deleteMenu(menu, recipeIdsOf(menu.weeks));
  return saved(menu.id);
}

export async function configuration(kindergartenId: string) {
  return menuConfiguration(kindergartenId);
}

export async function saveConfiguration(
  kindergartenId: string,
  body: { recipeBookIds: string[]; mealTypes: number[]; version: number },
) {
  await writeConfiguration(
    kindergartenId,
    {
      recipeBookIds: [...new Set(body.recipeBookIds)],
      mealTypes: [...new Set(body.mealTypes)].sort(),
      version: body.version + 1,
    },
    body.version,
  );
  return saved(null);
}

/** The meals of a day in serving order. */
export const mealTypeList = () => mealTypes.map((id) => ({ id, name: mealTypeNames[id] }));
