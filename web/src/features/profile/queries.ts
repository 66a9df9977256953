import { useQueryClient } from '@tanstack/react-query';
import { invalidateUserData } from '../../api/shared-keys';

/**
 * What the profile page saves is the signed-in user's own data (names, picture, notifications), which the header
 * and the menu show too: after a change the user data is read again. Resolves when it is.
 */
export function useRefreshProfile(): () => Promise<void> {
  const client = useQueryClient();
  return () => invalidateUserData(client);
}
