import type { QueryClient } from '@tanstack/react-query';
import { apiQuery } from '../../../api/query';

/**
 * The absence requests' queries (keys are the route ids); each sends the kindergarten the screen shows, so a
 * tab left on another kindergarten is refused.
 */

export const requestChildrenQuery = (kindergartenId: string) =>
  apiQuery('attendance.requestChildren', { query: { kindergartenId } });

export const applicationsQuery = (
  kindergartenId: string,
  absenceType: number,
  status: number | undefined,
  page: number,
  pageSize: number,
) =>
  apiQuery('attendance.applications', {
    query: { kindergartenId, absenceType, status, PageNumber: page, PageSize: pageSize },
  });

export const summerCountsQuery = (kindergartenId: string, year: number) =>
  apiQuery('attendance.summerHeadCounts', { query: { kindergartenId, year } });

const changedByARequest = [
  'attendance.applications',
  'attendance.summerHeadCounts',
  // An approval marks the grid.
  'attendance.groupAttendance',
] as const;

/** A request submitted, decided or withdrawn: the lists, the head counts and the grid. */
export function invalidateRequests(client: QueryClient) {
  return Promise.all(changedByARequest.map((id) => client.invalidateQueries({ queryKey: ['api', id] })));
}
