import type { QueryClient } from '@tanstack/react-query';
import { apiQuery } from '../../../api/query';

/**
 * The days-off feature's queries: the keys are the route ids, so invalidating one refreshes every view of it.
 * Each sends the kindergarten the screen shows, so a tab left on another kindergarten is refused.
 */

export const schoolYearsQuery = (kindergartenId: string | undefined) =>
  apiQuery('kindergartens.schoolYears', { query: { kindergartenId } });

export const daysOffQuery = (
  kindergartenId: string,
  periodId: string | undefined,
  page: number,
  pageSize: number,
) =>
  apiQuery('kindergartens.daysOffOverview', {
    query: { kindergartenId, periodId, PageNumber: page, PageSize: pageSize },
  });

export const dayOffQuery = (id: string) => apiQuery('kindergartens.dayOff', { path: { id } });

export const groupOptionsQuery = (kindergartenId: string, periodId: string) =>
  apiQuery('kindergartens.dayOffGroups', { query: { kindergartenId, periodId } });

export const monthsQuery = (kindergartenId: string, periodId: string | undefined) =>
  apiQuery('kindergartens.dateMonths', { query: { kindergartenId, periodId } });

const changedByADayOff = [
  'kindergartens.daysOffOverview',
  'kindergartens.dayOff',
  'kindergartens.dateWeeks',
  'kindergartens.dateMonths',
] as const;

/** A day off saved or deleted: its lists, the record itself and the calendar counts. */
export function invalidateDaysOff(client: QueryClient) {
  return Promise.all(changedByADayOff.map((id) => client.invalidateQueries({ queryKey: ['api', id] })));
}

/** After a stale save: the record as stored now, so the form starts again from it. */
export function reloadDayOff(client: QueryClient, id: string) {
  return client.refetchQueries({ queryKey: dayOffQuery(id).queryKey });
}
