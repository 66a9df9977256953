import type { kitchenMenuEstimateRoutes as manifest } from '@gradina/shared/manifest/routes/kitchen/menu-estimates';
import type { FeatureRoutes } from '../../../platform/http/area-handler';
import { estimatedQuantities, estimateWorkbook } from './estimates';

/** The handler entries of the estimated quantities per menu. */
export const menuEstimateRoutes: FeatureRoutes<typeof manifest> = {
  'kitchen.estimatedQuantities': async ({ session, query }) =>
    estimatedQuantities(session.kindergartenId, query),
  'kitchen.estimatedQuantitiesReport': async ({ session, query }) =>
    estimateWorkbook(session.kindergartenId, query),
};
