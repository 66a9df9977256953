import type { childrenAchievementReportRoutes } from '@gradina/shared/manifest/routes/children/achievements-report';
import type { AreaImplementations } from '../../../platform/http/area-handler';
import { achievementsReport } from './report';

type AchievementReportRouteId = (typeof childrenAchievementReportRoutes)[number]['id'];

/** A read: who may see which child is the portfolios feature's rule, applied by the report. */
export const achievementReportRoutes: AreaImplementations<AchievementReportRouteId> = {
  'children.achievementsReport': async ({ session, query }) => achievementsReport(session, query),
};
