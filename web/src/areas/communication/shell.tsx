/**
 * What the communication area gives the shell: the header's messages and notifications dropdowns, the
 * side menu's unread badges and the realtime connection. The shell renders these; this area fills them.
 */
import { useBadges } from './badges';

export interface MenuBadges {
  unseenMessages: number;
  unvotedPolls: number;
  unseenNotifications: number;
  unseenEvents: number;
}

export { MessagesDropdown, NotificationsDropdown } from './HeaderDropdowns';
export { RealtimeConnection } from './RealtimeConnection';

/** Unread counters for the side menu's badges; undefined while unknown. */
export function useMenuBadges(): MenuBadges | undefined {
  return useBadges();
}
