import type { QueryClient } from '@tanstack/react-query';
import { invalidateRoutes } from '../../../api/query';

/** After a group is saved or deleted: every list of groups and every opened group. */
export const invalidateGroups = (client: QueryClient) =>
  invalidateRoutes(client, 'identity.userRoles', 'identity.userRole');
