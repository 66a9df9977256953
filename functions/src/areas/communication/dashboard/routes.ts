import type { communicationDashboardRoutes } from '@gradina/shared/manifest/routes/communication/dashboard';
import type { AreaImplementations } from '../../../platform/http/area-handler';
import { badgesOf, dashboardOf, kindergartenFigures, studentDashboard } from './dashboard';

/** The handler entries of the dashboard routes: thin calls of the feature's domain functions. */
export const dashboardRoutes: AreaImplementations<(typeof communicationDashboardRoutes)[number]['id']> = {
  'communication.dashboard': async ({ session }) => dashboardOf(session),
  'communication.badges': async ({ session }) => badgesOf(session),
  'communication.studentDashboard': async ({ session, path }) => studentDashboard(session, path.studentId),
  'communication.kindergartenFigures': async ({ session }) => kindergartenFigures(session),
};
