import type { QueryClient } from '@tanstack/react-query';
import { invalidateRoutes } from '../../../api/query';

/** An entry saved or deleted: the journal's list and the entry. */
export const invalidateHaccp = (client: QueryClient) =>
  invalidateRoutes(client, 'storage.haccpEntries', 'storage.haccpEntry');
