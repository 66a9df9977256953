import type { planningMissedTopicRoutes } from '@gradina/shared/manifest/routes/planning/missed-topics';
import type { AreaImplementations } from '../../../platform/http/area-handler';
import { missedTopics, missedTopicsExport } from './missed-topics';

type MissedTopicsRouteId = (typeof planningMissedTopicRoutes)[number]['id'];

/** Reads only: the teacher's own groups are checked by the report itself. */
export const missedTopicRoutes: AreaImplementations<MissedTopicsRouteId> = {
  'planning.missedTopicsReport': async ({ session, query }) => missedTopics(session, query),
  'planning.missedTopicsReportExport': async ({ session, query }) => missedTopicsExport(session, query),
};
