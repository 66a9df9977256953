import type { RouteDef } from '@gradina/shared';
import { storageManufacturerRoutes } from '@gradina/shared/manifest/routes/storage/manufacturers';
import { storageProductManagementRoutes } from '@gradina/shared/manifest/routes/storage/product-management';
import { storageProductRoutes } from '@gradina/shared/manifest/routes/storage/products';
import { storageStaffNutritionRoutes } from '@gradina/shared/manifest/routes/storage/staff-nutrition';
import { storageSupplierRoutes } from '@gradina/shared/manifest/routes/storage/suppliers';
import { storageSupplierRequestRoutes } from '@gradina/shared/manifest/routes/storage/suppliers-requests';
import { storageWarehouseRoutes } from '@gradina/shared/manifest/routes/storage/warehouses';
import { createAreaHandler } from '../../platform/http/area-handler';
import { manufacturerRoutes } from './manufacturers/routes';
import { productObjects, productRoutes } from './products/routes';
import { staffNutritionRoutes } from './staff-nutrition/routes';
import { supplierObjects, supplierRoutes } from './suppliers/routes';
import { supplierRequestObjects, supplierRequestRoutes } from './suppliers-requests/routes';
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
  },
  { objects: { ...productObjects, ...warehouseObjects, ...supplierObjects, ...supplierRequestObjects } },
);
