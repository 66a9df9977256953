import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../api/query';
import type { MenuBadges } from '../../app/layout/shell-parts';

/** The one badge-counters route (getBadgesCounters); the realtime connection invalidates it on arrivals. */
export const badgesQuery = () => ({
  ...apiQuery('communication.badges'),
  staleTime: 60_000,
  refetchOnWindowFocus: true,
  retry: false,
});

export function useBadges(): MenuBadges | undefined {
  return useQuery(badgesQuery()).data;
}
