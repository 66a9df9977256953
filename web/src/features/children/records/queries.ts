import type { QueryClient } from '@tanstack/react-query';
import { apiQuery } from '../../../api/query';

/**
 * The children records' queries: keys are the route ids, so invalidating one refreshes every view of it.
 * Each sends the kindergarten the screen shows, so a tab left on another kindergarten is refused.
 */

export interface ChildListFilters {
  groupId: string | undefined;
  name: string;
  status: 1 | 2 | 3 | undefined;
}

export const childrenQuery = (kindergartenId: string, f: ChildListFilters, page: number, pageSize: number) =>
  apiQuery('children.childrenOverview', {
    query: {
      kindergartenId,
      groupId: f.groupId,
      name: f.name.trim() || undefined,
      status: f.status,
      PageNumber: page,
      PageSize: pageSize,
    },
  });

export const childQuery = (id: string) => apiQuery('children.child', { path: { id } });

/** The open groups of the session's school year (the kindergartens area's list). */
export const groupsQuery = (kindergartenId: string) =>
  apiQuery('kindergartens.groupList', { query: { kindergartenId } });

/** Settlements of the ЕКАТТЕ by name (at least two letters typed). */
export const citiesQuery = (name: string) => apiQuery('lookups.cities', { query: { name, PageSize: 20 } });

const changedByAChild = [
  'children.childrenOverview',
  'children.child',
  'children.children',
  'children.childDropdown',
  'children.childrenGrouped',
] as const;

/** A child saved, moved, discharged or deleted: its lists and the record itself. */
export function invalidateChildren(client: QueryClient) {
  return Promise.all(changedByAChild.map((id) => client.invalidateQueries({ queryKey: ['api', id] })));
}

/** After a stale save: the record as stored now, so the form starts again from it. */
export function reloadChild(client: QueryClient, id: string) {
  return client.refetchQueries({ queryKey: childQuery(id).queryKey });
}
