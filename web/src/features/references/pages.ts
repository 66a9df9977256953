import type { PageDef } from '../../app/pages';

/** The references area's screens of the spec's route table (each feature adds its pages here). */
const screen = (name: 'AbsencesPage' | 'SmpPage' | 'SubstitutionsPage' | 'StaffCountPage') => async () => ({
  Component: (await import('./mon/screens'))[name],
});

const educationScreen =
  (name: 'LessonsReferencePage' | 'KidsDiagnosticsPage' | 'DocumentsPage' | 'PortfoliosReferencePage') =>
  async () => ({
    Component: (await import('./mon/education-screens'))[name],
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
  // Education (issue #30): lessons held, the children's results, the documents issued.
  {
    path: '/administrative-references/lessons',
    layout: 'shell',
    load: educationScreen('LessonsReferencePage'),
  },
  {
    path: '/administrative-references/kids-diagnostics',
    layout: 'shell',
    load: educationScreen('KidsDiagnosticsPage'),
  },
  { path: '/administrative-references/documents', layout: 'shell', load: educationScreen('DocumentsPage') },
  {
    path: '/administrative-references/portfolios',
    layout: 'shell',
    load: educationScreen('PortfoliosReferencePage'),
  },
];
