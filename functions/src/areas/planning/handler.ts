import type { RouteDef } from '@gradina/shared';
import { planningMissedTopicRoutes } from '@gradina/shared/manifest/routes/planning/missed-topics';
import { createAreaHandler } from '../../platform/http/area-handler';
import { missedTopicRoutes } from './missed-topics/routes';

/** The manifest's route files of this area: its Lambda bundles these schemas and no others. */
export const areaRoutes: (readonly RouteDef[])[] = [planningMissedTopicRoutes];

/** The planning Lambda (class books, programs, lessons; its features add their routes here). */
export const handler = createAreaHandler('planning', areaRoutes, { ...missedTopicRoutes }, { objects: {} });
