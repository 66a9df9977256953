import type { PageDef } from '../../../app/pages';

export const pages: PageDef[] = [
  {
    path: '/notes',
    layout: 'shell',
    load: async () => ({ Component: (await import('./BoardPage')).BoardPage }),
  },
];
