import type { planningLessonRoutes } from '@gradina/shared/manifest/routes/planning/lessons';
import type { FeatureRoutes } from '../../../platform/http/area-handler';
import { entry } from '../../../platform/http/route-entries';
import { confirmLessons, lessonDay, lessonsOverview, saveLessonEntry } from './lessons';

/** A day is the group's: each call checks the group (its teachers and the managers), no loaders. */
export const lessonRoutes: FeatureRoutes<typeof planningLessonRoutes> = {
  'planning.lessonsOverview': entry.query(lessonsOverview),
  'planning.lessonDay': entry.pathId(lessonDay),
  'planning.saveLessonEntry': entry.body(saveLessonEntry),
  'planning.confirmLessons': entry.body(confirmLessons),
};
