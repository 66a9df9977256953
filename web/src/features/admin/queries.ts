import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { invalidateRoutes } from '../../api/query';

/** After a change to an account: every account query shows it anew. */
export const invalidateAccounts = (client: QueryClient) =>
  invalidateRoutes(
    client,
    'identity.accountInfo',
    'identity.accountLoginLock',
    'identity.monAccounts',
    'identity.municipalityAccounts',
  );

export function useRefreshAccounts() {
  const queryClient = useQueryClient();
  return () => invalidateAccounts(queryClient);
}
