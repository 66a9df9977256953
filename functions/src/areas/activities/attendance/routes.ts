import type { activityAttendanceRoutes } from '@gradina/shared/manifest/routes/activities/attendance';
import type { FeatureRoutes } from '../../../platform/http/area-handler';
import { entry } from '../../../platform/http/route-entries';
import { attendanceMonth, autofill, markAttendance } from './attendance';

/** The handler entries of the activity attendance; the domain decides by the activity who may mark. */
export const attendanceRoutes: FeatureRoutes<typeof activityAttendanceRoutes> = {
  'activities.activityAttendance': async ({ session, path }) => attendanceMonth(session, path),
  'activities.markActivityAttendance': entry.body(markAttendance),
  'activities.autofillActivityAttendance': entry.body(autofill),
};
