import { z } from 'zod';
import { paged, saveReply } from '../../../schemas/common';
import { id } from '../../../schemas/fields';
import { editNamesVersion, versionField, versionRequired } from '../../../schemas/version';
import { defineRoutes, needs } from '../../route';
import { recipeBook, recipeBookFields } from './recipe-books';
import { recipe, recipeFields, recipeFilter, recipeSummary } from './recipes';

/**
 * The Master's national recipe book (/admin/recipes, issue #35): recipes of national products every
 * kindergarten reads and copies into its own books. The spec names the POST and the DELETE; the reads and
 * the national books are added for the Master's screens (docs/decisions.md, "Issue #35: recipes and menus").
 * National ids start with `nat-`; a national recipe's products are national products.
 */

const nationalId = (title: string) =>
  id(title).refine((v) => v.startsWith('nat-'), {
    error: `Полето "${title}" трябва да е от националната книга с рецепти.`,
  });

export const kitchenRecipeManagementRoutes = defineRoutes('kitchen', {
  nationalRecipes: {
    method: 'GET',
    path: '/api/administration/RecipeManagement',
    permission: needs('RecipeCatalogue', 'read', false),
    request: { query: z.object(recipeFilter).omit({ source: true }) },
    reply: { kind: 'json', schema: paged(recipeSummary), paged: true },
    summary: 'Националната книга с рецепти (администратор на платформата)',
  },
  nationalRecipe: {
    method: 'GET',
    path: '/api/administration/RecipeManagement/{id}',
    permission: needs('RecipeCatalogue', 'read', false),
    request: { path: z.object({ id: nationalId('Рецепта') }) },
    reply: { kind: 'json', schema: recipe },
    summary: 'Една национална рецепта',
  },
  saveNationalRecipe: {
    method: 'POST',
    path: '/api/administration/RecipeManagement',
    permission: needs('RecipeCatalogue', 'update', false),
    // The national book belongs to no kindergarten: the Master's right alone decides.
    object: 'none',
    request: {
      body: z
        .object({
          id: nationalId('Рецепта').optional(),
          ...recipeFields,
          bookId: nationalId('Книга с рецепти'),
          version: versionField().optional(),
        })
        .refine(editNamesVersion, versionRequired),
    },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Добавя (без id) или редактира национална рецепта от национални продукти',
  },
  deleteNationalRecipe: {
    method: 'DELETE',
    path: '/api/administration/RecipeManagement/{id}',
    permission: needs('RecipeCatalogue', 'delete', false),
    // The national book belongs to no kindergarten: the Master's right alone decides.
    object: 'none',
    // Any id: one that is not a national recipe answers 404, as a delete of nothing does.
    request: { path: z.object({ id: id('Рецепта') }) },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Изтрива национална рецепта (копията в детските градини остават)',
  },
  nationalRecipeBooks: {
    method: 'GET',
    path: '/api/administration/RecipeManagement/recipe-books',
    permission: needs('RecipeCatalogue', 'read', false),
    request: {},
    reply: { kind: 'json', schema: z.array(recipeBook) },
    summary: 'Националните книги с рецепти',
  },
  saveNationalRecipeBook: {
    method: 'POST',
    path: '/api/administration/RecipeManagement/recipe-books',
    permission: needs('RecipeCatalogue', 'update', false),
    // The national books belong to no kindergarten: the Master's right alone decides.
    object: 'none',
    request: {
      body: z
        .object({
          id: nationalId('Книга с рецепти').optional(),
          ...recipeBookFields,
          version: versionField().optional(),
        })
        .refine(editNamesVersion, versionRequired),
    },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Добавя (без id) или редактира национална книга с рецепти',
  },
  deleteNationalRecipeBook: {
    method: 'DELETE',
    path: '/api/administration/RecipeManagement/recipe-books/{id}',
    permission: needs('RecipeCatalogue', 'delete', false),
    // The national books belong to no kindergarten: the Master's right alone decides.
    object: 'none',
    request: { path: z.object({ id: id('Книга с рецепти') }) },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Изтрива национална книга с рецепти без рецепти',
  },
});
