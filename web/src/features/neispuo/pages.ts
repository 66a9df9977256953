import type { PageDef } from '../../app/pages';

/**
 * НЕИСПУО's screens (issue #31): the connection with the groups' sync state; the Master's page (the national
 * attendance rules of the admin feature, then every kindergarten's sync).
 */
export const pages: PageDef[] = [
  {
    path: '/platform/settings/neispuo',
    layout: 'shell',
    load: async () => ({ Component: (await import('./NeispuoSettingsPage')).NeispuoSettingsPage }),
  },
  {
    path: '/admin/neispuo/attendances',
    layout: 'shell',
    // The page shows the admin feature's national rules too: the app puts the two together.
    load: async () => ({ Component: (await import('../../app/master-neispuo-page')).MasterNeispuoPage }),
  },
];
