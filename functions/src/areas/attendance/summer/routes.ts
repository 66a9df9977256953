import type { attendanceSummerRoutes } from '@gradina/shared/manifest/routes/attendance/summer';
import type { FeatureRoutes } from '../../../platform/http/area-handler';
import { summerHeadCounts } from './summer';

export const summerRoutes: FeatureRoutes<typeof attendanceSummerRoutes> = {
  'attendance.summerHeadCounts': async ({ session, query }) => summerHeadCounts(session, query),
};
