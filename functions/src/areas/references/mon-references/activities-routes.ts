import type { activityReferenceRoutes } from '@gradina/shared/manifest/routes/references/activities';
import type { AreaImplementations } from '../../../platform/http/area-handler';
import { entry } from '../../../platform/http/route-entries';
import { activityFees, activityTypes, exportActivityFees, exportActivityTypes } from './activities';

type ActivityReferenceRouteId = (typeof activityReferenceRoutes)[number]['id'];

/**
 * The handler entries of the activities' and fees' references: aggregates only, no object named (no
 * loaders); the reach decides what they see. The exports' date follows the request's clock.
 */
export const activityReferenceImplementations: AreaImplementations<ActivityReferenceRouteId> = {
  'references.activityTypes': entry.query(activityTypes),
  'references.exportActivityTypes': entry.clockedQuery(exportActivityTypes),
  'references.activityFees': entry.query(activityFees),
  'references.exportActivityFees': entry.clockedQuery(exportActivityFees),
};
