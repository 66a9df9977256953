import type { RouteDef } from '@gradina/shared';
import { kitchenMealCalculationRoutes } from '@gradina/shared/manifest/routes/kitchen/meal-calculations';
import { kitchenMenuEstimateRoutes } from '@gradina/shared/manifest/routes/kitchen/menu-estimates';
import { kitchenMenuRoutes } from '@gradina/shared/manifest/routes/kitchen/menus';
import { kitchenPortionBookRoutes } from '@gradina/shared/manifest/routes/kitchen/portion-books';
import { kitchenRecipeBookRoutes } from '@gradina/shared/manifest/routes/kitchen/recipe-books';
import { kitchenRecipeManagementRoutes } from '@gradina/shared/manifest/routes/kitchen/recipe-management';
import { kitchenRecipeRoutes } from '@gradina/shared/manifest/routes/kitchen/recipes';
import { createAreaHandler } from '../../platform/http/area-handler';
import { calculationObjects, calculationRoutes } from './calculations/routes';
import { menuEstimateRoutes } from './menu-estimates/routes';
import { menuObjects, menuRoutes } from './menus/routes';
import { portionBookObjects, portionBookRoutes } from './portion-books/routes';
import { recipeBookObjects, recipeBookRoutes } from './recipe-books/routes';
import { recipeManagementRoutes, recipeObjects, recipeRoutes } from './recipes/routes';

/** The manifest's route files of this area: its Lambda bundles these schemas and no others. */
export const areaRoutes: (readonly RouteDef[])[] = [
  kitchenMealCalculationRoutes,
  kitchenPortionBookRoutes,
  kitchenMenuEstimateRoutes,
  kitchenRecipeRoutes,
  kitchenRecipeBookRoutes,
  kitchenRecipeManagementRoutes,
  kitchenMenuRoutes,
];

/** The kitchen Lambda (its features add their routes, implementations and object loaders here). */
export const handler = createAreaHandler(
  'kitchen',
  areaRoutes,
  {
    ...calculationRoutes,
    ...portionBookRoutes,
    ...menuEstimateRoutes,
    ...recipeRoutes,
    ...recipeBookRoutes,
    ...recipeManagementRoutes,
    ...menuRoutes,
  },
  {
    objects: {
      ...calculationObjects,
      ...portionBookObjects,
      ...recipeObjects,
      ...recipeBookObjects,
      ...menuObjects,
    },
  },
);
