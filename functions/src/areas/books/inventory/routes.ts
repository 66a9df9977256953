import type { booksInventoryRoutes } from '@gradina/shared/manifest/routes/books/inventory';
import type { FeatureLoaders, FeatureRoutes } from '../../../platform/http/area-handler';
import { kindergartenItemAtPath, kindergartenItemOfBody } from '../../../platform/http/object-access';
import { entry } from '../../../platform/http/route-entries';
import { asset, deleteAsset, inventoryBook, inventoryKeys, saveAsset } from './inventory';

/** The inventory book: thin entries over the feature's functions. */
export const inventoryRoutes: FeatureRoutes<typeof booksInventoryRoutes, typeof inventoryObjects> = {
  'books.inventory': entry.query(inventoryBook),
  'books.inventoryItem': entry.pathId(asset),
  'books.saveInventoryItem': entry.save(saveAsset),
  'books.deleteInventoryItem': entry.object(deleteAsset),
};

export const inventoryObjects = {
  'books.saveInventoryItem': kindergartenItemOfBody(inventoryKeys.asset),
  'books.deleteInventoryItem': kindergartenItemAtPath(inventoryKeys.asset),
} satisfies FeatureLoaders<typeof booksInventoryRoutes>;
