import type { RouteDef } from '@gradina/shared';
import { staffAttendanceRoutes as staffAttendanceManifest } from '@gradina/shared/manifest/routes/staff/attendance';
import { staffMealRoutes as staffMealManifest } from '@gradina/shared/manifest/routes/staff/meals';
import { staffRecordRoutes } from '@gradina/shared/manifest/routes/staff/records';
import { staffSubstitutionRoutes } from '@gradina/shared/manifest/routes/staff/substitutions';
import { createAreaHandler } from '../../platform/http/area-handler';
import { staffAttendanceRoutes } from './attendance/routes';
import { staffMealRoutes } from './meals/routes';
import { staffRecordImplementations, staffRecordObjects } from './records/routes';
import { substitutionObjects, substitutionRoutes } from './substitutions/routes';

/** The manifest's route files of this area: its Lambda bundles these schemas and no others. */
export const areaRoutes: (readonly RouteDef[])[] = [
  staffAttendanceManifest,
  staffMealManifest,
  staffSubstitutionRoutes,
  staffRecordRoutes,
];

/** The staff Lambda (its features add their routes, implementations and object loaders here). */
export const handler = createAreaHandler(
  'staff',
  areaRoutes,
  {
    ...staffAttendanceRoutes,
    ...staffMealRoutes,
    ...substitutionRoutes,
    ...staffRecordImplementations,
  },
  { objects: { ...substitutionObjects, ...staffRecordObjects } },
);
