import type { planningLessonRoutes } from '@gradina/shared/manifest/routes/planning/lessons';
import type { FeatureRoutes } from '../../../platform/http/area-handler';
import { confirmLessons, lessonDay, lessonsOverview, saveLessonEntry } from './lessons';

/** A day is the group's: each call checks the group (its teachers and the managers), no loaders. */
export const lessonRoutes: FeatureRoutes<typeof planningLessonRoutes> = {
  'planning.lessonsOverview': async ({ session, query }) => lessonsOverview(session, query),
  'planning.lessonDay': async ({ session, path }) => lessonDay(session, path.id),
  'planning.saveLessonEntry': async ({ session, body }) => saveLessonEntry(session, body),
  'planning.confirmLessons': async ({ session, body }) => confirmLessons(session, body),
};
