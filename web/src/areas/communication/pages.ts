import type { PageDef } from '../../app/pages';

export const pages: PageDef[] = [
  {
    path: '/messages',
    layout: 'shell',
    load: async () => ({ Component: (await import('./MessagesPage')).MessagesPage }),
  },
  {
    path: '/messages/create',
    layout: 'shell',
    load: async () => ({ Component: (await import('./MessageCreatePage')).MessageCreatePage }),
  },
  {
    path: '/messages/{id}',
    layout: 'shell',
    load: async () => ({ Component: (await import('./MessagePage')).MessagePage }),
  },
  {
    path: '/notifications',
    layout: 'shell',
    load: async () => ({ Component: (await import('./NotificationsPage')).NotificationsPage }),
  },
];
