import type { RouteDef } from '@gradina/shared';
import { neispuoDiaryRoutes } from '@gradina/shared/manifest/routes/neispuo/diary';
import { neispuoIntegrationRoutes } from '@gradina/shared/manifest/routes/neispuo/integration';
import { createAreaHandler } from '../../platform/http/area-handler';
import { attendanceSyncImplementations } from './attendance-sync/routes';
import { connectionImplementations } from './connection/routes';
import { diaryImplementations } from './diary/routes';

/** The manifest's route files of this area: its Lambda bundles these schemas and no others. */
export const areaRoutes: (readonly RouteDef[])[] = [neispuoIntegrationRoutes, neispuoDiaryRoutes];

/**
 * The НЕИСПУО Lambda: the connection, class books, sending attendance and the sync state, the diary's
 * sections read from НЕИСПУО and the Master's overview (issue #31).
 */
export const handler = createAreaHandler(
  'neispuo',
  areaRoutes,
  { ...connectionImplementations, ...attendanceSyncImplementations, ...diaryImplementations },
  { objects: {} },
);
