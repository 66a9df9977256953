import type { activityReportRoutes } from '@gradina/shared/manifest/routes/activities/reports';
import type { FeatureRoutes } from '../../../platform/http/area-handler';
import { attendanceSummaryExport, studentsSummaryExport } from './exports';
import { attendanceSummary, childHistory, studentsSummary } from './reports';

/** The handler entries of the activity reports (reads only: no object rule). */
export const activityReportImplementations: FeatureRoutes<typeof activityReportRoutes> = {
  'activities.studentsSummary': async ({ session, query }) => studentsSummary(session, query),
  'activities.studentsSummaryExport': async ({ session, path, query }) =>
    studentsSummaryExport(session, query, path.type),
  'activities.attendanceSummary': async ({ session, query }) => attendanceSummary(session, query),
  'activities.attendanceSummaryExport': async ({ session, path, query }) =>
    attendanceSummaryExport(session, query, path.type),
  'activities.childHistory': async ({ session, query }) => childHistory(session, query.childId),
};
