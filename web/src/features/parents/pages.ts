import type { PageDef } from '../../app/pages';

export const pages: PageDef[] = [
  {
    path: '/parents/registration-parents/{id?}',
    layout: 'shell',
    load: async () => ({
      Component: (await import('./registration-requests/RegistrationRequestsPage')).RegistrationRequestsPage,
    }),
  },
];
