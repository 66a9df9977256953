import type { PageDef } from '../../app/pages';
import { pages as adminPages } from './admin/pages';
import { pages as boardPages } from './board/pages';
import { pages as calendarPages } from './calendar/pages';
import { pages as pollsPages } from './polls/pages';

export const pages: PageDef[] = [
  {
    path: '/messages',
    layout: 'shell',
    load: async () => ({ Component: (await import('./messages/MessagesPage')).MessagesPage }),
  },
  {
    path: '/messages/create',
    layout: 'shell',
    load: async () => ({ Component: (await import('./messages/MessageCreatePage')).MessageCreatePage }),
  },
  {
    path: '/messages/{id}',
    layout: 'shell',
    load: async () => ({ Component: (await import('./messages/MessagePage')).MessagePage }),
  },
  {
    path: '/notifications',
    layout: 'shell',
    load: async () => ({ Component: (await import('./notifications/NotificationsPage')).NotificationsPage }),
  },
  ...pollsPages,
  ...calendarPages,
  ...boardPages,
  ...adminPages,
];
