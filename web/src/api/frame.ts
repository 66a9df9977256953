import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { callApi } from './client';
import { apiQuery } from './query';
import type { ApiReply } from './routes';

type Shell = ApiReply<'communication.shell'>;

/**
 * Puts each part of the shell call under the key of the separate route it equals, so the shell's own
 * queries (user data, school years, resources menu, badges, maintenance, invitations) find it in the cache
 * and ask nothing. They keep their keys: a write or a push that invalidates one refetches that route alone.
 */
export function seedShell(client: QueryClient, shell: Shell) {
  client.setQueryData(apiQuery('identity.userData').queryKey, shell.user);
  client.setQueryData(apiQuery('communication.currentMaintenanceMessages').queryKey, shell.maintenance);
  client.setQueryData(apiQuery('identity.myInvitations').queryKey, shell.invitations);
  if (shell.badges) client.setQueryData(apiQuery('communication.badges').queryKey, shell.badges);
  if (shell.partners)
    client.setQueryData(
      apiQuery('kindergartens.partners', { query: { OrderByColumn: 'Name' } }).queryKey,
      shell.partners,
    );
  const kindergartenId = shell.user.kindergartens.find((k) => k.isSelected)?.id;
  if (shell.schoolYears && kindergartenId)
    client.setQueryData(
      apiQuery('kindergartens.schoolYears', { query: { kindergartenId } }).queryKey,
      shell.schoolYears,
    );
}

/**
 * The frame after sign-in in one request (`communication.shell`). The sign-in guard awaits it before the
 * shell renders, so every part is in the cache when its component mounts.
 */
export function shellQuery(client: QueryClient) {
  return queryOptions({
    queryKey: ['api', 'communication.shell', {}] as const,
    queryFn: async ({ signal }) => {
      const shell = await callApi('communication.shell', { signal });
      seedShell(client, shell);
      return shell;
    },
    staleTime: 5 * 60_000,
  });
}
