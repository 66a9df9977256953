import type { QueryClient } from '@tanstack/react-query';
import { invalidateRoutes } from '../../../api/query';

/** A recipe saved or deleted: every list, picker and record of recipes, and the menus' checks. */
export const invalidateRecipes = (client: QueryClient) =>
  invalidateRoutes(
    client,
    'kitchen.recipes',
    'kitchen.recipe',
    'kitchen.recipeOptions',
    'kitchen.recipeNutritions',
    'kitchen.nationalRecipes',
    'kitchen.nationalRecipe',
    'kitchen.recipeBooks',
    'kitchen.nationalRecipeBooks',
  );

/** A recipe book saved or deleted: the books' lists (with their counts). */
export const invalidateRecipeBooks = (client: QueryClient) =>
  invalidateRoutes(client, 'kitchen.recipeBooks', 'kitchen.recipeBook', 'kitchen.nationalRecipeBooks');
