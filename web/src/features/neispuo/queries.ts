import type { QueryClient } from '@tanstack/react-query';
import { invalidateRoutes } from '../../api/query';

/** What a change of the connection or a send makes stale: the connection and the sync state. */
export const invalidateNeispuo = (client: QueryClient) =>
  invalidateRoutes(client, 'neispuo.connection', 'neispuo.classes', 'neispuo.studentAttendances');
