import type { RouteDef } from '@gradina/shared';
import { kitchenMealCalculationRoutes } from '@gradina/shared/manifest/routes/kitchen/meal-calculations';
import { kitchenPortionBookRoutes } from '@gradina/shared/manifest/routes/kitchen/portion-books';
import { createAreaHandler } from '../../platform/http/area-handler';
import { calculationObjects, calculationRoutes } from './calculations/routes';
import { portionBookObjects, portionBookRoutes } from './portion-books/routes';

/** The manifest's route files of this area: its Lambda bundles these schemas and no others. */
export const areaRoutes: (readonly RouteDef[])[] = [kitchenMealCalculationRoutes, kitchenPortionBookRoutes];

/** The kitchen Lambda (its features add their routes, implementations and object loaders here). */
export const handler = createAreaHandler(
  'kitchen',
  areaRoutes,
  {
    ...calculationRoutes,
    ...portionBookRoutes,
  },
  {
    objects: {
      ...calculationObjects,
      ...portionBookObjects,
    },
  },
);
