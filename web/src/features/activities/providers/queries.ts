import type { QueryClient } from '@tanstack/react-query';
import { apiQuery } from '../../../api/query';

/** The providers' queries: the Master's directory and record, the kindergarten's and the parent's views. */

export const adminProvidersQuery = () => apiQuery('activities.adminProviders', { query: { PageSize: 500 } });

export const adminProviderQuery = (id: string) => apiQuery('activities.adminProvider', { path: { id } });

export const parentProvidersQuery = (kindergartenId: string) =>
  apiQuery('activities.parentProviders', { query: { kindergartenId } });

/** A provider saved, tested, reset or deleted: every view of providers. */
export function invalidateProviders(client: QueryClient) {
  return Promise.all(
    [
      'activities.adminProviders',
      'activities.adminProvider',
      'activities.providers',
      'activities.provider',
      'activities.providerSummary',
    ].map((id) => client.invalidateQueries({ queryKey: ['api', id] })),
  );
}
