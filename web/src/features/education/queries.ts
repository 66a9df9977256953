import type { QueryClient } from '@tanstack/react-query';
import { invalidateRoutes } from '../../api/query';

/** A plan chosen, saved or cancelled: the plan and the days its topics fall on. */
export const invalidatePlans = (client: QueryClient) =>
  invalidateRoutes(client, 'planning.planningThemes', 'planning.lessonsOverview', 'planning.lessonDay');

/** A day confirmed: its page and the lists of days. */
export const invalidateLessons = (client: QueryClient) =>
  invalidateRoutes(client, 'planning.lessonsOverview', 'planning.lessonDay');

/** A child's results saved: the group's records and summary. */
export const invalidateResults = (client: QueryClient) =>
  invalidateRoutes(client, 'planning.groupResults', 'planning.resultsSummary');

/** The Master's publishers and topic sets changed. */
export const invalidateCatalogue = (client: QueryClient) =>
  invalidateRoutes(
    client,
    'planning.managedPublishers',
    'planning.publisherOptions',
    'planning.publishers',
    'planning.subjectTopicSets',
    'planning.subjectTopicSet',
  );

/** A results template saved. */
export const invalidateTemplates = (client: QueryClient) =>
  invalidateRoutes(client, 'planning.masterResultsTemplate', 'planning.resultsTemplate');

/** The kindergarten's own topics changed: their lists and each one opened. */
export const invalidateThemes = (client: QueryClient) =>
  invalidateRoutes(client, 'planning.themesOverview', 'planning.theme');

/** A group's programme saved or deleted: its lists, the yearly plan and the subjects the year plan offers. */
export const invalidatePrograms = (client: QueryClient) =>
  invalidateRoutes(
    client,
    'planning.classProgramNames',
    'planning.classProgram',
    'planning.classProgramOptions',
    'planning.classProgramsOverview',
    'planning.yearlySchoolPlan',
    'kindergartens.groupSubjects',
  );

/** A child's support saved: the personal work list. */
export const invalidatePersonalWork = (client: QueryClient) =>
  invalidateRoutes(client, 'planning.personalEducationalWork');
