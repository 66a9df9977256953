import type { QueryClient } from '@tanstack/react-query';
import { invalidateRoutes } from '../../../api/query';

/** A qualification saved or deleted: the record and the qualification. */
export const invalidateQualifications = (client: QueryClient) =>
  invalidateRoutes(client, 'books.qualificationActivities', 'books.qualificationActivity');
