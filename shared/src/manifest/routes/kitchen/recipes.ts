import { z } from 'zod';
import { KitchenAgeGroup } from '../../../kitchen/meals';
import { paged, pageQuery, saveReply } from '../../../schemas/common';
import { choice, id, ids, kindergartenGuard, optionalText, text } from '../../../schemas/fields';
import { editNamesVersion, versionField, versionRequired } from '../../../schemas/version';
import { quantityField, unitField } from '../../../storage/units';
import { defineRoutes, kindergartenObject, needs } from '../../route';

/**
 * Recipes (issue #35): the kindergarten's own and the Master's national book, which a kindergarten reads and
 * copies into its own books to adapt. Each line is a product with gross and net per portion for every age
 * group of the recipe; allergens and nutrition per portion are computed from the products on save, never
 * typed (shared/src/kitchen/recipe.ts). The spec names the calls; `nutritions` answers the nutrition and
 * products of given recipes, which the menu editor checks the norms with.
 */

const ageGroup = choice(KitchenAgeGroup, 'Възрастова група');

export const recipeAmountBody = z.object({
  ageGroup,
  gross: quantityField('Бруто'),
  net: quantityField('Нето'),
});

export const recipeLineBody = z.object({
  productId: id('Продукт'),
  unit: unitField(),
  amounts: z.array(recipeAmountBody).min(1).max(3).meta({ title: 'Количества' }),
});

/** The fields a recipe is saved with, by a kindergarten or the Master. */
export const recipeFields = {
  bookId: id('Книга с рецепти'),
  name: text('Наименование', 200),
  ageGroups: z.array(ageGroup).min(1).max(3).meta({ title: 'Възрастови групи' }),
  portionWeights: z
    .array(
      z.object({
        ageGroup,
        grams: z.number().int().min(1).max(2000).meta({ title: 'Тегло на порцията (г)' }),
      }),
    )
    .max(3)
    .default([])
    .meta({ title: 'Тегла на порциите' }),
  method: optionalText('Начин на приготвяне', 4000),
  lines: z
    .array(recipeLineBody)
    .min(1, { error: 'Полето "Продукти": рецептата трябва да има поне един продукт.' })
    .max(40)
    .meta({ title: 'Продукти' }),
};

const amount = z.object({ ageGroup: z.number().int(), gross: z.number(), net: z.number() });
export const portionNutritionSchema = z.object({
  ageGroup: z.number().int(),
  energyKcal: z.number(),
  proteinMg: z.number().int(),
  fatMg: z.number().int(),
  carbohydrateMg: z.number().int(),
  saltMg: z.number().int(),
  sugarMg: z.number().int(),
});

export const recipeLine = z.object({
  productId: z.string(),
  productName: z.string(),
  categoryId: z.number().int(),
  unit: z.number().int(),
  baseUnit: z.number().int(),
  amounts: z.array(amount),
  baseAmounts: z.array(amount),
  lossPercents: z.array(z.object({ ageGroup: z.number().int(), percent: z.number().int() })),
});

export const recipe = z.object({
  id: z.string(),
  name: z.string(),
  bookId: z.string(),
  bookName: z.string(),
  /** A recipe of the Master's national book, which kindergartens copy but do not edit. */
  isNational: z.boolean(),
  ageGroups: z.array(z.number().int()),
  portionWeights: z.array(z.object({ ageGroup: z.number().int(), grams: z.number().int() })),
  method: z.string(),
  lines: z.array(recipeLine),
  allergens: z.array(z.number().int()),
  nutrition: z.array(portionNutritionSchema),
  /** Products whose nutrition could not be counted (pieces with no weight in grams). */
  unweighed: z.array(z.string()),
  copiedFromId: z.string().nullable(),
  /** How many menus use it: a recipe in use cannot be deleted. */
  menuCount: z.number().int(),
  version: z.number().int(),
});
export type Recipe = z.infer<typeof recipe>;

export const recipeSummary = recipe.pick({
  id: true,
  name: true,
  bookId: true,
  bookName: true,
  isNational: true,
  ageGroups: true,
  allergens: true,
  nutrition: true,
  menuCount: true,
});
export type RecipeSummary = z.infer<typeof recipeSummary>;

