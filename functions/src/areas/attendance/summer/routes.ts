import type { attendanceSummerRoutes } from '@gradina/shared/manifest/routes/attendance/summer';
import type { FeatureRoutes } from '../../../platform/http/area-handler';
import { entry } from '../../../platform/http/route-entries';
import { summerHeadCounts } from './summer';

export const summerRoutes: FeatureRoutes<typeof attendanceSummerRoutes> = {
  'attendance.summerHeadCounts': entry.query(summerHeadCounts),
};
