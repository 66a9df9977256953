import type { PageDef } from '../../app/pages';

/** НЕИСПУО's screens (issue #31): the connection with the groups' sync state. */
export const pages: PageDef[] = [
  {
    path: '/platform/settings/neispuo',
    layout: 'shell',
    load: async () => ({ Component: (await import('./NeispuoSettingsPage')).NeispuoSettingsPage }),
  },
];
