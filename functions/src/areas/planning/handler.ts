import type { RouteDef } from '@gradina/shared';
import { planningClassProgramRoutes } from '@gradina/shared/manifest/routes/planning/class-programs';
import { planningEducationalResultRoutes } from '@gradina/shared/manifest/routes/planning/educational-results';
import { planningLessonRoutes } from '@gradina/shared/manifest/routes/planning/lessons';
import { planningMissedTopicRoutes } from '@gradina/shared/manifest/routes/planning/missed-topics';
import { planningPublisherRoutes } from '@gradina/shared/manifest/routes/planning/publishers';
import { planningYearPlanRoutes } from '@gradina/shared/manifest/routes/planning/year-plan';
import { createAreaHandler } from '../../platform/http/area-handler';
import { classProgramRoutes } from './class-programs/routes';
import { educationalResultRoutes } from './educational-results/routes';
import { lessonRoutes } from './lessons/routes';
import { missedTopicRoutes } from './missed-topics/routes';
import { publisherRoutes } from './publishers/routes';
import { yearPlanRoutes } from './year-plan/routes';

/** The manifest's route files of this area: its Lambda bundles these schemas and no others. */
export const areaRoutes: (readonly RouteDef[])[] = [
  planningMissedTopicRoutes,
  planningPublisherRoutes,
  planningYearPlanRoutes,
  planningLessonRoutes,
  planningClassProgramRoutes,
  planningEducationalResultRoutes,
];

/** The planning Lambda (class books, programs, lessons; its features add their routes here). */
export const handler = createAreaHandler(
  'planning',
  areaRoutes,
  {
    ...missedTopicRoutes,
    ...publisherRoutes,
    ...yearPlanRoutes,
    ...lessonRoutes,
    ...classProgramRoutes,
    ...educationalResultRoutes,
  },
  { objects: {} },
);
