import type { QueryClient } from '@tanstack/react-query';
import { apiQuery } from '../../../api/query';

/**
 * The activities catalogue's queries: the keys are the route ids, so invalidating one refreshes every view
 * of it. Each sends the kindergarten the screen shows, so a tab left on another kindergarten is refused.
 */

export const activitiesQuery = (
  kindergartenId: string,
  filters: { name?: string; typeId?: string; providerId?: string; groupId?: string },
  page: number,
  pageSize: number,
) =>
  apiQuery('activities.activitiesOverview', {
    query: { kindergartenId, ...filters, PageNumber: page, PageSize: pageSize },
  });

export const activityQuery = (id: string) => apiQuery('activities.activity', { path: { id } });

export const typesQuery = (kindergartenId: string) =>
  apiQuery('activities.kindergartenActivityTypes', { query: { kindergartenId } });

export const providersQuery = (kindergartenId: string) =>
  apiQuery('activities.providers', { query: { kindergartenId, PageSize: 500 } });

export const teachersQuery = (kindergartenId: string) =>
  apiQuery('staff.staffForActivities', { query: { kindergartenId } });

export const classesQuery = (kindergartenId: string, periodId?: string) =>
  apiQuery('activities.activityClasses', { query: { kindergartenId, periodId } });

export const groupChildrenQuery = (kindergartenId: string, groupId: string) =>
  apiQuery('activities.activityGroupChildren', { path: { groupId }, query: { kindergartenId } });

export const discountsQuery = (kindergartenId: string) =>
  apiQuery('activities.activityDiscounts', { query: { kindergartenId } });

const changedByAnActivity = [
  'activities.activitiesOverview',
  'activities.activity',
  'activities.activityOptions',
  'activities.activityClasses',
  'activities.activityGroupChildren',
  'activities.activityDiscounts',
] as const;

/** An activity saved or deleted, or children put on or taken off it: every view of the activities. */
export function invalidateActivities(client: QueryClient) {
  return Promise.all(changedByAnActivity.map((id) => client.invalidateQueries({ queryKey: ['api', id] })));
}

/** After a stale save: the record as stored now, so the form starts again from it. */
export function reloadActivity(client: QueryClient, id: string) {
  return client.refetchQueries({ queryKey: activityQuery(id).queryKey });
}

export function invalidateDiscounts(client: QueryClient) {
  return client.invalidateQueries({ queryKey: ['api', 'activities.activityDiscounts'] });
}

/** After a stale save of the discounts: as stored now. */
export function reloadDiscounts(client: QueryClient, kindergartenId: string) {
  return client.refetchQueries({ queryKey: discountsQuery(kindergartenId).queryKey });
}

export const childOptionsQuery = (kindergartenId: string) =>
  apiQuery('children.childDropdown', { query: { kindergartenId } });
