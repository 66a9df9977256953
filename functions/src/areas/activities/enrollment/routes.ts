import type { activityEnrollmentRoutes } from '@gradina/shared/manifest/routes/activities/enrollment';
import { atRequestTime } from '../../../platform/clock';
import type { FeatureRoutes } from '../../../platform/http/area-handler';
import { entry } from '../../../platform/http/route-entries';
import { requestForm } from './form';
import { leaveDates, parentActivities, removals, studentEnrollment } from './history';
import {
  changeRequestStatus,
  createEnrollmentRequest,
  enrollmentRequestsOverview,
  namedRequest,
  readableRequest,
  withdrawEnrollmentRequest,
} from './requests';

/**
 * The handler entries of enrolment: thin calls of the domain functions, which decide by the child who may
 * act (the routes' object rule is 'none'). "Today" (enrolled now, the notice days) is the clock header's.
 */
export const enrollmentRoutes: FeatureRoutes<typeof activityEnrollmentRoutes> = {
  'activities.enrollmentRequests': entry.query(enrollmentRequestsOverview),
  'activities.createEnrollmentRequest': entry.body(createEnrollmentRequest),
  'activities.deleteEnrollmentRequest': async ({ session, path }) =>
    withdrawEnrollmentRequest(session, await namedRequest(session.kindergartenId, path.id)),
  'activities.changeEnrollmentRequestStatus': entry.body(changeRequestStatus),
  'activities.enrollmentRequestExport': async ({ session, path }) =>
    requestForm(session.kindergartenId, await readableRequest(session, path.id)),
  'activities.studentEnrollment': async ({ session, query, event }) =>
    atRequestTime(event.headers, () => studentEnrollment(session, query.studentId)),
  'activities.leaveDates': entry.clockedBody(leaveDates),
  'activities.removals': entry.query(removals),
  'activities.parentActivities': entry.clockedSession(parentActivities),
};
