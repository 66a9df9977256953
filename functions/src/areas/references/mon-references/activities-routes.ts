import type { activityReferenceRoutes } from '@gradina/shared/manifest/routes/references/activities';
import { atRequestTime } from '../../../platform/clock';
import type { AreaImplementations } from '../../../platform/http/area-handler';
import { activityFees, activityTypes, exportActivityFees, exportActivityTypes } from './activities';

type ActivityReferenceRouteId = (typeof activityReferenceRoutes)[number]['id'];

/**
 * The handler entries of the activities' and fees' references: aggregates only, no object named (no
 * loaders); the reach decides what they see. The exports' date follows the request's clock.
 */
export const activityReferenceImplementations: AreaImplementations<ActivityReferenceRouteId> = {
  'references.activityTypes': async ({ session, query }) => activityTypes(session, query),
  'references.exportActivityTypes': async ({ session, query, event }) =>
    atRequestTime(event.headers, () => exportActivityTypes(session, query)),
  'references.activityFees': async ({ session, query }) => activityFees(session, query),
  'references.exportActivityFees': async ({ session, query, event }) =>
    atRequestTime(event.headers, () => exportActivityFees(session, query)),
};
