import type { PageDef } from '../../app/pages';

/** The education area's screens (issue #30): the year plan, lessons held, results, the Master's lists. */
export const pages: PageDef[] = [
  {
    path: '/education-plan-topic/publishers/{publisherId?}/{classId?}/{classSubjectId}',
    layout: 'shell',
    load: async () => ({ Component: (await import('./plan/YearPlanPage')).YearPlanPage }),
  },
  {
    path: '/education-plan-topic/custom-themes',
    layout: 'shell',
    load: async () => ({ Component: (await import('./themes/CustomThemesPage')).CustomThemesPage }),
  },
  {
    path: '/education-plan-topic/custom-themes/create',
    layout: 'shell',
    load: async () => ({ Component: (await import('./themes/ThemeEditPage')).ThemeEditPage }),
  },
  {
    path: '/education-plan-topic/custom-themes/bulk-create',
    layout: 'shell',
    load: async () => ({ Component: (await import('./themes/BulkThemesPage')).BulkThemesPage }),
  },
  {
    path: '/education-plan-topic/custom-themes/overview/{id?}',
    layout: 'shell',
    load: async () => ({ Component: (await import('./themes/ThemeOverviewPage')).ThemeOverviewPage }),
  },
  {
    path: '/education-plan-topic/custom-themes/{id?}',
    layout: 'shell',
    load: async () => ({ Component: (await import('./themes/ThemeEditPage')).ThemeEditPage }),
  },
  {
    path: '/education-plan-topic/general-themes/{id?}',
    layout: 'shell',
    load: async () => ({ Component: (await import('./themes/GeneralThemesPage')).GeneralThemesPage }),
  },
  {
    path: '/references/lecture-lessons',
    layout: 'shell',
    load: async () => ({ Component: (await import('./lessons/LessonsPage')).LessonsPage }),
  },
  {
    path: '/references/lecture-lessons/{id}',
    layout: 'shell',
    load: async () => ({ Component: (await import('./lessons/LessonDayPage')).LessonDayPage }),
  },
  {
    path: '/educational-results/records',
    layout: 'shell',
    load: async () => ({ Component: (await import('./results/ResultsRecordsPage')).ResultsRecordsPage }),
  },
  {
    path: '/educational-results/references',
    layout: 'shell',
    load: async () => ({ Component: (await import('./results/ResultsSummaryPage')).ResultsSummaryPage }),
  },
  {
    path: '/admin/education-plan-topic/publishers',
    layout: 'shell',
    load: async () => ({ Component: (await import('./admin/PublishersPage')).PublishersPage }),
  },
  {
    path: '/admin/education-plan-topic/subject-topics',
    layout: 'shell',
    load: async () => ({ Component: (await import('./admin/TopicSetsPage')).TopicSetsPage }),
  },
  {
    path: '/admin/education-plan-topic/subject-topics/create',
    layout: 'shell',
    load: async () => ({ Component: (await import('./admin/TopicSetEditPage')).TopicSetEditPage }),
  },
  {
    path: '/admin/education-plan-topic/subject-topics/{id?}',
    layout: 'shell',
    load: async () => ({ Component: (await import('./admin/TopicSetEditPage')).TopicSetEditPage }),
  },
  {
    path: '/educational-results/templates',
    layout: 'shell',
    load: async () => ({ Component: (await import('./admin/ResultsTemplatesPage')).ResultsTemplatesPage }),
  },
  {
    path: '/educational-results/templates/create',
    layout: 'shell',
    load: async () => ({
      Component: (await import('./admin/ResultsTemplatePage')).KindergartenResultsTemplatePage,
    }),
  },
  {
    path: '/educational-results/templates/{id?}',
    layout: 'shell',
    load: async () => ({
      Component: (await import('./admin/ResultsTemplatePage')).KindergartenResultsTemplatePage,
    }),
  },
  {
    path: '/admin/templates/educational-results',
    layout: 'shell',
    load: async () => ({ Component: (await import('./admin/ResultsTemplatePage')).ResultsTemplatePage }),
  },
];
