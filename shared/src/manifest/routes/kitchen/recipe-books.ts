import { z } from 'zod';
import { saveReply } from '../../../schemas/common';
import { id, kindergartenGuard, optionalText, text } from '../../../schemas/fields';
import { editNamesVersion, versionField, versionRequired } from '../../../schemas/version';
import { defineRoutes, kindergartenObject, needs } from '../../route';

/**
 * Recipe books (issue #35): a kindergarten keeps its recipes in books of its own and reads the Master's
 * national books beside them. A book with recipes is not deleted.
 */

export const recipeBook = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  isNational: z.boolean(),
  recipeCount: z.number().int(),
  version: z.number().int(),
});
export type RecipeBook = z.infer<typeof recipeBook>;

/** The fields a book is saved with, by a kindergarten or the Master. */
export const recipeBookFields = {
  name: text('Наименование', 200),
  description: optionalText('Описание', 1000),
};

const bookPath = z.object({ id: id('Книга с рецепти') });

export const kitchenRecipeBookRoutes = defineRoutes('kitchen', {
  recipeBooks: {
    method: 'GET',
    path: '/api/RecipeBooks',
    permission: needs('RecipeBooks', 'read'),
    request: { query: z.object({ kindergartenId: kindergartenGuard() }) },
    reply: { kind: 'json', schema: z.array(recipeBook) },
    summary: 'Книгите с рецепти на детската градина и националните, по азбучен ред',
  },
  recipeBook: {
    method: 'GET',
    path: '/api/RecipeBooks/{id}',
    permission: needs('RecipeBooks', 'read'),
    request: { path: bookPath, query: z.object({ kindergartenId: kindergartenGuard() }) },
    reply: { kind: 'json', schema: recipeBook },
    summary: 'Една книга с рецепти',
  },
  saveRecipeBook: {
    method: 'POST',
    path: '/api/RecipeBooks',
    permission: needs('RecipeBooks', 'update'),
    object: kindergartenObject,
    request: {
      body: z
        .object({
          id: id('Книга с рецепти').optional(),
          kindergartenId: kindergartenGuard(),
          ...recipeBookFields,
          version: versionField().optional(),
        })
        .refine(editNamesVersion, versionRequired),
    },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Добавя (без id) или редактира книга с рецепти на детската градина',
  },
  deleteRecipeBook: {
    method: 'DELETE',
    path: '/api/RecipeBooks/{id}',
    permission: needs('RecipeBooks', 'delete'),
    object: kindergartenObject,
    request: { path: bookPath },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Изтрива книга с рецепти без рецепти',
  },
});
