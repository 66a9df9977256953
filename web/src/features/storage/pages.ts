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
  // The stock ledger: receipts, requests, scrappings, availability, inventories, the references.
  page('/storage/stock', async () => ({
    Component: (await import('./receipts/ReceiptsPage')).ReceiptsPage,
  })),
  page('/storage/stock/create', async () => ({
    Component: (await import('./receipts/ReceiptCreatePage')).ReceiptCreatePage,
  })),
  page('/storage/stock/{id}', async () => ({
    Component: (await import('./receipts/ReceiptPage')).ReceiptPage,
  })),
  page('/storage/references/united-stock-receipts', async () => ({
    Component: (await import('./receipts/ReceiptsPage')).ReceiptsPage,
  })),
  page('/storage/references/united-stock-receipts/create', async () => ({
    Component: (await import('./receipts/ReceiptCreatePage')).ReceiptCreatePage,
  })),
  page('/storage/references/united-stock-receipts/{id?}', async () => ({
    Component: (await import('./receipts/ReceiptPage')).ReceiptPage,
  })),
  page('/storage/requests', async () => ({
    Component: (await import('./requests/RequestsPage')).RequestsPage,
  })),
  page('/storage/requests/create', async () => ({
    Component: (await import('./requests/RequestEditPage')).RequestEditPage,
  })),
  page('/storage/requests/{id}', async () => ({
    Component: (await import('./requests/RequestEditPage')).RequestEditPage,
  })),
  page('/storage/scrappings', async () => ({
    Component: (await import('./scrappings/ScrappingsPage')).ScrappingsPage,
  })),
  page('/storage/scrappings/create', async () => ({
    Component: (await import('./scrappings/ScrappingEditPage')).ScrappingEditPage,
  })),
  page('/storage/scrappings/{id}', async () => ({
    Component: (await import('./scrappings/ScrappingEditPage')).ScrappingEditPage,
  })),
  page('/storage/stock-availability', async () => ({
    Component: (await import('./availability/AvailabilityPage')).AvailabilityPage,
  })),
  page('/storage/stock-availability/create', async () => ({
    Component: (await import('./inventory/InventoryCreatePage')).InventoryCreatePage,
  })),
  page('/storage/stock-availability/{id}', async () => ({
    Component: (await import('./availability/ProductStockPage')).ProductStockPage,
  })),
  page('/storage/references', async () => ({
    Component: (await import('./references/ReferencesPage')).ReferencesPage,
  })),
  page('/storage/references/monthly-report', async () => ({
    Component: (await import('./trial-balance/TrialBalancePage')).TrialBalancePage,
  })),
  page('/storage/references/document-transactions', async () => ({
    Component: (await import('./references/DocumentTransactionsPage')).DocumentTransactionsPage,
  })),
  page('/storage/references/stock-inventory', async () => ({
    Component: (await import('./references/InventoryListPage')).InventoryListPage,
  })),
  page('/storage/references/stock-availability', async () => ({
    Component: (await import('./availability/AvailabilityPage')).ExpiringPage,
  })),
  page('/storage/references/stock-inventory-register', async () => ({
    Component: (await import('./inventory/InventoriesPage')).InventoriesPage,
  })),
  page('/storage/references/stock-inventory-register/create', async () => ({
    Component: (await import('./inventory/InventoryCreatePage')).InventoryCreatePage,
  })),
  page('/storage/references/stock-inventory-register/{id?}', async () => ({
    Component: (await import('./inventory/InventoryPage')).InventoryPage,
  })),
  page('/storage/references/orders-book', async () => ({
    Component: (await import('./suppliers-requests/SupplierRequestsPage')).SupplierRequestsPage,
  })),
  page('/storage/references/orders-book/create', async () => ({
    Component: (await import('./suppliers-requests/SupplierRequestEditPage')).SupplierRequestEditPage,
  })),
  page('/storage/references/orders-book/{id?}', async () => ({
    Component: (await import('./suppliers-requests/SupplierRequestEditPage')).SupplierRequestEditPage,
  })),
  page('/storage/references/HACCP', async () => ({
    Component: (await import('./haccp/HaccpPage')).HaccpPage,
  })),
  page('/storage/references/HACCP/create', async () => ({
    Component: (await import('./haccp/HaccpEditPage')).HaccpEditPage,
  })),
  page('/storage/references/HACCP/{id}', async () => ({
    Component: (await import('./haccp/HaccpEditPage')).HaccpEditPage,
  })),
  page('/administrative-references/storage-availability', async () => ({
    Component: (await import('./mon-availability/StorageAvailabilityPage')).StorageAvailabilityPage,
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
  // The daily meal calculations and the references they feed (issue #35).
  page('/storage/calculations', async () => ({
    Component: (await import('./calculations/CalculationsPage')).CalculationsPage,
  })),
  page('/storage/calculations/create', async () => ({
    Component: (await import('./calculations/CalculationCreatePage')).CalculationCreatePage,
  })),
  page('/storage/calculations/{id}', async () => ({
    Component: (await import('./calculations/CalculationPage')).CalculationPage,
  })),
  page('/storage/references/calculation', async () => ({
    Component: (await import('./kitchen-references/MonthMealReportPage')).MonthMealReportPage,
  })),
  page('/storage/references/period-calculation', async () => ({
    Component: (await import('./kitchen-references/CalculationsSummaryPage')).PeriodCalculationPage,
  })),
  page('/storage/references/department', async () => ({
    Component: (await import('./kitchen-references/CalculationsSummaryPage')).DepartmentPage,
  })),
  page('/storage/references/menu-estimation', async () => ({
    Component: (await import('./kitchen-references/MenuEstimationPage')).MenuEstimationPage,
  })),
  page('/storage/references/nutritional', async () => ({
    Component: (await import('./kitchen-references/NutritionalNormsPage')).NutritionalNormsPage,
  })),
  page('/storage/references/recap-nutritional', async () => ({
    Component: (await import('./kitchen-references/RecapNutritionalPage')).RecapNutritionalPage,
  })),
];
