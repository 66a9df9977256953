import type { kindergartenResourceRoutes } from '@gradina/shared/manifest/routes/kindergartens/resources';
import type { FeatureLoaders, FeatureRoutes } from '../../../platform/http/area-handler';
import { kindergartenItemAtPath, kindergartenItemOfBody } from '../../../platform/http/object-access';
import { entry } from '../../../platform/http/route-entries';
import { resourceKeys } from './items';
import { deleteProduct, getProduct, listProducts, saveProduct } from './products';

/** The handler entries of the partners' resources: thin calls of the feature's domain functions. */
export const resourceRoutes: FeatureRoutes<typeof kindergartenResourceRoutes, typeof resourceObjects> = {
  'kindergartens.partnerProducts': async ({ session, path, query }) =>
    listProducts(session, path.partnerId, query),
  'kindergartens.partnerProduct': entry.pathId(getProduct),
  'kindergartens.savePartnerProduct': entry.save(saveProduct),
  'kindergartens.deletePartnerProduct': entry.pathId(deleteProduct),
};

/** The objects the writes act on, for the pipeline's `kindergarten` rule (keys from the session's kindergarten). */
export const resourceObjects = {
  'kindergartens.savePartnerProduct': kindergartenItemOfBody(resourceKeys.product),
  'kindergartens.deletePartnerProduct': kindergartenItemAtPath(resourceKeys.product),
} satisfies FeatureLoaders<typeof kindergartenResourceRoutes>;
