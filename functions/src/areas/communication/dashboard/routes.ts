import type { communicationDashboardRoutes } from '@gradina/shared/manifest/routes/communication/dashboard';
import type { AreaImplementations } from '../../../platform/http/area-handler';
import { entry } from '../../../platform/http/route-entries';
import { badgesOf, dashboardOf, kindergartenFigures, studentDashboard } from './dashboard';

/** The handler entries of the dashboard routes: thin calls of the feature's domain functions. */
export const dashboardRoutes: AreaImplementations<(typeof communicationDashboardRoutes)[number]['id']> = {
  'communication.dashboard': entry.session(dashboardOf),
  'communication.badges': entry.session(badgesOf),
  'communication.studentDashboard': entry.path('studentId', studentDashboard),
  // Which groups are still open depends on today: tests fix it with the clock header.
  'communication.kindergartenFigures': entry.clockedSession(kindergartenFigures),
};
