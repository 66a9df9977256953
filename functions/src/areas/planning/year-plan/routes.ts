import type {
  planningWeekRoutes,
  planningYearPlanRoutes,
} from '@gradina/shared/manifest/routes/planning/year-plan';
import type { FeatureRoutes } from '../../../platform/http/area-handler';
import { entry } from '../../../platform/http/route-entries';
import { weekThemes } from './week';
import {
  cancelPlan,
  createPublisherPlan,
  educationalAreaList,
  planningDates,
  planningThemes,
  savePlan,
  schoolSubjects,
  schoolYearTermDates,
} from './year-plan';

/** The plan is the group's: each call checks the group (its teachers and the managers), no loaders. */
export const yearPlanRoutes: FeatureRoutes<typeof planningYearPlanRoutes> = {
  'planning.planningThemes': async ({ session, path }) => planningThemes(session, path),
  'planning.planningDates': async ({ session, path }) =>
    planningDates(session, path.classId, path.classSubjectId),
  'planning.createPublisherPlan': async ({ session, path, body }) =>
    createPublisherPlan(session, path, body.publisherId),
  'planning.savePlan': entry.body(savePlan),
  'planning.cancelPlan': async ({ session, path }) => cancelPlan(session, path),
  'planning.subjects': async () => educationalAreaList(),
  'planning.schoolSubjects': entry.query(schoolSubjects),
  'planning.schoolYearTermDates': entry.session(schoolYearTermDates),
};

/** The week's topics: the group decides (a parent reads their child's). */
export const weekRoutes: FeatureRoutes<typeof planningWeekRoutes> = {
  'planning.weekThemes': async ({ session, path, query }) => weekThemes(session, path.classId, query.date),
};
