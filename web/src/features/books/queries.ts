import type { QueryClient } from '@tanstack/react-query';
import { invalidateRoutes } from '../../api/query';

/** An order saved or cancelled: the book's pages, its index and the order itself. */
export const invalidateOrders = (client: QueryClient) =>
  invalidateRoutes(client, 'books.directorOrderBook', 'books.directorOrderIndexes', 'books.directorOrder');
