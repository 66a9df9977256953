import type { PageDef } from '../../app/pages';

const editor = async () => ({ Component: (await import('./days-off/DayOffEditPage')).DayOffEditPage });

/** The kindergartens area's screens of the spec's route table: days off. */
export const pages: PageDef[] = [
  {
    path: '/days-off',
    layout: 'shell',
    load: async () => ({ Component: (await import('./days-off/DaysOffPage')).DaysOffPage }),
  },
  { path: '/days-off/create', layout: 'shell', load: editor },
  { path: '/days-off/{id?}', layout: 'shell', load: editor },
];
