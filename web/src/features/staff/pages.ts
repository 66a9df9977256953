import type { PageDef } from '../../app/pages';

const staffEditor = async () => ({ Component: (await import('./records/StaffEditPage')).StaffEditPage });

/** The staff area's screens of the spec's route table (each feature adds its pages here). */
export const pages: PageDef[] = [
  {
    path: '/staff/attendances',
    layout: 'shell',
    load: async () => ({
      Component: (await import('./attendance/StaffAttendancePage')).StaffAttendancePage,
    }),
  },
  {
    path: '/staff/meals',
    layout: 'shell',
    load: async () => ({ Component: (await import('./meals/StaffMealsPage')).StaffMealsPage }),
  },
  {
    path: '/staff/references/attendances',
    layout: 'shell',
    load: async () => ({
      Component: (await import('./attendance/StaffReferencePages')).StaffAttendanceReferencePage,
    }),
  },
  {
    path: '/staff/references/days',
    layout: 'shell',
    load: async () => ({
      Component: (await import('./attendance/StaffReferencePages')).StaffDaysReferencePage,
    }),
  },
  {
    path: '/staff/references/meal',
    layout: 'shell',
    load: async () => ({
      Component: (await import('./meals/StaffMealReferencePage')).StaffMealReferencePage,
    }),
  },
  {
    path: '/staff/members-substitution',
    layout: 'shell',
    load: async () => ({
      Component: (await import('./substitutions/SubstitutionsPage')).SubstitutionsPage,
    }),
  },
  {
    path: '/staff/members-substitution/create',
    layout: 'shell',
    load: async () => ({
      Component: (await import('./substitutions/SubstitutionCreatePage')).SubstitutionCreatePage,
    }),
  },
  {
    path: '/staff/members-substitution/{id?}',
    layout: 'shell',
    load: async () => ({ Component: (await import('./substitutions/SubstitutionPage')).SubstitutionPage }),
  },
  {
    path: '/staff/references/substitutions',
    layout: 'shell',
    load: async () => ({
      Component: (await import('./substitutions/SubstitutionsReferencePage')).SubstitutionsReferencePage,
    }),
  },
  {
    path: '/staff/references/mandatory',
    layout: 'shell',
    load: async () => ({ Component: (await import('./substitutions/NormsPage')).NormsPage }),
  },
  {
    path: '/staff/references/topics',
    layout: 'shell',
    load: async () => ({ Component: (await import('./substitutions/TopicsPage')).TopicsPage }),
  },
  {
    path: '/staff/pedagogical',
    layout: 'shell',
    load: async () => ({ Component: (await import('./records/StaffPage')).StaffPage }),
  },
  { path: '/staff/pedagogical/create', layout: 'shell', load: staffEditor },
  { path: '/staff/pedagogical/{id}/{kindergartenId?}', layout: 'shell', load: staffEditor },
];
