import type { storageSupplierRequestRoutes as manifest } from '@gradina/shared/manifest/routes/storage/suppliers-requests';
import type { AreaImplementations, ObjectLoaders } from '../../../platform/http/area-handler';
import { kindergartenItemAtPath, kindergartenItemOfBody } from '../../../platform/http/object-access';
import { supplierRequestKeys } from './items';
import {
  removeSupplierRequest,
  saveSupplierRequest,
  supplierRequestById,
  supplierRequestsOverview,
} from './requests';

type SupplierRequestRouteId = (typeof manifest)[number]['id'];

/** The handler entries of the orders to suppliers. */
export const supplierRequestRoutes: AreaImplementations<SupplierRequestRouteId> = {
  'storage.supplierRequests': async ({ session, query }) =>
    supplierRequestsOverview(session.kindergartenId, query),
  'storage.supplierRequest': async ({ session, path }) =>
    supplierRequestById(session.kindergartenId, path.id),
  'storage.saveSupplierRequest': async ({ session, body }) =>
    saveSupplierRequest(session.kindergartenId, body),
  'storage.deleteSupplierRequest': async ({ session, path }) =>
    removeSupplierRequest(session.kindergartenId, path.id),
};

export const supplierRequestObjects: ObjectLoaders<SupplierRequestRouteId> = {
  'storage.saveSupplierRequest': kindergartenItemOfBody(supplierRequestKeys.request),
  'storage.deleteSupplierRequest': kindergartenItemAtPath(supplierRequestKeys.request),
};
