import type { RouteDef } from '@gradina/shared';
import { activityCatalogueRoutes } from '@gradina/shared/manifest/routes/activities/catalogue';
import { createAreaHandler } from '../../platform/http/area-handler';
import { catalogueObjects, catalogueRoutes } from './catalogue/routes';

/** The manifest's route files of this area: its Lambda bundles these schemas and no others. */
export const areaRoutes: (readonly RouteDef[])[] = [activityCatalogueRoutes];

/** The activities Lambda (types, providers, activities, enrolments, activity attendance; its features add their routes here). */
export const handler = createAreaHandler(
  'activities',
  areaRoutes,
  { ...catalogueRoutes },
  { objects: { ...catalogueObjects } },
);
