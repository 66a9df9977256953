import type { PageDef } from '../../app/pages';

// The attendance references: the index and one screen per reference (one page component draws them all).
const referenceSlugs = [
  'absences',
  'days',
  'for-day',
  'groups',
  'month',
  'montly-attendances',
  'neispuo',
  'personal-reasons',
  'personal-reasons-requests',
  'smp',
  'summer-attendances-requests',
];
const referencePages: PageDef[] = [
  {
    path: '/attendances/references',
    layout: 'shell',
    load: async () => ({ Component: (await import('./references/ReferencesIndexPage')).ReferencesIndexPage }),
  },
  ...referenceSlugs.map(
    (slug): PageDef => ({
      path: `/attendances/references/${slug}`,
      layout: 'shell',
      load: async () => ({ Component: (await import('./references/ReferencePage')).referencePage(slug) }),
    }),
  ),
];

// The requests and medical notices (feature ATT-REQ).
const requestPages: PageDef[] = [
  {
    path: '/attendances/applications',
    layout: 'shell',
    load: async () => ({ Component: (await import('./requests/ApplicationsPage')).ApplicationsPage }),
  },
  {
    path: '/attendances/applications/personal-reasons',
    layout: 'shell',
    load: async () => ({ Component: (await import('./requests/PersonalReasonsPage')).PersonalReasonsPage }),
  },
  {
    path: '/attendances/applications/personal-reasons/create',
    layout: 'shell',
    load: async () => ({
      Component: (await import('./requests/PersonalReasonCreatePage')).PersonalReasonCreatePage,
    }),
  },
  {
    path: '/attendances/applications/summer-attendances',
    layout: 'shell',
    load: async () => ({ Component: (await import('./requests/SummerPage')).SummerPage }),
  },
  {
    path: '/attendances/applications/summer-attendances/create',
    layout: 'shell',
    load: async () => ({ Component: (await import('./requests/SummerCreatePage')).SummerCreatePage }),
  },
  {
    path: '/attendances/medical-notices',
    layout: 'shell',
    load: async () => ({
      Component: (await import('./medical-notes/MedicalNoticesPage')).MedicalNoticesPage,
    }),
  },
];

// The month grid (feature ATT-GRID): staff mark a group's month, a parent sees their child's.
const gridPages: PageDef[] = [
  {
    path: '/attendances/management',
    layout: 'shell',
    load: async () => ({
      Component: (await import('./grid/AttendanceManagementPage')).AttendanceManagementPage,
    }),
  },
];

/** The attendance area's screens of the spec's route table (each feature adds its pages here). */
export const pages: PageDef[] = [...gridPages, ...referencePages, ...requestPages];
