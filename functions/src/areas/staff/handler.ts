import type { RouteDef } from '@gradina/shared';
import { staffRecordRoutes } from '@gradina/shared/manifest/routes/staff/records';
import { createAreaHandler } from '../../platform/http/area-handler';
import { staffRecordImplementations, staffRecordObjects } from './records/routes';

/** The manifest's route files of this area: its Lambda bundles these schemas and no others. */
export const areaRoutes: (readonly RouteDef[])[] = [staffRecordRoutes];

/** The staff Lambda (its features add their routes, implementations and object loaders here). */
export const handler = createAreaHandler(
  'staff',
  areaRoutes,
  { ...staffRecordImplementations },
  { objects: { ...staffRecordObjects } },
);
