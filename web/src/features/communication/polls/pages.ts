import type { PageDef } from '../../../app/pages';

export const pages: PageDef[] = [
  {
    path: '/polls',
    layout: 'shell',
    load: async () => ({ Component: (await import('./PollsPage')).PollsPage }),
  },
  {
    path: '/polls/create',
    layout: 'shell',
    load: async () => ({ Component: (await import('./PollFormPage')).PollFormPage }),
  },
  {
    path: '/polls/{id}',
    layout: 'shell',
    load: async () => ({ Component: (await import('./PollPage')).PollPage }),
  },
];
