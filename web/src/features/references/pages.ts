import type { PageDef } from '../../app/pages';

/** The references area's screens of the spec's route table (each feature adds its pages here). */
const screen = (name: 'AbsencesPage' | 'SmpPage' | 'SubstitutionsPage' | 'StaffCountPage') => async () => ({
  Component: (await import('./mon/screens'))[name],
});

const activityScreen = (name: 'ActivitiesPage' | 'FeesPage') => async () => ({
  Component: (await import('./mon/activity-screens'))[name],
});

export const pages: PageDef[] = [
  // МОН and municipality references (issues #14, #15): kindergarten-month aggregates in the user's reach.
  {
    path: '/administrative-references',
    layout: 'shell',
    load: async () => ({ Component: (await import('./mon/ReferencesIndexPage')).ReferencesIndexPage }),
  },
  { path: '/administrative-references/absences', layout: 'shell', load: screen('AbsencesPage') },
  { path: '/administrative-references/smp', layout: 'shell', load: screen('SmpPage') },
  { path: '/administrative-references/substitutions', layout: 'shell', load: screen('SubstitutionsPage') },
  { path: '/administrative-references/staff-count', layout: 'shell', load: screen('StaffCountPage') },
  // Extra activities and their fees (issue #17).
  { path: '/administrative-references/activities', layout: 'shell', load: activityScreen('ActivitiesPage') },
  { path: '/administrative-references/fees', layout: 'shell', load: activityScreen('FeesPage') },
];
