import type { RouteDef } from '@gradina/shared';
import { neispuoIntegrationRoutes } from '@gradina/shared/manifest/routes/neispuo/integration';
import { createAreaHandler } from '../../platform/http/area-handler';
import { attendanceSyncImplementations } from './attendance-sync/routes';
import { connectionImplementations } from './connection/routes';

/** The manifest's route files of this area: its Lambda bundles these schemas and no others. */
export const areaRoutes: (readonly RouteDef[])[] = [neispuoIntegrationRoutes];

/** The НЕИСПУО Lambda: the connection, class books, sending attendance and the sync state (issue #31). */
export const handler = createAreaHandler(
  'neispuo',
  areaRoutes,
  { ...connectionImplementations, ...attendanceSyncImplementations },
  { objects: {} },
);
