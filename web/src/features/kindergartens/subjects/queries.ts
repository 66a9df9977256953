import type { QueryClient } from '@tanstack/react-query';
import { invalidateRoutes } from '../../../api/query';

/** The list saved: its edit model and every reader of it. */
export const invalidateSubjects = (client: QueryClient) =>
  invalidateRoutes(client, 'kindergartens.editSubjects', 'kindergartens.subjects');
