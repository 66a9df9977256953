import type { ComponentType } from 'react';

/** Unread counters the side menu shows as badges beside its entries. */
export interface MenuBadges {
  unseenMessages: number;
  unvotedPolls: number;
  unseenNotifications: number;
  unseenEvents: number;
}

/** A component the shell renders; `id` keys it among the others. */
export interface ShellPart {
  id: string;
  Component: ComponentType;
}

/**
 * What an area adds to the shell. The shell renders these without knowing the area: header items beside the
 * user menu, parts with no place on screen (a connection, a modal), and the source of the menu's badges.
 */
export interface ShellParts {
  headerItems?: readonly ShellPart[];
  background?: readonly ShellPart[];
  /** Unread counters; undefined while unknown. One area gives them. */
  useMenuBadges?: () => MenuBadges | undefined;
}
