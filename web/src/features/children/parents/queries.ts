import type { QueryClient } from '@tanstack/react-query';
import { apiQuery } from '../../../api/query';

/**
 * The parents feature's queries: the keys are the route ids, so invalidating one refreshes every view of it.
 * Each list sends the kindergarten the screen shows, so a tab left on another kindergarten is refused.
 */

export interface ParentListFilters {
  search: string;
  groupId: string | null;
  accountState: number | null;
}

export const parentsQuery = (kindergartenId: string, f: ParentListFilters, page: number, pageSize: number) =>
  apiQuery('children.parents', {
    query: {
      kindergartenId,
      search: f.search.trim() || undefined,
      groupId: f.groupId ?? undefined,
      accountState: (f.accountState ?? undefined) as 1 | 2 | undefined,
      PageNumber: page,
      PageSize: pageSize,
    },
  });

export const parentQuery = (id: string) => apiQuery('children.parent', { path: { id } });

export const childGuardiansQuery = (childId: string) =>
  apiQuery('children.childGuardians', { path: { childId } });

/** The children to pick from (the records feature's picker: names and current groups). */
export const childOptionsQuery = (kindergartenId: string) =>
  apiQuery('children.childDropdown', { query: { kindergartenId } });

export const childApplicationsQuery = (kindergartenId: string) =>
  apiQuery('children.childApplications', { query: { kindergartenId } });

export const myChildApplicationsQuery = (kindergartenId: string) =>
  apiQuery('children.myChildApplications', { query: { kindergartenId } });

const changedByALink = [
  'children.parents',
  'children.parent',
  'children.childGuardians',
  'children.childApplications',
  'children.myChildApplications',
] as const;

/** A parent created, a link added, changed or removed, an application made or decided. */
export function invalidateParents(client: QueryClient) {
  return Promise.all(changedByALink.map((id) => client.invalidateQueries({ queryKey: ['api', id] })));
}

/** After a stale relation edit: the parent as stored now, so the page starts again from it. */
export function reloadParent(client: QueryClient, id: string) {
  return client.refetchQueries({ queryKey: parentQuery(id).queryKey });
}
