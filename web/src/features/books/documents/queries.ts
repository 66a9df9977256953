import type { QueryClient } from '@tanstack/react-query';
import { invalidateRoutes } from '../../../api/query';

/** A document saved or deleted: the list and the document itself. */
export const invalidateDocuments = (client: QueryClient) =>
  invalidateRoutes(client, 'books.kindergartenDocuments', 'books.kindergartenDocument');
