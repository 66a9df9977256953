import type { RouteDef } from '@gradina/shared';
import { activityAttendanceRoutes } from '@gradina/shared/manifest/routes/activities/attendance';
import { activityCatalogueRoutes } from '@gradina/shared/manifest/routes/activities/catalogue';
import { activityEnrollmentRoutes } from '@gradina/shared/manifest/routes/activities/enrollment';
import { activityProviderRoutes } from '@gradina/shared/manifest/routes/activities/providers';
import { activityReportRoutes } from '@gradina/shared/manifest/routes/activities/reports';
import { createAreaHandler } from '../../platform/http/area-handler';
import { attendanceRoutes } from './attendance/routes';
import { catalogueObjects, catalogueRoutes } from './catalogue/routes';
import { enrollmentRoutes } from './enrollment/routes';
import { activityProviderImplementations } from './providers/routes';
import { activityReportImplementations } from './reports/routes';
import { activityTypeRoutes } from './types/routes';

/** The manifest's route files of this area: its Lambda bundles these schemas and no others. */
export const areaRoutes: (readonly RouteDef[])[] = [
  activityProviderRoutes,
  activityEnrollmentRoutes,
  activityAttendanceRoutes,
  activityCatalogueRoutes,
  activityReportRoutes,
];

/** The activities Lambda (types, providers, activities, enrolments, activity attendance; its features add their routes here). */
export const handler = createAreaHandler(
  'activities',
  areaRoutes,
  {
    ...activityTypeRoutes,
    ...activityProviderImplementations,
    ...enrollmentRoutes,
    ...attendanceRoutes,
    ...catalogueRoutes,
    ...activityReportImplementations,
  },
  { objects: { ...catalogueObjects } },
);
