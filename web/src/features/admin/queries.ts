import { type QueryClient, useQueryClient } from '@tanstack/react-query';

/** After a change to an account: every account query shows it anew. */
export function invalidateAccounts(client: QueryClient) {
  return Promise.all(
    [
      'identity.accountInfo',
      'identity.accountLoginLock',
      'identity.monAccounts',
      'identity.municipalityAccounts',
    ].map((id) => client.invalidateQueries({ queryKey: ['api', id] })),
  );
}

export function useRefreshAccounts() {
  const queryClient = useQueryClient();
  return () => invalidateAccounts(queryClient);
}
