import type { PageDef } from '../../../app/pages';

export const pages: PageDef[] = [
  {
    path: '/calendar',
    layout: 'shell',
    load: async () => ({ Component: (await import('./CalendarPage')).CalendarPage }),
  },
];
