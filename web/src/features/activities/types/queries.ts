import type { QueryClient } from '@tanstack/react-query';
import { invalidateRoutes } from '../../../api/query';

/** A type saved or deleted: the Master's list and the kindergartens' choice of types. */
export const invalidateActivityTypes = (client: QueryClient) =>
  invalidateRoutes(client, 'activities.activityTypes', 'activities.kindergartenActivityTypes');
