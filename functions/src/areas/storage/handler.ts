import type { RouteDef } from '@gradina/shared';
import { storageHaccpRoutes } from '@gradina/shared/manifest/routes/storage/haccp';
import { storageInventoryRoutes } from '@gradina/shared/manifest/routes/storage/inventory-declarations';
import { storageKitchenReferenceRoutes } from '@gradina/shared/manifest/routes/storage/kitchen-references';
import { storageManufacturerRoutes } from '@gradina/shared/manifest/routes/storage/manufacturers';
import { storageProductManagementRoutes } from '@gradina/shared/manifest/routes/storage/product-management';
import { storageProductRoutes } from '@gradina/shared/manifest/routes/storage/products';
import { storageStaffNutritionRoutes } from '@gradina/shared/manifest/routes/storage/staff-nutrition';
import { storageStockReceiptRoutes } from '@gradina/shared/manifest/routes/storage/stock-receipts';
import { storageStockReferenceRoutes } from '@gradina/shared/manifest/routes/storage/stock-references';
import { storageStockRequestRoutes } from '@gradina/shared/manifest/routes/storage/stock-requests';
import { storageStockScrappingRoutes } from '@gradina/shared/manifest/routes/storage/stock-scrappings';
import { storageStockRoutes } from '@gradina/shared/manifest/routes/storage/stocks';
import { storageMonReferenceRoutes } from '@gradina/shared/manifest/routes/storage/storage-availability';
import { storageSupplierRoutes } from '@gradina/shared/manifest/routes/storage/suppliers';
import { storageSupplierRequestRoutes } from '@gradina/shared/manifest/routes/storage/suppliers-requests';
import { storageTrialBalanceRoutes } from '@gradina/shared/manifest/routes/storage/trial-balance';
import { storageWarehouseRoutes } from '@gradina/shared/manifest/routes/storage/warehouses';
import { createAreaHandler } from '../../platform/http/area-handler';
import { availabilityRoutes } from './availability/routes';
import { haccpObjects, haccpRoutes } from './haccp/routes';
import { inventoryObjects, inventoryRoutes } from './inventory/routes';
import { kitchenReferenceRoutes } from './kitchen-references/routes';
import { manufacturerRoutes } from './manufacturers/routes';
import { monAvailabilityRoutes } from './mon-availability/routes';
import { productObjects, productRoutes } from './products/routes';
import { receiptObjects, receiptRoutes } from './receipts/routes';
import { ledgerReferenceRoutes } from './references/routes';
import { requestObjects, requestRoutes } from './requests/routes';
import { scrappingObjects, scrappingRoutes } from './scrappings/routes';
import { staffNutritionRoutes } from './staff-nutrition/routes';
import { supplierObjects, supplierRoutes } from './suppliers/routes';
import { supplierRequestObjects, supplierRequestRoutes } from './suppliers-requests/routes';
import { trialBalanceRoutes } from './trial-balance/routes';
import { warehouseObjects, warehouseRoutes } from './warehouses/routes';

/** The manifest's route files of this area: its Lambda bundles these schemas and no others. */
export const areaRoutes: (readonly RouteDef[])[] = [
  storageStaffNutritionRoutes,
  storageProductRoutes,
  storageProductManagementRoutes,
  storageManufacturerRoutes,
  storageWarehouseRoutes,
  storageSupplierRoutes,
  storageSupplierRequestRoutes,
  storageStockReceiptRoutes,
  storageStockRequestRoutes,
  storageStockScrappingRoutes,
  storageInventoryRoutes,
  storageStockRoutes,
  storageTrialBalanceRoutes,
  storageStockReferenceRoutes,
  storageHaccpRoutes,
  storageMonReferenceRoutes,
  storageKitchenReferenceRoutes,
];

/** The storage Lambda (its features add their routes, implementations and object loaders here). */
export const handler = createAreaHandler(
  'storage',
  areaRoutes,
  {
    ...staffNutritionRoutes,
    ...productRoutes,
    ...manufacturerRoutes,
    ...warehouseRoutes,
    ...supplierRoutes,
    ...supplierRequestRoutes,
    ...receiptRoutes,
    ...requestRoutes,
    ...scrappingRoutes,
    ...inventoryRoutes,
    ...availabilityRoutes,
    ...trialBalanceRoutes,
    ...ledgerReferenceRoutes,
    ...haccpRoutes,
    ...monAvailabilityRoutes,
    ...kitchenReferenceRoutes,
  },
  {
    objects: {
      ...productObjects,
      ...warehouseObjects,
      ...supplierObjects,
      ...supplierRequestObjects,
      ...receiptObjects,
      ...requestObjects,
      ...scrappingObjects,
      ...inventoryObjects,
      ...haccpObjects,
    },
  },
);
