import type { RouteDef } from '@gradina/shared';
import { attendanceGridRoutes } from '@gradina/shared/manifest/routes/attendance/grid';
import { attendanceMedicalNoteRoutes } from '@gradina/shared/manifest/routes/attendance/medical-notes';
import { attendanceMonthLockRoutes } from '@gradina/shared/manifest/routes/attendance/month-lock';
import { attendanceReferenceRoutes } from '@gradina/shared/manifest/routes/attendance/references';
import { attendanceRequestRoutes } from '@gradina/shared/manifest/routes/attendance/requests';
import { attendanceSummerRoutes } from '@gradina/shared/manifest/routes/attendance/summer';
import { createAreaHandler } from '../../platform/http/area-handler';
import { gridObjects, gridRoutes } from './grid/routes';
import { medicalNoteRoutes } from './medical-notes/routes';
import { monthLockRoutes } from './month-lock/routes';
import { referenceRoutes } from './references/routes';
import { requestRoutes } from './requests/routes';
import { summerRoutes } from './summer/routes';

/** The manifest's route files of this area: its Lambda bundles these schemas and no others. */
export const areaRoutes: (readonly RouteDef[])[] = [
  attendanceGridRoutes,
  attendanceMonthLockRoutes,
  attendanceReferenceRoutes,
  attendanceRequestRoutes,
  attendanceMedicalNoteRoutes,
  attendanceSummerRoutes,
];

/** The attendance Lambda (its features add their routes, implementations and object loaders here). */
export const handler = createAreaHandler(
  'attendance',
  areaRoutes,
  {
    ...gridRoutes,
    ...monthLockRoutes,
    ...referenceRoutes,
    ...requestRoutes,
    ...medicalNoteRoutes,
    ...summerRoutes,
  },
  { objects: { ...gridObjects } },
);
