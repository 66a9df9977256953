import type { QueryClient } from '@tanstack/react-query';
import { invalidateRoutes } from '../../../api/query';

/** After an archive is asked for: the list of archives. */
export const invalidateDatabaseExports = (client: QueryClient) =>
  invalidateRoutes(client, 'kindergartens.databaseExports');
