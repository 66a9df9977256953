import type { QueryClient } from '@tanstack/react-query';
import { invalidateRoutes } from '../../../api/query';

/** An asset saved or deleted: the book and the asset. */
export const invalidateInventory = (client: QueryClient) =>
  invalidateRoutes(client, 'books.inventory', 'books.inventoryItem');
