import type { planningMissedTopicRoutes } from '@gradina/shared/manifest/routes/planning/missed-topics';
import type { FeatureRoutes } from '../../../platform/http/area-handler';
import { entry } from '../../../platform/http/route-entries';
import { missedTopics, missedTopicsExport } from './missed-topics';

/** Reads only: the teacher's own groups are checked by the report itself. */
export const missedTopicRoutes: FeatureRoutes<typeof planningMissedTopicRoutes> = {
  'planning.missedTopicsReport': entry.query(missedTopics),
  'planning.missedTopicsReportExport': entry.query(missedTopicsExport),
};
