import type { QueryClient } from '@tanstack/react-query';
import { apiQuery } from '../../../api/query';

/**
 * The groups feature's queries: the keys are the route ids, so invalidating one refreshes every view of it.
 * Each sends the kindergarten the screen shows, so a tab left on another kindergarten is refused.
 */

export const schoolYearsQuery = (kindergartenId: string | undefined) =>
  apiQuery('kindergartens.schoolYears', { query: { kindergartenId } });

export const groupsQuery = (
  kindergartenId: string,
  periodId: string | undefined,
  page: number,
  pageSize: number,
) =>
  apiQuery('kindergartens.groupOverview', {
    query: { kindergartenId, periodId, PageNumber: page, PageSize: pageSize },
  });

export const groupQuery = (id: string) => apiQuery('kindergartens.group', { path: { id } });

export const teacherOptionsQuery = (kindergartenId: string) =>
  apiQuery('kindergartens.groupTeacherOptions', { query: { kindergartenId } });

/** The nurses and assistant teachers a group's care staff is chosen from. */
export const careStaffOptionsQuery = (kindergartenId: string) =>
  apiQuery('kindergartens.groupCareStaffOptions', { query: { kindergartenId } });

const changedByAGroup = [
  'kindergartens.groupOverview',
  'kindergartens.group',
  'kindergartens.groupList',
  'kindergartens.groupsByKindergarten',
  'kindergartens.groupsGrouped',
  'kindergartens.groupsByMealType',
  'kindergartens.schoolYearOverview',
  'kindergartens.dayOffGroups',
  'communication.kindergartenFigures',
] as const;

/** A group saved, copied or deleted: its lists, the record itself, the years' group counts and the figures. */
export function invalidateGroups(client: QueryClient) {
  return Promise.all(changedByAGroup.map((id) => client.invalidateQueries({ queryKey: ['api', id] })));
}

/** After a stale save: the record as stored now, so the form starts again from it. */
export function reloadGroup(client: QueryClient, id: string) {
  return client.refetchQueries({ queryKey: groupQuery(id).queryKey });
}
