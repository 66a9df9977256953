import type { PageDef } from '../../app/pages';

/**
 * The store's screens (issue #28): the catalogue (products, warehouses, suppliers, manufacturers, orders to
 * suppliers) and the Master's national product list under /admin/products, which shares the product form
 * (an area never imports another, so the Master's pages live with the catalogue). The ledger adds its own.
 */
const page = (path: string, load: PageDef['load']): PageDef => ({ path, layout: 'shell', load });

export const pages: PageDef[] = [
  page('/storage/products', async () => ({
    Component: (await import('./products/ProductsPage')).ProductsPage,
  })),
  page('/storage/products/create', async () => ({
    Component: (await import('./products/ProductEditPage')).ProductEditPage,
  })),
  page('/storage/products/{id}', async () => ({
    Component: (await import('./products/ProductEditPage')).ProductEditPage,
  })),
  page('/storage/warehouses', async () => ({
    Component: (await import('./warehouses/WarehousesPage')).WarehousesPage,
  })),
  page('/storage/warehouses/create', async () => ({
    Component: (await import('./warehouses/WarehouseEditPage')).WarehouseEditPage,
  })),
  page('/storage/warehouses/{id}', async () => ({
    Component: (await import('./warehouses/WarehouseEditPage')).WarehouseEditPage,
  })),
  page('/storage/suppliers', async () => ({
    Component: (await import('./suppliers/SuppliersPage')).SuppliersPage,
  })),
  page('/storage/suppliers/create', async () => ({
    Component: (await import('./suppliers/SupplierEditPage')).SupplierEditPage,
  })),
  page('/storage/suppliers/{id}', async () => ({
    Component: (await import('./suppliers/SupplierEditPage')).SupplierEditPage,
  })),
  page('/storage/manufacturers', async () => ({
    Component: (await import('./manufacturers/ManufacturersPage')).ManufacturersPage,
  })),
  page('/storage/manufacturers/create', async () => ({
    Component: (await import('./manufacturers/ManufacturerCreatePage')).ManufacturerCreatePage,
  })),
  page('/storage/suppliers-requests', async () => ({
    Component: (await import('./suppliers-requests/SupplierRequestsPage')).SupplierRequestsPage,
  })),
  page('/storage/suppliers-requests/create', async () => ({
    Component: (await import('./suppliers-requests/SupplierRequestEditPage')).SupplierRequestEditPage,
  })),
  page('/storage/suppliers-requests/{id}', async () => ({
    Component: (await import('./suppliers-requests/SupplierRequestEditPage')).SupplierRequestEditPage,
  })),
  page('/admin/products/list', async () => ({
    Component: (await import('./national/NationalProductsPage')).NationalProductsPage,
  })),
  page('/admin/products/list/create', async () => ({
    Component: (await import('./national/NationalProductEditPage')).NationalProductEditPage,
  })),
  page('/admin/products/list/{id}', async () => ({
    Component: (await import('./national/NationalProductEditPage')).NationalProductEditPage,
  })),
  page('/admin/products/categories', async () => ({
    Component: (await import('./national/CataloguePages')).CategoriesPage,
  })),
  page('/admin/products/allergens', async () => ({
    Component: (await import('./national/CataloguePages')).AllergensPage,
  })),
  page('/admin/products/substitutions', async () => ({
    Component: (await import('./national/SubstitutionsPage')).SubstitutionsPage,
  })),
];
