import type { storageSupplierRequestRoutes as manifest } from '@gradina/shared/manifest/routes/storage/suppliers-requests';
import type { FeatureLoaders, FeatureRoutes } from '../../../platform/http/area-handler';
import { kindergartenItemAtPath, kindergartenItemOfBody } from '../../../platform/http/object-access';
import { supplierRequestKeys } from './items';
import {
  removeSupplierRequest,
  saveSupplierRequest,
  supplierRequestById,
  supplierRequestsOverview,
} from './requests';

/** The handler entries of the orders to suppliers. */
export const supplierRequestRoutes: FeatureRoutes<typeof manifest> = {
  'storage.supplierRequests': async ({ session, query }) =>
    supplierRequestsOverview(session.kindergartenId, query),
  'storage.supplierRequest': async ({ session, path }) =>
    supplierRequestById(session.kindergartenId, path.id),
  'storage.saveSupplierRequest': async ({ session, body }) =>
    saveSupplierRequest(session.kindergartenId, body),
  'storage.deleteSupplierRequest': async ({ session, path }) =>
    removeSupplierRequest(session.kindergartenId, path.id),
};

export const supplierRequestObjects: FeatureLoaders<typeof manifest> = {
  'storage.saveSupplierRequest': kindergartenItemOfBody(supplierRequestKeys.request),
  'storage.deleteSupplierRequest': kindergartenItemAtPath(supplierRequestKeys.request),
};
