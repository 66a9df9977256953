import { useSuspenseQuery } from '@tanstack/react-query';
import { apiQuery } from '../../api/query';

/** The signed-in user (spec session entity User): names, kindergartens, school year and rights. */
export const userDataQuery = () => ({ ...apiQuery('identity.userData'), staleTime: 5 * 60_000 });

/** Inside the signed-in shell the guard has already loaded it, so this never suspends there. */
export function useUserData() {
  return useSuspenseQuery(userDataQuery()).data;
}

export type UserData = ReturnType<typeof useUserData>;

/** The kindergarten the user works in now (the header's switcher), or undefined for national users. */
export function useKindergartenId(): string | undefined {
  return useUserData().kindergartens.find((k) => k.isSelected)?.id;
}
