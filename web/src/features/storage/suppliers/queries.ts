import type { QueryClient } from '@tanstack/react-query';
import { invalidateRoutes } from '../../../api/query';

/** A supplier saved or deleted: the list, the record and the orders' pickers. */
export const invalidateSuppliers = (client: QueryClient) =>
  invalidateRoutes(client, 'storage.suppliers', 'storage.supplier');
