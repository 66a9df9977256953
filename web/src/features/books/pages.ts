import type { PageDef } from '../../app/pages';
import { pages as bkbPages } from './pages-records';

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
  // Documents, the class-book export, the weekly schedules and /schedule (BKB).
  ...bkbPages,
  // The control activity books of the director and of the deputy director (BKA).
  {
    path: '/administration/books/control',
    layout: 'shell',
    load: async () => ({ Component: (await import('./control/ControlBookPage')).DirectorControlPage }),
  },
  {
    path: '/administration/books/control/create',
    layout: 'shell',
    load: async () => ({ Component: (await import('./control/ControlCheckPage')).DirectorCheckPage }),
  },
  {
    path: '/administration/books/deputy-director',
    layout: 'shell',
    load: async () => ({ Component: (await import('./control/ControlBookPage')).DeputyControlPage }),
  },
  {
    path: '/administration/books/deputy-director/create',
    layout: 'shell',
    load: async () => ({ Component: (await import('./control/ControlCheckPage')).DeputyCheckPage }),
  },
  // The correspondence registers and the pedagogical council's book (BKA).
  {
    path: '/administration/books/incoming-correspondence',
    layout: 'shell',
    load: async () => ({ Component: (await import('./correspondence/CorrespondencePage')).IncomingPage }),
  },
  {
    path: '/administration/books/incoming-correspondence/create',
    layout: 'shell',
    load: async () => ({
      Component: (await import('./correspondence/CorrespondenceItemPage')).IncomingItemPage,
    }),
  },
  {
    path: '/administration/books/outgoing-correspondence',
    layout: 'shell',
    load: async () => ({ Component: (await import('./correspondence/CorrespondencePage')).OutgoingPage }),
  },
  {
    path: '/administration/books/outgoing-correspondence/create',
    layout: 'shell',
    load: async () => ({
      Component: (await import('./correspondence/CorrespondenceItemPage')).OutgoingItemPage,
    }),
  },
  {
    path: '/administration/books/pedagogical',
    layout: 'shell',
    load: async () => ({ Component: (await import('./council/CouncilPage')).CouncilPage }),
  },
  {
    path: '/administration/books/pedagogical/create-decision',
    layout: 'shell',
    load: async () => ({ Component: (await import('./council/DecisionPage')).DecisionPage }),
  },
  {
    path: '/administration/books/pedagogical/{protocolId}',
    layout: 'shell',
    load: async () => ({ Component: (await import('./council/ProtocolPage')).ProtocolPage }),
  },
  // A new entry by book, a book by its number, the templates and the prefixes (BKA).
  {
    path: '/administration/books/create',
    layout: 'shell',
    load: async () => ({ Component: (await import('./books/BookEntryPages')).NewEntryPage }),
  },
  {
    path: '/administration/books/{id}',
    layout: 'shell',
    load: async () => ({ Component: (await import('./books/BookEntryPages')).BookByNumberPage }),
  },
  {
    path: '/administration/books/templates',
    layout: 'shell',
    load: async () => ({ Component: (await import('./templates/TemplatesPage')).KindergartenTemplatesPage }),
  },
  {
    path: '/admin/templates/books',
    layout: 'shell',
    load: async () => ({ Component: (await import('./templates/TemplatesPage')).NationalTemplatesPage }),
  },
  {
    path: '/admin/books/prefixes',
    layout: 'shell',
    load: async () => ({ Component: (await import('./prefixes/PrefixesPage')).PrefixesPage }),
  },
];
