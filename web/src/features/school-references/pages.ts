import type { PageDef } from '../../app/pages';
import { schoolScreens } from './screens';

/** The /references index and the kindergarten's school-style references (issue #32). */
const report = async () => ({ Component: (await import('./SchoolReportPage')).SchoolReportRoute });

export const pages: PageDef[] = [
  {
    path: '/references',
    layout: 'shell',
    load: async () => ({ Component: (await import('./ReferencesIndexPage')).ReferencesIndexPage }),
  },
  ...schoolScreens.map((screen): PageDef => ({ path: screen.path, layout: 'shell', load: report })),
];
