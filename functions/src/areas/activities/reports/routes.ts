import type { activityReportRoutes } from '@gradina/shared/manifest/routes/activities/reports';
import type { FeatureRoutes } from '../../../platform/http/area-handler';
import { entry } from '../../../platform/http/route-entries';
import { attendanceSummaryExport, studentsSummaryExport } from './exports';
import { attendanceSummary, childHistory, studentsSummary } from './reports';

/** The handler entries of the activity reports (reads only: no object rule). */
export const activityReportImplementations: FeatureRoutes<typeof activityReportRoutes> = {
  'activities.studentsSummary': entry.query(studentsSummary),
  'activities.studentsSummaryExport': entry.queryFile(studentsSummaryExport),
  'activities.attendanceSummary': entry.query(attendanceSummary),
  'activities.attendanceSummaryExport': entry.queryFile(attendanceSummaryExport),
  'activities.childHistory': entry.queryValue('childId', childHistory),
};
