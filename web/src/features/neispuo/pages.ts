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
    load: async () => ({ Component: (await import('./MasterNeispuoPage')).MasterNeispuoPage }),
  },
];
