import type { PageDef } from '../../app/pages';

export const pages: PageDef[] = [
  {
    path: '/platform/about',
    layout: 'shell',
    load: async () => ({ Component: (await import('./AboutPage')).AboutPage }),
  },
];
