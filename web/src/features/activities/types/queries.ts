import type { QueryClient } from '@tanstack/react-query';
import { apiQuery } from '../../../api/query';

/** The Master's national activity types (the list is small: one page of them all). */
export const activityTypesQuery = () => apiQuery('activities.activityTypes', { query: { PageSize: 500 } });

/** A type saved or deleted: the Master's list and the kindergartens' choice of types. */
export function invalidateActivityTypes(client: QueryClient) {
  return Promise.all(
    ['activities.activityTypes', 'activities.kindergartenActivityTypes'].map((id) =>
      client.invalidateQueries({ queryKey: ['api', id] }),
    ),
  );
}
