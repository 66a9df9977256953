import type { PageDef } from '../../app/pages';

const editor = async () => ({ Component: (await import('./days-off/DayOffEditPage')).DayOffEditPage });
const groupEditor = async () => ({ Component: (await import('./groups/GroupEditPage')).GroupEditPage });

/** The kindergartens area's screens of the spec's route table: days off. */
export const pages: PageDef[] = [
  {
    path: '/days-off',
    layout: 'shell',
    load: async () => ({ Component: (await import('./days-off/DaysOffPage')).DaysOffPage }),
  },
  { path: '/days-off/create', layout: 'shell', load: editor },
  { path: '/days-off/{id?}', layout: 'shell', load: editor },
  {
    path: '/groups/management',
    layout: 'shell',
    load: async () => ({ Component: (await import('./groups/GroupsPage')).GroupsPage }),
  },
  { path: '/groups/management/create', layout: 'shell', load: groupEditor },
  { path: '/groups/management/{id}', layout: 'shell', load: groupEditor },
  {
    path: '/platform/settings/subjects',
    layout: 'shell',
    load: async () => ({ Component: (await import('./subjects/SubjectsPage')).SubjectsPage }),
  },
];
