import type { QueryClient } from '@tanstack/react-query';
import { invalidateRoutes } from '../../api/query';

/** After a resource is saved or deleted: every partner's list and every opened resource. */
export const invalidateProducts = (client: QueryClient) =>
  invalidateRoutes(client, 'kindergartens.partnerProducts', 'kindergartens.partnerProduct');
