import type { MenuBadges } from '../../app/layout/shell-parts';
import { useBadgeCounters } from './queries';

/** The one badge-counters route (getBadgesCounters); the realtime connection invalidates it on arrivals. */
export function useBadges(): MenuBadges | undefined {
  return useBadgeCounters().data;
}
