import type { QueryClient } from '@tanstack/react-query';
import { invalidateRoutes } from '../../../api/query';

/** A warehouse saved or deleted: the list, the record and the documents' pickers. */
export const invalidateWarehouses = (client: QueryClient) =>
  invalidateRoutes(client, 'storage.warehouses', 'storage.warehouse');
