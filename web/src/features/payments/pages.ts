import type { PageDef } from '../../app/pages';

/** The fees' and payments' screens of the spec's route table (each feature adds its pages here). */
export const pages: PageDef[] = [
  {
    path: '/activities/fees',
    layout: 'shell',
    load: async () => ({ Component: (await import('./fees/FeesPage')).FeesPage }),
  },
  {
    path: '/activities/fees/{year}/{month?}/{studentId?}/{id?}',
    layout: 'shell',
    load: async () => ({ Component: (await import('./fees/FeesDrillPage')).FeesDrillPage }),
  },
  {
    path: '/activities/notifications',
    layout: 'shell',
    load: async () => ({ Component: (await import('./fees/FeeNotificationsPage')).FeeNotificationsPage }),
  },
];
