import type { QueryClient } from '@tanstack/react-query';
import { apiQuery } from '../../../api/query';

/** The user groups' queries: the kindergarten's list and one group. */
export const groupsQuery = (kindergartenId: string | undefined) =>
  apiQuery('identity.userRoles', { query: { kindergartenId } });

/** After a group is saved or deleted: every list of groups and every opened group. */
export function invalidateGroups(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: ['api', 'identity.userRoles'] }),
    client.invalidateQueries({ queryKey: ['api', 'identity.userRole'] }),
  ]);
}
