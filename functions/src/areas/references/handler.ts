import type { RouteDef } from '@gradina/shared';
import { createAreaHandler } from '../../platform/http/area-handler';

/** The manifest's route files of this area: its Lambda bundles these schemas and no others. */
export const areaRoutes: (readonly RouteDef[])[] = [];

/** The references Lambda (its features add their routes, implementations and object loaders here). */
export const handler = createAreaHandler('references', areaRoutes, {}, { objects: {} });
