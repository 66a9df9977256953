import type { RouteDef } from '@gradina/shared';
import { storageStaffNutritionRoutes } from '@gradina/shared/manifest/routes/storage/staff-nutrition';
import { createAreaHandler } from '../../platform/http/area-handler';
import { staffNutritionRoutes } from './staff-nutrition/routes';

/** The manifest's route files of this area: its Lambda bundles these schemas and no others. */
export const areaRoutes: (readonly RouteDef[])[] = [storageStaffNutritionRoutes];

/** The storage Lambda (its features add their routes, implementations and object loaders here). */
export const handler = createAreaHandler('storage', areaRoutes, { ...staffNutritionRoutes }, { objects: {} });
