import type { QueryClient } from '@tanstack/react-query';
import { invalidateRoutes, useRouteQuery } from '../../../api/query';

/**
 * The enrolment screens' reads and what a request or a removal makes stale; each sends the kindergarten the
 * screen shows, so a tab left on another kindergarten is refused.
 */

export const useEnrollmentRequests = (
  kindergartenId: string,
  filters: { status?: number | undefined; activityId?: string | undefined },
  page: number,
  pageSize: number,
) =>
  useRouteQuery('activities.enrollmentRequests', {
    query: { kindergartenId, ...filters, PageNumber: page, PageSize: pageSize },
  });

/** The children a parent (or staff) may file for, as options: the attendance area's requests' picker. */
export const useRequestChildOptions = (kindergartenId: string) =>
  useRouteQuery(
    'attendance.requestChildren',
    { query: { kindergartenId } },
    { enabled: Boolean(kindergartenId), select: (rows) => rows.map((c) => ({ value: c.id, label: c.name })) },
  );

/** The activities the child may be enrolled in (read once a child is chosen). */
export const useEnrollableActivities = (kindergartenId: string, studentId: string) =>
  useRouteQuery(
    'activities.enrollableActivities',
    { query: { kindergartenId, studentId } },
    { enabled: Boolean(kindergartenId && studentId) },
  );

/** The activities the child may leave by a request (read once a child is chosen). */
export const useDelistableActivities = (kindergartenId: string, studentId: string) =>
  useRouteQuery(
    'activities.delistableActivities',
    { query: { kindergartenId, studentId } },
    { enabled: Boolean(kindergartenId && studentId) },
  );

export const useRemovals = (kindergartenId: string, page: number, pageSize: number) =>
  useRouteQuery(
    'activities.removals',
    { query: { kindergartenId, PageNumber: page, PageSize: pageSize } },
    { enabled: Boolean(kindergartenId) },
  );

/** A request filed, decided or withdrawn, or a removal made: every list that shows enrolment. */
export const invalidateEnrollment = (client: QueryClient) =>
  invalidateRoutes(
    client,
    'activities.enrollmentRequests',
    'activities.removals',
    'activities.studentEnrollment',
    'activities.parentActivities',
    'activities.enrollableActivities',
    'activities.delistableActivities',
    // An approval or a removal changes who is on the activity's grid.
    'activities.activityAttendance',
  );
