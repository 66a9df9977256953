import type { QueryClient } from '@tanstack/react-query';
import { invalidateRoutes } from '../../../api/query';

/** A provider saved, tested, reset or deleted: every view of providers. */
export const invalidateProviders = (client: QueryClient) =>
  invalidateRoutes(
    client,
    'activities.adminProviders',
    'activities.adminProvider',
    'activities.providers',
    'activities.provider',
    'activities.providerSummary',
  );
