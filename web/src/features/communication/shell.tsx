/**
 * What the communication area gives the shell: the header's messages and notifications dropdowns, the
 * side menu's unread badges and the realtime connection. The shell renders these; this area fills them.
 */
import type { ShellParts } from '../../app/layout/shell-parts';
import { useBadges } from './badges';
import { MessagesDropdown, NotificationsDropdown } from './HeaderDropdowns';
import { RealtimeConnection } from './RealtimeConnection';

export const communicationShellParts: ShellParts = {
  headerItems: [
    { id: 'messages', Component: MessagesDropdown },
    { id: 'notifications', Component: NotificationsDropdown },
  ],
  background: [{ id: 'realtime', Component: RealtimeConnection }],
  useMenuBadges: useBadges,
};
