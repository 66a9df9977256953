import type { kindergartenNeispuoRoutes } from '@gradina/shared/manifest/routes/kindergartens/neispuo-sync';
import { queueKindergartenSync } from '../../../domain/neispuo/sync-message';
import { schoolYearsOf } from '../../../platform/frame/shell-reads';
import type { FeatureRoutes } from '../../../platform/http/area-handler';

/**
 * The kindergarten's НЕИСПУО calls under `administration/kindergarten` (issue #31): its school years as
 * НЕИСПУО names them (the starting year), and a whole sync asked for by hand, queued for the НЕИСПУО area
 * (this area never calls НЕИСПУО itself).
 */
export const neispuoSyncRoutes: FeatureRoutes<typeof kindergartenNeispuoRoutes> = {
  'kindergartens.neispuoSchoolYears': async ({ session }) =>
    // The newest year first (as the store's read sorts them).
    (await schoolYearsOf(session.kindergartenId)).map((p) => ({
      schoolYear: p.yearFrom,
      name: `${p.yearFrom}/${p.yearFrom + 1}`,
      fromDate: p.fromDate,
      toDate: p.toDate,
      active: p.active === true,
    })),
  'kindergartens.syncWithNeispuo': async ({ session }) => {
    await queueKindergartenSync(session.kindergartenId);
    return { queued: true };
  },
};
