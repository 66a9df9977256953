import type { planningMissedTopicRoutes } from '@gradina/shared/manifest/routes/planning/missed-topics';
import type { FeatureRoutes } from '../../../platform/http/area-handler';
import { missedTopics, missedTopicsExport } from './missed-topics';

/** Reads only: the teacher's own groups are checked by the report itself. */
export const missedTopicRoutes: FeatureRoutes<typeof planningMissedTopicRoutes> = {
  'planning.missedTopicsReport': async ({ session, query }) => missedTopics(session, query),
  'planning.missedTopicsReportExport': async ({ session, query }) => missedTopicsExport(session, query),
};
