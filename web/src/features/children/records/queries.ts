import type { QueryClient } from '@tanstack/react-query';
import { invalidateRoutes, useRouteQuery } from '../../../api/query';

/**
 * The children records' reads and what their changes make stale. Each sends the kindergarten the screen
 * shows, so a tab left on another kindergarten is refused.
 */

export interface ChildListFilters {
  groupId: string | undefined;
  name: string;
  status: 1 | 2 | 3 | undefined;
}

export const useChildrenOverview = (
  kindergartenId: string,
  f: ChildListFilters,
  page: number,
  pageSize: number,
) =>
  useRouteQuery(
    'children.childrenOverview',
    {
      query: {
        kindergartenId,
        groupId: f.groupId,
        name: f.name.trim() || undefined,
        status: f.status,
        PageNumber: page,
        PageSize: pageSize,
      },
    },
    { enabled: Boolean(kindergartenId) },
  );

/** The child's page (its record, stays and leave); not read while a new child is written. */
export const useChild = (id: string, enabled: boolean) =>
  useRouteQuery('children.child', { path: { id } }, { enabled });

/** A child saved, moved, discharged or deleted: its lists and the record itself. */
export const invalidateChildren = (client: QueryClient) =>
  invalidateRoutes(
    client,
    'children.childrenOverview',
    'children.child',
    'children.children',
    'children.childDropdown',
    'children.childrenGrouped',
  );
