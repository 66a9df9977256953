import type { storageInventoryRoutes } from '@gradina/shared/manifest/routes/storage/inventory-declarations';
import { lastNumber } from '../../../domain/storage/documents';
import { sofiaToday } from '../../../platform/clock';
import type { AreaImplementations, ObjectLoaders } from '../../../platform/http/area-handler';
import { entry } from '../../../platform/http/route-entries';
import { docAtQuery, docOfBody, loadedDoc, readDoc } from '../stock-documents/loaders';
import { requireDoc } from '../stock-documents/views';
import type { InventoryBody } from './inventory';
import {
  annulInventory,
  inventoriesOverview,
  inventoryDetail,
  inventoryPdf,
  saveInventory,
} from './inventory';

type InventoryRouteId = (typeof storageInventoryRoutes)[number]['id'];

const notFoundMessage = 'Инвентаризационният опис не е намерен.';

/** The handler entries of the inventories (инвентаризационни описи). */
export const inventoryRoutes: AreaImplementations<InventoryRouteId, typeof inventoryObjects> = {
  'storage.inventoriesOverview': entry.query(inventoriesOverview),
  'storage.inventory': async ({ session, path }) =>
    inventoryDetail(await readDoc(session.kindergartenId, 'inventory', path.id, notFoundMessage)),
  'storage.inventoryPrint': async ({ session, path }) =>
    inventoryPdf(await readDoc(session.kindergartenId, 'inventory', path.id, notFoundMessage)),
  'storage.nextInventoryNumber': async ({ session, query }) => {
    const year = query.year ?? Number(sofiaToday().slice(0, 4));
    return { number: (await lastNumber(session.kindergartenId, 'inventory', year)) + 1, year };
  },
  'storage.saveInventory': async ({ session, body, object }) =>
    saveInventory(session, body as InventoryBody, loadedDoc(object)),
  'storage.deleteInventory': async ({ session, object }) =>
    annulInventory(session, requireDoc(loadedDoc(object), notFoundMessage)),
};

export const inventoryObjects = {
  'storage.saveInventory': docOfBody('inventory'),
  'storage.deleteInventory': docAtQuery('inventory'),
} satisfies ObjectLoaders<InventoryRouteId>;
