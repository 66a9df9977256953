import type { QueryClient } from '@tanstack/react-query';
import { invalidateRoutes, useRouteQuery } from '../../../api/query';

/** The activity attendance screens' reads and what a mark makes stale. */

/** An activity's month grid; read once the kindergarten and the activity are known. */
export const useActivityMonth = (kindergartenId: string, activityId: string, year: number, month: number) =>
  useRouteQuery(
    'activities.activityAttendance',
    { path: { activityId, month, year }, query: { kindergartenId } },
    { enabled: Boolean(kindergartenId && activityId) },
  );

/** A parent's children with the activities they take part in now. */
export const useParentActivities = (kindergartenId: string) =>
  useRouteQuery(
    'activities.parentActivities',
    { query: { kindergartenId } },
    { enabled: Boolean(kindergartenId) },
  );

export const invalidateActivityMonth = (client: QueryClient) =>
  invalidateRoutes(client, 'activities.activityAttendance');

/** The activity picker's list read again (after it failed). */
export const invalidateActivityOptions = (client: QueryClient) =>
  invalidateRoutes(client, 'activities.activityOptions');
