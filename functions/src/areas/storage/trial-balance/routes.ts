import type { storageTrialBalanceRoutes } from '@gradina/shared/manifest/routes/storage/trial-balance';
import type { AreaImplementations } from '../../../platform/http/area-handler';
import { entry } from '../../../platform/http/route-entries';
import { trialBalance, trialBalanceFile } from './trial-balance';

type TrialBalanceRouteId = (typeof storageTrialBalanceRoutes)[number]['id'];

/** The handler entries of the trial balance (оборотна ведомост). */
export const trialBalanceRoutes: AreaImplementations<TrialBalanceRouteId> = {
  'storage.trialBalance': entry.query(trialBalance),
  'storage.trialBalancePdf': async ({ session, query }) => trialBalanceFile(session, query, 'pdf'),
  'storage.trialBalanceExcel': async ({ session, query }) => trialBalanceFile(session, query, 'xlsx'),
};
