import { childrenAchievementReportRoutes } from '@gradina/shared/manifest/routes/children/achievements-report';
import { childrenAnthropometricRoutes } from '@gradina/shared/manifest/routes/children/anthropometrics';
import { childrenCertificateRoutes } from '@gradina/shared/manifest/routes/children/certificates';
import { childrenParentRoutes } from '@gradina/shared/manifest/routes/children/parents';
import { childrenPortfolioRoutes } from '@gradina/shared/manifest/routes/children/portfolios';
import { childrenRecordRoutes } from '@gradina/shared/manifest/routes/children/records';
import { createAreaHandler } from '../../platform/http/area-handler';
import { achievementReportRoutes } from './achievements-report/routes';
import { anthropometricObjects, anthropometricRoutes } from './anthropometrics/routes';
import { certificateObjects, certificateRoutes } from './certificates/routes';
import { parentObjects, parentRoutes } from './parents/routes';
import { portfolioObjects, portfolioRoutes } from './portfolios/routes';
import { recordObjects, recordRoutes } from './records/routes';

/** The manifest's route files of this area: its Lambda bundles these schemas and no others. */
export const areaRoutes = [
  childrenRecordRoutes,
  childrenParentRoutes,
  childrenAnthropometricRoutes,
  childrenCertificateRoutes,
  childrenPortfolioRoutes,
  childrenAchievementReportRoutes,
];

/** The children Lambda: children records, guardians, measurements, portfolios and certificates. */
export const handler = createAreaHandler(
  'children',
  areaRoutes,
  {
    ...recordRoutes,
    ...parentRoutes,
    ...anthropometricRoutes,
    ...certificateRoutes,
    ...portfolioRoutes,
    ...achievementReportRoutes,
  },
  {
    objects: {
      ...recordObjects,
      ...parentObjects,
      ...anthropometricObjects,
      ...certificateObjects,
      ...portfolioObjects,
    },
  },
);
