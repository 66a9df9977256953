import { Role } from '@gradina/shared';
import { comingSummer, summerHeadCountsOf } from '../../../domain/attendance/summer';
import { sessionCan } from '../../../platform/auth/effective-rights';
import { pageOf } from '../../../platform/db/query';
import {
  invitationsOfMine,
  partnerRows,
  schoolYearsOf,
  schoolYearView,
} from '../../../platform/frame/shell-reads';
import { userData } from '../../../platform/frame/user-data';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import type { SessionContext } from '../../../platform/http/session';
import { currentMaintenanceMessages } from '../administration/administration';
import { badgesOf, dashboardOf, studentDashboard } from '../dashboard/dashboard';
import { sofiaDate } from '../dates';

const everything = <T>(rows: T[]) => pageOf(rows);

/**
 * The shell call: what the frame shows after sign-in, each part read in parallel and equal to its separate
 * route's reply (user data, school years, partners, badges, maintenance notices, invitations). A part the
 * session's rights do not reach, or that needs a kindergarten the session lacks, is null, as its own route
 * would refuse it.
 */
export async function shellOf(session: SessionContext) {
  const kg = session.kindergartenId;
  const may = (resource: Parameters<typeof sessionCan>[1]) =>
    Boolean(kg) && sessionCan(session, resource, 'read');
  const [user, schoolYears, partners, badges, maintenance] = await Promise.all([
    userData(session),
    kg && may('KindergartenPeriods')
      ? schoolYearsOf(kg).then((rows) => everything(rows.map((p) => schoolYearView(p, session))))
      : null,
    kg && may('KindergartenResources') ? partnerRows(kg).then(everything) : null,
    sessionCan(session, 'Dashboards', 'read') ? badgesOf(session) : null,
    currentMaintenanceMessages(session),
  ]);
  // The invitations go to the address of the profile user data has just read.
  const invitations = await invitationsOfMine(user.email);
  return { user, schoolYears, partners, badges, maintenance, invitations };
}

/** The manciple's summer card: the coming summer's head counts, read beside the dashboard. */
export async function summerOf(session: TenantRouteSession, now: number) {
  if (session.role !== Role.Manciple || !sessionCan(session, 'StudentAttendances', 'read')) return null;
  const year = comingSummer(sofiaDate(now));
  const { days } = await summerHeadCountsOf(session.kindergartenId, year);
  return { year, days };
}

/**
 * The home call: the dashboard statistics, for a parent the first child's dashboard (the child the home page
 * picks first) and for the manciple the summer head counts, so the home page needs nothing else.
 */
export async function homeOf(session: TenantRouteSession, now = Date.now()) {
  const [dashboard, summer] = await Promise.all([dashboardOf(session, now), summerOf(session, now)]);
  const first = session.role === Role.Parent ? dashboard.parentDashboardModels[0] : undefined;
  const student = first ? await studentDashboard(session, first.studentId) : null;
  return { dashboard, student, summer };
}
