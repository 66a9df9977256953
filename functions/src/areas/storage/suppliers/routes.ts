import type { storageSupplierRoutes as manifest } from '@gradina/shared/manifest/routes/storage/suppliers';
import type { FeatureLoaders, FeatureRoutes } from '../../../platform/http/area-handler';
import { kindergartenItemAtPath, kindergartenItemOfBody } from '../../../platform/http/object-access';
import { supplierKeys } from './items';
import { removeSupplier, saveSupplier, supplierById, supplierList } from './suppliers';

/** The handler entries of the suppliers. */
export const supplierRoutes: FeatureRoutes<typeof manifest> = {
  'storage.suppliers': async ({ session }) => supplierList(session.kindergartenId),
  'storage.supplier': async ({ session, path }) => supplierById(session.kindergartenId, path.id),
  'storage.saveSupplier': async ({ session, body }) => saveSupplier(session.kindergartenId, body),
  'storage.deleteSupplier': async ({ session, path }) => removeSupplier(session.kindergartenId, path.id),
};

export const supplierObjects: FeatureLoaders<typeof manifest> = {
  'storage.saveSupplier': kindergartenItemOfBody(supplierKeys.supplier),
  'storage.deleteSupplier': kindergartenItemAtPath(supplierKeys.supplier),
};
