import type { PageDef } from '../../app/pages';

export const pages: PageDef[] = [
  {
    path: '/login',
    layout: 'login',
    load: async () => ({ Component: (await import('./LoginPage')).LoginPage }),
  },
  {
    path: '/logout',
    layout: 'public',
    load: async () => ({ loader: (await import('./LogoutRoute')).logoutLoader }),
  },
];
