import type { kitchenRecipeManagementRoutes } from '@gradina/shared/manifest/routes/kitchen/recipe-management';
import type { kitchenRecipeRoutes } from '@gradina/shared/manifest/routes/kitchen/recipes';
import type { FeatureLoaders, FeatureRoutes } from '../../../platform/http/area-handler';
import { kindergartenItemAtPath, kindergartenItemOfBody } from '../../../platform/http/object-access';
import { nationalBookRoutes } from '../recipe-books/routes';
import { recipeKeys } from './items';
import { recipeById, recipeList, recipeNutritions, recipeOptions, removeRecipe, saveRecipe } from './recipes';

/** The handler entries of the recipes: the kindergarten's and the Master's national book. */
export const recipeRoutes: FeatureRoutes<typeof kitchenRecipeRoutes> = {
  'kitchen.recipes': async ({ session, query }) => recipeList(session.kindergartenId, query),
  'kitchen.recipeOptions': async ({ session, query }) => recipeOptions(session.kindergartenId, query.bookIds),
  'kitchen.recipeNutritions': async ({ session, query }) =>
    recipeNutritions(session.kindergartenId, query.ids),
  'kitchen.recipe': async ({ session, path }) => recipeById(session.kindergartenId, path.id),
  'kitchen.saveRecipe': async ({ session, body }) => saveRecipe(session.kindergartenId, session.userId, body),
  'kitchen.deleteRecipe': async ({ session, path }) => removeRecipe(session.kindergartenId, path.id),
};

export const recipeManagementRoutes: FeatureRoutes<typeof kitchenRecipeManagementRoutes> = {
  'kitchen.nationalRecipes': async ({ query }) => recipeList(null, { ...query, source: 'national' }),
  'kitchen.nationalRecipe': async ({ path }) => recipeById('', path.id),
  'kitchen.saveNationalRecipe': async ({ session, body }) => saveRecipe(null, session.userId, body),
  'kitchen.deleteNationalRecipe': async ({ path }) => removeRecipe(null, path.id),
  ...nationalBookRoutes,
};

export const recipeObjects = {
  'kitchen.saveRecipe': kindergartenItemOfBody(recipeKeys.recipe),
  'kitchen.deleteRecipe': kindergartenItemAtPath(recipeKeys.recipe),
} satisfies FeatureLoaders<typeof kitchenRecipeRoutes>;
