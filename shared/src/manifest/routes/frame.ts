import { z } from 'zod';
import { paged } from '../../schemas/common';
import { shown } from '../../schemas/communication-fields';
import { defineRoutes, needs, signedIn } from '../route';
import { summerDay } from './attendance/summer';
import { maintenanceMessage } from './communication/administration';
import { badges, dashboardStatistics, parentDashboard } from './communication/dashboard';
import { invitationOfMine } from './identity/invitations';
import { userData } from './identity/session';
import { partner } from './kindergartens/partners';
import { schoolYear } from './kindergartens/school-years';

/**
 * The frame and the home page in one call each (issue 11): what the shell and the home page would otherwise
 * ask with five to seven separate calls. Each part equals the reply of the spec's separate call it stands
 * for, and is null where the session may not make that call (a part never reveals more than its call).
 */
export const shellReply = z.object({
  /** GET /api/identity/user-data: the user, the kindergartens (the selected one marked) and the rights. */
  user: userData,
  /** GET /api/KindergartenPeriods?kindergartenId=<selected>: the school years of the header's menu. */
  schoolYears: paged(schoolYear).nullable(),
  /** GET /api/Partners?OrderByColumn=Name: the "Ресурси" menu. */
  partners: paged(partner).nullable(),
  /** GET /api/Dashboards/badges: the unread counters of the menu and the header. */
  badges: badges.nullable(),
  /** GET /api/administration/MaintenanceMessage/current: the maintenance notices not yet acknowledged. */
  maintenance: paged(maintenanceMessage),
  /** GET /api/Identity/invitations: the open invitations the prompt after sign-in lists. */
  invitations: z.array(invitationOfMine),
});

export const homeReply = z.object({
  /** GET /api/Dashboards: statistics, upcoming events, the latest board messages and the counters. */
  dashboard: dashboardStatistics,
  /** GET /api/dashboards/student-parent-user/{first child}: a parent's first child; null for staff. */
  student: parentDashboard.nullable(),
  /**
   * GET /api/StudentAttendances/summer-head-counts for the coming summer: the manciple's home card (the
   * kitchen plans meals from it); null for every other role.
   */
  summer: z.object({ year: z.number().int(), days: z.array(summerDay) }).nullable(),
});

export const frameRoutes = defineRoutes('communication', {
  shell: {
    method: 'GET',
    path: '/api/Dashboards/shell',
    permission: signedIn,
    request: {},
    reply: { kind: 'json', schema: shellReply },
    summary:
      'Всичко за рамката след вход с една заявка: потребител, учебни години, ресурси, броячи, поддръжка, покани',
  },
  home: {
    method: 'GET',
    path: '/api/Dashboards/home',
    permission: needs('Dashboards', 'read'),
    // As the dashboard's: a kindergartenId shown by the page must be the session's (checked before the handler).
    request: { query: z.object(shown) },
    reply: { kind: 'json', schema: homeReply },
    summary:
      'Началната страница с една заявка: статистика, табло, предстоящи събития и таблото на първото дете',
  },
});
