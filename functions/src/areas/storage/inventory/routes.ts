import type { storageInventoryRoutes } from '@gradina/shared/manifest/routes/storage/inventory-declarations';
import { lastNumber } from '../../../domain/storage/documents';
import { sofiaToday } from '../../../platform/clock';
import type { FeatureLoaders, FeatureRoutes } from '../../../platform/http/area-handler';
import { entry } from '../../../platform/http/route-entries';
import { docAtQuery, docOfBody, stockDocEntries } from '../stock-documents/loaders';
import {
  annulInventory,
  inventoriesOverview,
  inventoryDetail,
  inventoryPdf,
  saveInventory,
} from './inventory';

const inventory = stockDocEntries('inventory', 'Инвентаризационният опис не е намерен.');

/** The handler entries of the inventories (инвентаризационни описи). */
export const inventoryRoutes: FeatureRoutes<typeof storageInventoryRoutes, typeof inventoryObjects> = {
  'storage.inventoriesOverview': entry.query(inventoriesOverview),
  'storage.inventory': inventory.read(inventoryDetail),
  'storage.inventoryPrint': inventory.read(inventoryPdf),
  'storage.nextInventoryNumber': async ({ session, query }) => {
    const year = query.year ?? Number(sofiaToday().slice(0, 4));
    return { number: (await lastNumber(session.kindergartenId, 'inventory', year)) + 1, year };
  },
  'storage.saveInventory': inventory.save(saveInventory),
  'storage.deleteInventory': inventory.onLoaded(annulInventory),
};

export const inventoryObjects = {
  'storage.saveInventory': docOfBody('inventory'),
  'storage.deleteInventory': docAtQuery('inventory'),
} satisfies FeatureLoaders<typeof storageInventoryRoutes>;
