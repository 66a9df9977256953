import type { PageDef } from '../../app/pages';

export const pages: PageDef[] = [
  {
    path: '/profile',
    layout: 'shell',
    load: async () => ({ Component: (await import('./ProfilePage')).ProfilePage }),
  },
];
