import type { PageDef } from '../../app/pages';

const documentEditor = async () => ({
  Component: (await import('./documents/DocumentEditPage')).DocumentEditPage,
});
const assetEditor = async () => ({ Component: (await import('./inventory/AssetEditPage')).AssetEditPage });
const qualificationEditor = async () => ({
  Component: (await import('./qualification/QualificationEditPage')).QualificationEditPage,
});
const scheduleEditor = async () => ({
  Component: (await import('./schedule/WeeklyScheduleEditPage')).WeeklyScheduleEditPage,
});

/**
 * The books area's record screens beside the numbered books: the kindergarten's documents, the class-book
 * export, the inventory book, the staff's qualifications, the weekly schedules (managed under
 * /administration, read on /schedule).
 */
export const pages: PageDef[] = [
  {
    path: '/administration/documents',
    layout: 'shell',
    load: async () => ({ Component: (await import('./documents/DocumentsPage')).DocumentsPage }),
  },
  { path: '/administration/documents/create', layout: 'shell', load: documentEditor },
  { path: '/administration/documents/{id}', layout: 'shell', load: documentEditor },
  {
    path: '/administration/export-classbook',
    layout: 'shell',
    load: async () => ({
      Component: (await import('./export-classbook/ClassBookExportsPage')).ClassBookExportsPage,
    }),
  },
  {
    path: '/administration/export-classbook/create',
    layout: 'shell',
    load: async () => ({
      Component: (await import('./export-classbook/ClassBookExportCreatePage')).ClassBookExportCreatePage,
    }),
  },
  {
    path: '/administration/export-classbook/{id?}',
    layout: 'shell',
    load: async () => ({
      Component: (await import('./export-classbook/ClassBookExportPage')).ClassBookExportPage,
    }),
  },
  {
    path: '/administration/inventory',
    layout: 'shell',
    load: async () => ({ Component: (await import('./inventory/InventoryPage')).InventoryPage }),
  },
  { path: '/administration/inventory/create', layout: 'shell', load: assetEditor },
  { path: '/administration/inventory/{id}', layout: 'shell', load: assetEditor },
  {
    path: '/administration/qualification-activities',
    layout: 'shell',
    load: async () => ({
      Component: (await import('./qualification/QualificationsPage')).QualificationsPage,
    }),
  },
  { path: '/administration/qualification-activities/create', layout: 'shell', load: qualificationEditor },
  { path: '/administration/qualification-activities/{id?}', layout: 'shell', load: qualificationEditor },
  {
    path: '/administration/weekly-schedule',
    layout: 'shell',
    load: async () => ({ Component: (await import('./schedule/WeeklySchedulesPage')).WeeklySchedulesPage }),
  },
  { path: '/administration/weekly-schedule/create', layout: 'shell', load: scheduleEditor },
  { path: '/administration/weekly-schedule/{id?}', layout: 'shell', load: scheduleEditor },
  {
    path: '/schedule',
    layout: 'shell',
    load: async () => ({
      Component: (await import('./schedule-overview/SchedulesOverviewPage')).SchedulesOverviewPage,
    }),
  },
  {
    path: '/schedule/{groupId}/{id?}',
    layout: 'shell',
    load: async () => ({
      Component: (await import('./schedule-overview/GroupSchedulePage')).GroupSchedulePage,
    }),
  },
];
