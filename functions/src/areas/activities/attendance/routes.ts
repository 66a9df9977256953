import type { activityAttendanceRoutes } from '@gradina/shared/manifest/routes/activities/attendance';
import type { AreaImplementations } from '../../../platform/http/area-handler';
import { attendanceMonth, autofill, markAttendance } from './attendance';

type AttendanceRouteId = (typeof activityAttendanceRoutes)[number]['id'];

/** The handler entries of the activity attendance; the domain decides by the activity who may mark. */
export const attendanceRoutes: AreaImplementations<AttendanceRouteId> = {
  'activities.activityAttendance': async ({ session, path }) => attendanceMonth(session, path),
  'activities.markActivityAttendance': async ({ session, body }) => markAttendance(session, body),
  'activities.autofillActivityAttendance': async ({ session, body }) => autofill(session, body),
};
