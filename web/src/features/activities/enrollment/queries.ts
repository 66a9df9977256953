import type { QueryClient } from '@tanstack/react-query';
import { apiQuery } from '../../../api/query';

/**
 * The enrolment screens' queries (keys are the route ids); each sends the kindergarten the screen shows, so
 * a tab left on another kindergarten is refused.
 */

export const enrollmentRequestsQuery = (
  kindergartenId: string,
  filters: { status?: number | undefined; activityId?: string | undefined },
  page: number,
  pageSize: number,
) =>
  apiQuery('activities.enrollmentRequests', {
    query: { kindergartenId, ...filters, PageNumber: page, PageSize: pageSize },
  });

/** The children a parent (or staff) may file for: the attendance area's child picker (childOptions). */
export const childPickerQuery = (kindergartenId: string) =>
  apiQuery('attendance.requestChildren', { query: { kindergartenId } });

export const enrollableActivitiesQuery = (kindergartenId: string, studentId: string) =>
  apiQuery('activities.enrollableActivities', { query: { kindergartenId, studentId } });

export const delistableActivitiesQuery = (kindergartenId: string, studentId: string) =>
  apiQuery('activities.delistableActivities', { query: { kindergartenId, studentId } });

export const activityOptionsQuery = (kindergartenId: string) =>
  apiQuery('activities.activityOptions', { query: { kindergartenId } });

export const removalsQuery = (kindergartenId: string, page: number, pageSize: number) =>
  apiQuery('activities.removals', { query: { kindergartenId, PageNumber: page, PageSize: pageSize } });

const changedByEnrolment = [
  'activities.enrollmentRequests',
  'activities.removals',
  'activities.studentEnrollment',
  'activities.parentActivities',
  'activities.enrollableActivities',
  'activities.delistableActivities',
  // An approval or a removal changes who is on the activity's grid.
  'activities.activityAttendance',
] as const;

/** A request filed, decided or withdrawn, or a removal made: every list that shows enrolment. */
export function invalidateEnrollment(client: QueryClient) {
  return Promise.all(changedByEnrolment.map((id) => client.invalidateQueries({ queryKey: ['api', id] })));
}
