import type { storageInventoryRoutes } from '@gradina/shared/manifest/routes/storage/inventory-declarations';
import type { FeatureLoaders, FeatureRoutes } from '../../../platform/http/area-handler';
import { entry } from '../../../platform/http/route-entries';
import { stockDocs } from '../stock-documents/kinds';
import {
  annulInventory,
  inventoriesOverview,
  inventoryDetail,
  inventoryPdf,
  saveInventory,
} from './inventory';

/** The handler entries of the inventories (инвентаризационни описи). */
export const inventoryRoutes: FeatureRoutes<typeof storageInventoryRoutes, typeof inventoryObjects> = {
  'storage.inventoriesOverview': entry.query(inventoriesOverview),
  'storage.inventory': stockDocs.inventory.read(inventoryDetail),
  'storage.inventoryPrint': stockDocs.inventory.read(inventoryPdf),
  'storage.nextInventoryNumber': entry.queryValue('year', stockDocs.inventory.nextNumber),
  'storage.saveInventory': stockDocs.inventory.save(saveInventory),
  'storage.deleteInventory': stockDocs.inventory.onLoaded(annulInventory),
};

export const inventoryObjects = {
  'storage.saveInventory': stockDocs.inventory.ofBody,
  'storage.deleteInventory': stockDocs.inventory.atQuery,
} satisfies FeatureLoaders<typeof storageInventoryRoutes>;
