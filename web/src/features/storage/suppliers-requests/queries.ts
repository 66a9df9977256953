import type { QueryClient } from '@tanstack/react-query';
import { invalidateRoutes } from '../../../api/query';

/** An order saved or deleted: the list, the record, and the products it may now keep from deletion. */
export const invalidateSupplierRequests = (client: QueryClient) =>
  invalidateRoutes(client, 'storage.supplierRequests', 'storage.supplierRequest');
