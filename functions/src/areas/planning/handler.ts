import type { RouteDef } from '@gradina/shared';
import { planningClassBookExportRoutes } from '@gradina/shared/manifest/routes/planning/class-book-export';
import { planningClassProgramRoutes } from '@gradina/shared/manifest/routes/planning/class-programs';
import { planningEducationalResultRoutes } from '@gradina/shared/manifest/routes/planning/educational-results';
import { planningLessonRoutes } from '@gradina/shared/manifest/routes/planning/lessons';
import { planningMissedTopicRoutes } from '@gradina/shared/manifest/routes/planning/missed-topics';
import { planningPersonalWorkRoutes } from '@gradina/shared/manifest/routes/planning/personal-work';
import { planningPublisherRoutes } from '@gradina/shared/manifest/routes/planning/publishers';
import { planningThemeRoutes } from '@gradina/shared/manifest/routes/planning/themes';
import { planningWeeklyScheduleRoutes } from '@gradina/shared/manifest/routes/planning/weekly-schedule';
import {
  planningWeekRoutes,
  planningYearPlanRoutes,
} from '@gradina/shared/manifest/routes/planning/year-plan';
import { createAreaHandler } from '../../platform/http/area-handler';
import { classBookExportObjects, classBookExportRoutes } from './class-book-export/routes';
import { classProgramRoutes } from './class-programs/routes';
import { educationalResultRoutes } from './educational-results/routes';
import { lessonRoutes } from './lessons/routes';
import { missedTopicRoutes } from './missed-topics/routes';
import { personalWorkRoutes } from './personal-work/routes';
import { publisherRoutes } from './publishers/routes';
import { themeObjects, themeRoutes } from './themes/routes';
import { weeklyScheduleObjects, weeklyScheduleRoutes } from './weekly-schedule/routes';
import { weekRoutes, yearPlanRoutes } from './year-plan/routes';

/** The manifest's route files of this area: its Lambda bundles these schemas and no others. */
export const areaRoutes: (readonly RouteDef[])[] = [
  planningMissedTopicRoutes,
  planningPublisherRoutes,
  planningYearPlanRoutes,
  planningWeekRoutes,
  planningLessonRoutes,
  planningClassProgramRoutes,
  planningEducationalResultRoutes,
  planningPersonalWorkRoutes,
  planningThemeRoutes,
  planningWeeklyScheduleRoutes,
  planningClassBookExportRoutes,
];

/** The planning Lambda (class books, programs, lessons; its features add their routes here). */
export const handler = createAreaHandler(
  'planning',
  areaRoutes,
  {
    ...missedTopicRoutes,
    ...publisherRoutes,
    ...yearPlanRoutes,
    ...weekRoutes,
    ...lessonRoutes,
    ...classProgramRoutes,
    ...educationalResultRoutes,
    ...personalWorkRoutes,
    ...themeRoutes,
    ...weeklyScheduleRoutes,
    ...classBookExportRoutes,
  },
  { objects: { ...weeklyScheduleObjects, ...classBookExportObjects, ...themeObjects } },
);
