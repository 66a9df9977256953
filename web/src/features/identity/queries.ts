import type { QueryClient } from '@tanstack/react-query';
import { invalidateRoutes } from '../../api/query';
import { invalidateUserData } from '../../api/shared-keys';

/** An invitation was answered: the open ones anew, and after "Приемам" the user's kindergartens too. */
export async function invalidateInvitations(client: QueryClient, accepted: boolean) {
  await invalidateRoutes(client, 'identity.myInvitations');
  if (accepted) await invalidateUserData(client);
}
