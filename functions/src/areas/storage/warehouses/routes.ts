import type { storageWarehouseRoutes as manifest } from '@gradina/shared/manifest/routes/storage/warehouses';
import type { AreaImplementations, ObjectLoaders } from '../../../platform/http/area-handler';
import { kindergartenItemAtPath, kindergartenItemOfBody } from '../../../platform/http/object-access';
import { warehouseKeys } from './items';
import { removeWarehouse, saveWarehouse, warehouseById, warehouseList } from './warehouses';

type WarehouseRouteId = (typeof manifest)[number]['id'];

/** The handler entries of the warehouses. */
export const warehouseRoutes: AreaImplementations<WarehouseRouteId> = {
  'storage.warehouses': async ({ session }) => warehouseList(session.kindergartenId),
  'storage.warehouse': async ({ session, path }) => warehouseById(session.kindergartenId, path.id),
  'storage.saveWarehouse': async ({ session, body }) => saveWarehouse(session.kindergartenId, body),
  'storage.deleteWarehouse': async ({ session, path }) => removeWarehouse(session.kindergartenId, path.id),
};

export const warehouseObjects: ObjectLoaders<WarehouseRouteId> = {
  'storage.saveWarehouse': kindergartenItemOfBody(warehouseKeys.warehouse),
  'storage.deleteWarehouse': kindergartenItemAtPath(warehouseKeys.warehouse),
};
