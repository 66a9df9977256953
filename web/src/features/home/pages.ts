import type { PageDef } from '../../app/pages';

export const pages: PageDef[] = [
  { path: '/', layout: 'shell', load: async () => ({ Component: (await import('./HomePage')).HomePage }) },
  {
    path: '/under-maintenance',
    layout: 'public',
    load: async () => ({ Component: (await import('./UnderMaintenancePage')).UnderMaintenancePage }),
  },
];
