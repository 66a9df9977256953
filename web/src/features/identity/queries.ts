import type { QueryClient } from '@tanstack/react-query';
import { invalidateUserData } from '../../api/shared-keys';

/** An invitation was answered: the open ones anew, and after "Приемам" the user's kindergartens too. */
export async function invalidateInvitations(client: QueryClient, accepted: boolean) {
  await client.invalidateQueries({ queryKey: ['api', 'identity.myInvitations'] });
  if (accepted) await invalidateUserData(client);
}
