import { z } from 'zod';
import { KitchenAgeGroup, MealType } from '../../../kitchen/meals';
import { saveReply } from '../../../schemas/common';
import { dateField } from '../../../schemas/dates';
import { choice, fileReplyKind, id, ids, kindergartenGuard, text } from '../../../schemas/fields';
import { groupId, referenceIds } from '../../../schemas/ids';
import { editNamesVersion, versionField, versionRequired } from '../../../schemas/version';
import { defineRoutes, kindergartenObject, needs } from '../../route';

/**
 * Menus (issue #35): a menu runs from a Monday to its last day and repeats its weeks (a four-week menu);
 * each working day has the meals (`meal-types`) with dishes (the kindergarten's own recipes) for the age
 * groups they are served to. The weekly menu of a group marks each dish's allergens with the EU numbers and
 * flags the children of the group who are allergic to them (a parent sees only their own child). `{week}`
 * is any date of the week (YYYY-MM-DD): docs/decisions.md, "Issue #35: recipes and menus".
 */

const weekday = z
  .number({ error: 'Полето "Ден от седмицата" е задължително.' })
  .int()
  .min(1, { error: 'Полето "Ден от седмицата" трябва да е от понеделник до петък.' })
  .max(5, { error: 'Полето "Ден от седмицата" трябва да е от понеделник до петък.' })
  .meta({ title: 'Ден от седмицата' });

export const menuDishBody = z.object({
  recipeId: id('Рецепта'),
  ageGroups: z
    .array(choice(KitchenAgeGroup, 'Възрастова група'))
    .min(1)
    .max(3)
    .meta({ title: 'Възрастови групи' }),
});
export const menuMealBody = z.object({
  mealType: choice(MealType, 'Хранене'),
  dishes: z.array(menuDishBody).max(6).meta({ title: 'Ястия' }),
});
export const menuDayBody = z.object({
  weekday,
  meals: z.array(menuMealBody).max(4).meta({ title: 'Хранения' }),
});
export const menuWeekBody = z.object({ days: z.array(menuDayBody).max(5).meta({ title: 'Дни' }) });

const dish = z.object({ recipeId: z.string(), recipeName: z.string(), ageGroups: z.array(z.number().int()) });
const meal = z.object({ mealType: z.number().int(), dishes: z.array(dish) });
const week = z.object({ days: z.array(z.object({ weekday: z.number().int(), meals: z.array(meal) })) });

export const menuSummary = z.object({
  id: z.string(),
  name: z.string(),
  fromDate: z.string(),
  toDate: z.string(),
  groupIds: z.array(z.string()),
  /** The groups' names, or "Всички групи". */
  groupsText: z.string(),
  weeksCount: z.number().int(),
  version: z.number().int(),
});
export type MenuSummary = z.infer<typeof menuSummary>;

export const menu = menuSummary.extend({ weeks: z.array(week) });
export type Menu = z.infer<typeof menu>;

export const menuConfiguration = z.object({
  /** The recipe books the menu editor picks recipes from; empty: every book of the kindergarten. */
  recipeBookIds: z.array(z.string()),
  /** The meals the kindergarten serves (MealType numbers). */
  mealTypes: z.array(z.number().int()),
  version: z.number().int(),
});

const verdict = z.object({
  nutrient: z.string(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  unit: z.string(),
  value: z.number(),
  status: z.enum(['ok', 'below', 'above']),
  percent: z.number().int(),
  text: z.string(),
});
export const weekCheck = z.object({
  ageGroup: z.number().int(),
  ageGroupName: z.string(),
  days: z.array(z.object({ date: z.string(), verdicts: z.array(verdict), ok: z.boolean() })),
  average: z.array(verdict),
  frequencies: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      min: z.number().int(),
      value: z.number().int(),
      ok: z.boolean(),
      text: z.string(),
    }),
  ),
  ok: z.boolean(),
});

export const allergyFlag = z.object({
  childId: z.string(),
  childName: z.string(),
  allergens: z.array(z.number().int()),
});

export const weeklyMenu = z.object({
  groupId: z.string(),
  groupName: z.string(),
  /** The kitchen age group the group eats as. */
  ageGroup: z.number().int(),
  monday: z.string(),
  menuId: z.string().nullable(),
  menuName: z.string(),
  days: z.array(
    z.object({
      date: z.string(),
      /** An official holiday: no meals. */
      holiday: z.string().nullable(),
      meals: z.array(
        z.object({
          mealType: z.number().int(),
          name: z.string(),
          dishes: z.array(
            z.object({
              recipeId: z.string(),
              recipeName: z.string(),
              allergens: z.array(z.number().int()),
              /** Energy of the group's portion, kcal. */
              energyKcal: z.number(),
              /** Children of the group allergic to the dish (a parent: only their own). */
              flags: z.array(allergyFlag),
            }),
          ),
        }),
      ),
    }),
  ),
  /** The allergens the week's dishes have: number and name, for the legend. */
  allergens: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** The week against the norms for the group's age group (null without a menu). */
  check: weekCheck.nullable(),
});
export type WeeklyMenu = z.infer<typeof weeklyMenu>;

