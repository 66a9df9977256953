import type { QueryClient } from '@tanstack/react-query';
import { apiQuery } from '../../../api/query';

/** The activity attendance screens' queries (keys are the route ids). */

export const activityMonthQuery = (kindergartenId: string, activityId: string, year: number, month: number) =>
  apiQuery('activities.activityAttendance', {
    path: { activityId, month, year },
    query: { kindergartenId },
  });

export const activityPickerQuery = (kindergartenId: string) =>
  apiQuery('activities.activityOptions', { query: { kindergartenId } });

/** A parent's children with the activities they take part in now. */
export const parentActivitiesQuery = (kindergartenId: string) =>
  apiQuery('activities.parentActivities', { query: { kindergartenId } });

export const invalidateActivityMonth = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: ['api', 'activities.activityAttendance'] });
