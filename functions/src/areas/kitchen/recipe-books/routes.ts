import type { kitchenRecipeBookRoutes } from '@gradina/shared/manifest/routes/kitchen/recipe-books';
import type { kitchenRecipeManagementRoutes } from '@gradina/shared/manifest/routes/kitchen/recipe-management';
import { recipeKeys } from '../../../domain/kitchen/recipes';
import type { FeatureLoaders, FeatureRoutes } from '../../../platform/http/area-handler';
import { kindergartenItemAtPath, kindergartenItemOfBody } from '../../../platform/http/object-access';
import { bookById, bookList, removeBook, saveBook } from './books';

/** The handler entries of the recipe books: the kindergarten's and (for the Master) the national ones. */
export const recipeBookRoutes: FeatureRoutes<typeof kitchenRecipeBookRoutes> = {
  'kitchen.recipeBooks': async ({ session }) => bookList(session.kindergartenId),
  'kitchen.recipeBook': async ({ session, path }) => bookById(session.kindergartenId, path.id),
  'kitchen.saveRecipeBook': async ({ session, body }) => saveBook(session.kindergartenId, body),
  'kitchen.deleteRecipeBook': async ({ session, path }) => removeBook(session.kindergartenId, path.id),
};

type NationalBookIds =
  | 'kitchen.nationalRecipeBooks'
  | 'kitchen.saveNationalRecipeBook'
  | 'kitchen.deleteNationalRecipeBook';

export const nationalBookRoutes: Pick<
  FeatureRoutes<typeof kitchenRecipeManagementRoutes>,
  NationalBookIds
> = {
  'kitchen.nationalRecipeBooks': async () => bookList(null),
  'kitchen.saveNationalRecipeBook': async ({ body }) => saveBook(null, body),
  'kitchen.deleteNationalRecipeBook': async ({ path }) => removeBook(null, path.id),
};

export const recipeBookObjects = {
  'kitchen.saveRecipeBook': kindergartenItemOfBody(recipeKeys.book),
  'kitchen.deleteRecipeBook': kindergartenItemAtPath(recipeKeys.book),
} satisfies FeatureLoaders<typeof kitchenRecipeBookRoutes>;