const menuPath = z.object({ id: id('Меню') });
const weekField = dateField('Седмица');
const withKindergarten = z.object({ kindergartenId: kindergartenGuard() });

export const kitchenMenuRoutes = defineRoutes('kitchen', {
  menus: {
    method: 'GET',
    path: '/api/menus/overview-models',
    permission: needs('Menus', 'read'),
    request: { query: withKindergarten },
    reply: { kind: 'json', schema: z.array(menuSummary) },
    summary: 'Менютата на детската градина, от последното към първото',
  },
  menuConfiguration: {
    method: 'GET',
    path: '/api/menus/configuration',
    permission: needs('Menus', 'read'),
    request: { query: withKindergarten },
    reply: { kind: 'json', schema: menuConfiguration },
    summary: 'Настройките на менютата: книгите с рецепти, от които се избира, и храненията на деня',
  },
  saveMenuConfiguration: {
    method: 'POST',
    path: '/api/menus/configuration',
    permission: needs('Menus', 'update'),
    // The settings are the session's kindergarten's own, by its key: the right decides.
    object: 'none',
    request: {
      body: z.object({
        kindergartenId: kindergartenGuard(),
        recipeBookIds: ids('Книги с рецепти', 'Книга с рецепти', 50),
        mealTypes: z.array(choice(MealType, 'Хранене')).min(1).max(4).meta({ title: 'Хранения' }),
        version: versionField(),
      }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Записва настройките на менютата',
  },
  mealTypes: {
    method: 'GET',
    path: '/api/Menus/meal-types',
    permission: needs('Menus', 'read'),
    request: { query: withKindergarten },
    reply: { kind: 'json', schema: z.array(z.object({ id: z.number().int(), name: z.string() })) },
    summary: 'Храненията на деня, в реда, в който се сервират',
  },
  menu: {
    method: 'GET',
    path: '/api/menus/{id}',
    permission: needs('Menus', 'read'),
    request: { path: menuPath, query: withKindergarten },
    reply: { kind: 'json', schema: menu },
    summary: 'Едно меню със седмиците му',
  },
  saveMenu: {
    method: 'POST',
    path: '/api/menus',
    permission: needs('Menus', 'update'),
    object: kindergartenObject,
    request: {
      body: z
        .object({
          id: id('Меню').optional(),
          kindergartenId: kindergartenGuard(),
          name: text('Наименование', 200),
          fromDate: dateField('От дата'),
          toDate: dateField('До дата'),
          groupIds: referenceIds(groupId(), 'Групи', 100).default([]),
          weeks: z.array(menuWeekBody).min(1).max(6).meta({ title: 'Седмици' }),
          version: versionField().optional(),
        })
        .refine(editNamesVersion, versionRequired),
    },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Добавя (без id) или редактира меню; всяко ястие е собствена рецепта на детската градина',
  },
  deleteMenu: {
    method: 'DELETE',
    path: '/api/menus/{id}',
    permission: needs('Menus', 'delete'),
    object: kindergartenObject,
    request: { path: menuPath },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Изтрива меню',
  },
  weeklyMenu: {
    method: 'GET',
    path: '/api/Menus/weekly-menu/{classId}/{week}',
    permission: needs('Menus', 'read'),
    request: { path: z.object({ classId: id('Група'), week: weekField }), query: withKindergarten },
    reply: { kind: 'json', schema: weeklyMenu },
    summary:
      'Менюто на група за седмица: ястията с алергените им, децата с алергия към тях, проверката по нормите',
  },
  weeklyMenuReceipt: {
    method: 'GET',
    path: '/api/Menus/weekly-menu/receipt/{menuId}/{week}',
    permission: needs('Menus', 'read'),
    request: { path: z.object({ menuId: id('Меню'), week: weekField }), query: withKindergarten },
    reply: fileReplyKind('application/pdf'),
    summary: 'Седмичното меню за печат (PDF) с алергените и хранителната стойност по възрастови групи',
  },
  weeklyMenuForGroupReceipt: {
    method: 'GET',
    path: '/api/Menus/weekly-menu/receipt-for-class/{classId}/{week}',
    permission: needs('Menus', 'read'),
    request: { path: z.object({ classId: id('Група'), week: weekField }), query: withKindergarten },
    reply: fileReplyKind('application/pdf'),
    summary: 'Седмичното меню на група за родителите (PDF) с номерата на алергените след всяко ястие',
  },
});
