import type { RouteDef } from '@gradina/shared';
import { activityCatalogueRoutes } from '@gradina/shared/manifest/routes/activities/catalogue';
import { activityProviderRoutes } from '@gradina/shared/manifest/routes/activities/providers';
import { createAreaHandler } from '../../platform/http/area-handler';
import { catalogueObjects, catalogueRoutes } from './catalogue/routes';
import { activityProviderImplementations } from './providers/routes';
import { activityTypeRoutes } from './types/routes';

/** The manifest's route files of this area: its Lambda bundles these schemas and no others. */
export const areaRoutes: (readonly RouteDef[])[] = [activityCatalogueRoutes, activityProviderRoutes];

/** The activities Lambda (types, providers, activities, enrolments, activity attendance; its features add their routes here). */
export const handler = createAreaHandler(
  'activities',
  areaRoutes,
  { ...catalogueRoutes, ...activityTypeRoutes, ...activityProviderImplementations },
  { objects: { ...catalogueObjects } },
);
