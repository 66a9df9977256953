/**
 * What the communication area gives the shell: the header's messages and notifications dropdowns, the
 * side menu's unread badges and the realtime connection. The shell renders these; this area fills them.
 */
export interface MenuBadges {
  unseenMessages: number;
  unvotedPolls: number;
  unseenNotifications: number;
  unseenEvents: number;
}

/** Header messages dropdown (spec: hidden for Master and in consolidation mode). */
export function MessagesDropdown() {
  return null;
}

/** Header notifications dropdown (spec: hidden for MON, Municipality, Master and in consolidation mode). */
export function NotificationsDropdown() {
  return null;
}

/** Unread counters for the side menu's badges; undefined while unknown. */
export function useMenuBadges(): MenuBadges | undefined {
  return undefined;
}

/** Keeps the signed-in user's realtime connection open while the shell is shown. */
export function RealtimeConnection() {
  return null;
}
