import type { attendanceSummerRoutes } from '@gradina/shared/manifest/routes/attendance/summer';
import type { AreaImplementations } from '../../../platform/http/area-handler';
import { summerHeadCounts } from './summer';

type SummerRouteId = (typeof attendanceSummerRoutes)[number]['id'];

export const summerRoutes: AreaImplementations<SummerRouteId> = {
  'attendance.summerHeadCounts': async ({ session, query }) => summerHeadCounts(session, query),
};
