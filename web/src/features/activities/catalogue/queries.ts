import type { QueryClient } from '@tanstack/react-query';
import { invalidateRoutes, useRouteQuery } from '../../../api/query';

/**
 * The activities catalogue's reads and what its changes make stale. Each sends the kindergarten the screen
 * shows, so a tab left on another kindergarten is refused.
 */

export interface ActivityFilters {
  name?: string;
  typeId?: string;
  providerId?: string;
  groupId?: string;
}

export const useActivities = (
  kindergartenId: string,
  filters: ActivityFilters,
  page: number,
  pageSize: number,
) =>
  useRouteQuery(
    'activities.activitiesOverview',
    { query: { kindergartenId, ...filters, PageNumber: page, PageSize: pageSize } },
    { enabled: Boolean(kindergartenId) },
  );

/** The types the kindergarten picks from, as options. */
export const useTypeOptions = (kindergartenId: string) =>
  useRouteQuery(
    'activities.kindergartenActivityTypes',
    { query: { kindergartenId } },
    { enabled: Boolean(kindergartenId), select: (rows) => rows.map((t) => ({ value: t.id, label: t.name })) },
  );

/** The groups an activity may be open to (the session's school year's), as options. */
export const useClassOptions = (kindergartenId: string) =>
  useRouteQuery(
    'activities.activityClasses',
    { query: { kindergartenId } },
    { enabled: Boolean(kindergartenId), select: (rows) => rows.map((g) => ({ value: g.id, label: g.name })) },
  );

/** The groups with their activities (the enrolment by group screen). */
export const useActivityClasses = (kindergartenId: string) =>
  useRouteQuery(
    'activities.activityClasses',
    { query: { kindergartenId } },
    { enabled: Boolean(kindergartenId) },
  );

export const useGroupChildren = (kindergartenId: string, groupId: string) =>
  useRouteQuery(
    'activities.activityGroupChildren',
    { path: { groupId }, query: { kindergartenId } },
    { enabled: Boolean(groupId) },
  );

/** An activity saved or deleted, or children put on or taken off it: every view of the activities. */
export const invalidateActivities = (client: QueryClient) =>
  invalidateRoutes(
    client,
    'activities.activitiesOverview',
    'activities.activity',
    'activities.activityOptions',
    'activities.activityClasses',
    'activities.activityGroupChildren',
    'activities.activityDiscounts',
  );

export const invalidateDiscounts = (client: QueryClient) =>
  invalidateRoutes(client, 'activities.activityDiscounts');
