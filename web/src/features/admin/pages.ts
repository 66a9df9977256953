import type { PageDef } from '../../app/pages';

/** The Master's account management (spec: /admin/user/{account, activation, info, mon, municipal}). */
export const pages: PageDef[] = [
  {
    path: '/admin/user/account',
    layout: 'shell',
    load: async () => ({ Component: (await import('./account/AccountPage')).AccountPage }),
  },
  {
    path: '/admin/user/activation',
    layout: 'shell',
    load: async () => ({ Component: (await import('./activation/ActivationPage')).AdminActivationPage }),
  },
  {
    path: '/admin/user/info',
    layout: 'shell',
    load: async () => ({ Component: (await import('./info/InfoPage')).InfoPage }),
  },
  {
    path: '/admin/user/mon',
    layout: 'shell',
    load: async () => ({ Component: (await import('./authority-accounts/MonAccountsPage')).MonAccountsPage }),
  },
  {
    path: '/admin/user/municipal',
    layout: 'shell',
    load: async () => ({
      Component: (await import('./authority-accounts/MunicipalAccountsPage')).MunicipalAccountsPage,
    }),
  },
  {
    path: '/admin/days-off',
    layout: 'shell',
    load: async () => ({ Component: (await import('./days-off/NationalDaysOffPage')).NationalDaysOffPage }),
  },
  {
    path: '/admin/portfolios/background',
    layout: 'shell',
    load: async () => ({ Component: (await import('./portfolios/BackgroundsPage')).BackgroundsPage }),
  },
  {
    path: '/admin/portfolios/templates',
    layout: 'shell',
    load: async () => ({ Component: (await import('./portfolios/TemplatesPage')).TemplatesPage }),
  },
  {
    path: '/admin/kindergartens',
    layout: 'shell',
    load: async () => ({ Component: (await import('./kindergartens/KindergartensPage')).KindergartensPage }),
  },
  {
    path: '/admin/kindergartens/{id}',
    layout: 'shell',
    load: async () => ({ Component: (await import('./kindergartens/KindergartenPage')).KindergartenPage }),
  },
];
