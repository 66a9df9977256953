import type { storageWarehouseRoutes as manifest } from '@gradina/shared/manifest/routes/storage/warehouses';
import type { FeatureLoaders, FeatureRoutes } from '../../../platform/http/area-handler';
import { kindergartenItemAtPath, kindergartenItemOfBody } from '../../../platform/http/object-access';
import { warehouseKeys } from './items';
import { removeWarehouse, saveWarehouse, warehouseById, warehouseList } from './warehouses';

/** The handler entries of the warehouses. */
export const warehouseRoutes: FeatureRoutes<typeof manifest> = {
  'storage.warehouses': async ({ session }) => warehouseList(session.kindergartenId),
  'storage.warehouse': async ({ session, path }) => warehouseById(session.kindergartenId, path.id),
  'storage.saveWarehouse': async ({ session, body }) => saveWarehouse(session.kindergartenId, body),
  'storage.deleteWarehouse': async ({ session, path }) => removeWarehouse(session.kindergartenId, path.id),
};

export const warehouseObjects: FeatureLoaders<typeof manifest> = {
  'storage.saveWarehouse': kindergartenItemOfBody(warehouseKeys.warehouse),
  'storage.deleteWarehouse': kindergartenItemAtPath(warehouseKeys.warehouse),
};
