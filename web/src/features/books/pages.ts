import type { PageDef } from '../../app/pages';

/** The books area's screens (issue #29): the books, the director's orders and the weekly schedule. */
export const pages: PageDef[] = [
  {
    path: '/administration/books',
    layout: 'shell',
    load: async () => ({ Component: (await import('./BooksPage')).BooksPage }),
  },
  {
    path: '/administration/books/director',
    layout: 'shell',
    load: async () => ({ Component: (await import('./orders/OrdersPage')).OrdersPage }),
  },
  {
    path: '/administration/books/director/create',
    layout: 'shell',
    load: async () => ({ Component: (await import('./orders/OrderEditPage')).OrderEditPage }),
  },
  {
    path: '/administration/weekly-schedule',
    layout: 'shell',
    load: async () => ({ Component: (await import('./schedule/WeeklyScheduleEditPage')).WeeklySchedulePage }),
  },
];
