import type { PageDef } from '../../app/pages';

/** The extra activities' screens of the spec's route table (each feature adds its pages here). */
export const pages: PageDef[] = [
  {
    path: '/activities/management',
    layout: 'shell',
    load: async () => ({ Component: (await import('./catalogue/ActivitiesPage')).ActivitiesPage }),
  },
  {
    path: '/activities/management/create',
    layout: 'shell',
    load: async () => ({ Component: (await import('./catalogue/ActivityEditPage')).ActivityEditPage }),
  },
  {
    path: '/activities/management/{id}',
    layout: 'shell',
    load: async () => ({ Component: (await import('./catalogue/ActivityEditPage')).ActivityEditPage }),
  },
  {
    path: '/activities/groups',
    layout: 'shell',
    load: async () => ({ Component: (await import('./catalogue/ActivityGroupsPage')).ActivityGroupsPage }),
  },
  {
    path: '/activities/preferences',
    layout: 'shell',
    load: async () => ({ Component: (await import('./catalogue/DiscountsPage')).DiscountsPage }),
  },
  {
    path: '/admin/activities/activities',
    layout: 'shell',
    load: async () => ({ Component: (await import('./types/ActivityTypesPage')).ActivityTypesPage }),
  },
  {
    path: '/admin/activities/providers',
    layout: 'shell',
    load: async () => ({ Component: (await import('./providers/ProvidersPage')).ProvidersPage }),
  },
  {
    path: '/admin/activities/providers/create',
    layout: 'shell',
    load: async () => ({ Component: (await import('./providers/ProviderEditPage')).ProviderEditPage }),
  },
  {
    path: '/admin/activities/providers/{id}',
    layout: 'shell',
    load: async () => ({ Component: (await import('./providers/ProviderEditPage')).ProviderEditPage }),
  },
  {
    path: '/activities/parents/providers',
    layout: 'shell',
    load: async () => ({ Component: (await import('./providers/ParentProvidersPage')).ParentProvidersPage }),
  },
  {
    path: '/activities/applications',
    layout: 'shell',
    load: async () => ({ Component: (await import('./enrollment/ApplicationsPage')).ApplicationsPage }),
  },
  {
    path: '/activities/applications/enrollment',
    layout: 'shell',
    load: async () => ({ Component: (await import('./enrollment/ApplicationsPage')).EnrollmentRequestsPage }),
  },
  {
    path: '/activities/applications/enrollment/create',
    layout: 'shell',
    load: async () => ({
      Component: (await import('./enrollment/EnrollmentCreatePage')).EnrollmentCreatePage,
    }),
  },
  {
    path: '/activities/applications/removal',
    layout: 'shell',
    load: async () => ({ Component: (await import('./enrollment/RemovalPage')).RemovalPage }),
  },
  {
    path: '/activities/attendances',
    layout: 'shell',
    load: async () => ({
      Component: (await import('./attendance/ActivityAttendancePage')).ActivityAttendancePage,
    }),
  },
  {
    path: '/activities/parents/attendances',
    layout: 'shell',
    load: async () => ({
      Component: (await import('./attendance/ParentAttendancePage')).ParentAttendancePage,
    }),
  },
];
