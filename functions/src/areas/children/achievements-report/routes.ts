import type { childrenAchievementReportRoutes } from '@gradina/shared/manifest/routes/children/achievements-report';
import type { FeatureRoutes } from '../../../platform/http/area-handler';
import { entry } from '../../../platform/http/route-entries';
import { achievementsReport } from './report';

/** A read: who may see which child is the portfolios feature's rule, applied by the report. */
export const achievementReportRoutes: FeatureRoutes<typeof childrenAchievementReportRoutes> = {
  'children.achievementsReport': entry.query(achievementsReport),
};