export const recipeFilter = {
  name: optionalText('Търсене', 100),
  bookId: id('Книга с рецепти').optional(),
  /** national: the Master's book only; own: the kindergarten's only; empty: both. */
  source: z.enum(['national', 'own']).optional().meta({ title: 'Източник' }),
  ...pageQuery,
};

/** What the norms check of a menu needs of a recipe. */
export const recipeNutrition = z.object({
  id: z.string(),
  name: z.string(),
  allergens: z.array(z.number().int()),
  nutrition: z.array(portionNutritionSchema),
  lines: z.array(z.object({ productId: z.string(), categoryId: z.number().int() })),
});
export type RecipeNutrition = z.infer<typeof recipeNutrition>;

const recipePath = z.object({ id: id('Рецепта') });

export const kitchenRecipeRoutes = defineRoutes('kitchen', {
  recipes: {
    method: 'GET',
    path: '/api/Recipes',
    permission: needs('Recipes', 'read'),
    request: { query: z.object({ kindergartenId: kindergartenGuard(), ...recipeFilter }) },
    reply: { kind: 'json', schema: paged(recipeSummary), paged: true },
    summary:
      'Рецептите на детската градина и националната книга, по азбучен ред, с алергени и хранителна стойност',
  },
  recipeOptions: {
    method: 'GET',
    path: '/api/Recipes/overview-models',
    permission: needs('Menus', 'read'),
    request: {
      query: z.object({
        kindergartenId: kindergartenGuard(),
        bookIds: ids('Книги с рецепти', 'Книга', 50).optional(),
      }),
    },
    reply: {
      kind: 'json',
      schema: z.array(
        z.object({
          id: z.string(),
          name: z.string(),
          bookName: z.string(),
          ageGroups: z.array(z.number().int()),
          allergens: z.array(z.number().int()),
        }),
      ),
    },
    summary: 'Собствените рецепти на детската градина за избор в меню (по книги, по азбучен ред)',
  },
  recipeNutritions: {
    method: 'GET',
    path: '/api/Recipes/nutritions',
    permission: needs('Menus', 'read'),
    request: {
      query: z.object({
        kindergartenId: kindergartenGuard(),
        // Comma-separated in the query string, as the browser sends a list: a week's dishes (5 days, 4 meals,
        // 3 dishes) are 60 at most, and 60 ids keep the address under the gateways' header limits.
        ids: z
          .string()
          .max(2300)
          .transform((v) => [
            ...new Set(
              v
                .split(',')
                .map((s) => s.trim())
                .filter(Boolean),
            ),
          ])
          .refine((v) => v.length <= 60, { error: 'Полето "Рецепти" трябва да има най-много 60 рецепти.' })
          .refine((v) => v.every((x) => x.length <= 64), {
            error: 'Полето "Рецепти" съдържа твърде дълъг номер.',
          })
          .meta({ title: 'Рецепти' }),
      }),
    },
    reply: { kind: 'json', schema: z.array(recipeNutrition) },
    summary:
      'Хранителната стойност на порция по възрастови групи и продуктите на дадени рецепти (за проверката на менюто)',
  },
  recipe: {
    method: 'GET',
    path: '/api/Recipes/{id}',
    permission: needs('Recipes', 'read'),
    request: { path: recipePath, query: z.object({ kindergartenId: kindergartenGuard() }) },
    reply: { kind: 'json', schema: recipe },
    summary: 'Една рецепта (собствена или от националната книга)',
  },
  saveRecipe: {
    method: 'POST',
    path: '/api/Recipes',
    permission: needs('Recipes', 'update'),
    object: kindergartenObject,
    request: {
      body: z
        .object({
          id: id('Рецепта').optional(),
          kindergartenId: kindergartenGuard(),
          ...recipeFields,
          copiedFromId: id('Копие на рецепта').optional(),
          version: versionField().optional(),
        })
        .refine(editNamesVersion, versionRequired),
    },
    reply: { kind: 'json', schema: saveReply },
    summary:
      'Добавя (без id; с copiedFromId — копие на национална рецепта) или редактира собствена рецепта; алергените и хранителната стойност се изчисляват от продуктите',
  },
  deleteRecipe: {
    method: 'DELETE',
    path: '/api/Recipes/{id}',
    permission: needs('Recipes', 'delete'),
    object: kindergartenObject,
    request: { path: recipePath },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Изтрива собствена рецепта, която не е в меню',
  },
});
