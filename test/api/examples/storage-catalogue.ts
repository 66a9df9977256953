import { call, signIn } from '../../support/api-client';
import type { RouteExamples } from '../route-examples';
import { demoDirectorToken } from './kindergartens';

/**
 * Examples of the storage catalogue's routes (issue #28): products of the demo kindergarten and of the
 * national list, warehouses, suppliers, manufacturers and orders to suppliers. A route that names a record
 * gets one its example created first, so edits carry `version: 1`.
 */

let masterToken: Promise<string> | undefined;
const master = () => {
  masterToken ??= signIn('master@demo.gradina.bg');
  return masterToken;
};

const unique = () => Math.random().toString(36).slice(2, 8);

export const productBody = (name = `Леща ${unique()}`) => ({
  name,
  categoryId: 601,
  baseUnit: 2,
  conversions: [{ unitOfMeasure: 1, quantity: 50 }],
  allergens: [1],
  storageConditionId: 1,
  nutrition: { energyKcal: 352, proteinMg: 24_600, fatMg: 1_100, carbohydrateMg: 60_100, saltMg: 20 },
  isActive: true,
});

async function created(method: string, path: string, token: string, body: unknown): Promise<string> {
  const reply = await call(method, path, { token, body });
  if (reply.status !== 200) throw new Error(`${path} not saved: ${JSON.stringify(reply.body)}`);
  return String((reply.body as { entityId: string }).entityId);
}

const anOwnProduct = async (kindergartenId: string) =>
  created('POST', '/api/Products', await demoDirectorToken(), { kindergartenId, ...productBody() });
const aNationalProduct = async () =>
  created('POST', '/api/administration/ProductManagement', await master(), productBody());
const aWarehouse = async (kindergartenId: string) =>
  created('POST', '/api/Warehouses', await demoDirectorToken(), {
    kindergartenId,
    name: `Склад ${unique()}`,
  });
const eik = () => String(100_000_000 + Math.floor(Math.random() * 899_999_999));
const aSupplier = async (kindergartenId: string) =>
  created('POST', '/api/Suppliers', await demoDirectorToken(), {
    kindergartenId,
    name: `Доставчик ${unique()}`,
    eik: eik(),
  });

async function aSupplierRequestBody(kindergartenId: string) {
  return {
    kindergartenId,
    supplierId: await aSupplier(kindergartenId),
    date: '2026-11-23',
    deliveryDate: '2026-11-25',
    lines: [{ productId: await anOwnProduct(kindergartenId), quantity: 2.5, unitOfMeasure: 3 }],
  };
}
const aSupplierRequest = async (kindergartenId: string) =>
  created(
    'POST',
    '/api/Suppliers/requests',
    await demoDirectorToken(),
    await aSupplierRequestBody(kindergartenId),
  );

export const examples = {
  'storage.productsOverview': (w) => ({ query: { kindergartenId: w.kindergartenId, PageSize: '20' } }),
  'storage.products': (w) => ({ query: { kindergartenId: w.kindergartenId } }),
  'storage.product': async (w) => ({ path: { id: await anOwnProduct(w.kindergartenId) } }),
  'storage.storageConditions': () => ({}),
  'storage.categories': () => ({}),
  'storage.recommendedQuantityTypes': () => ({}),
  'storage.recommendedQuantities': (w) => ({ query: { kindergartenId: w.kindergartenId } }),
  'storage.saveRecommendedQuantity': (w) => ({
    path: { categoryId: '101' },
    body: { kindergartenId: w.kindergartenId, type: 1, quantity: 250 },
  }),
  'storage.allergens': () => ({}),
  'storage.productSubstitutions': (w) => ({ query: { kindergartenId: w.kindergartenId } }),
  'storage.saveProductSubstitutions': async (w) => ({
    body: {
      kindergartenId: w.kindergartenId,
      productId: await anOwnProduct(w.kindergartenId),
      substituteIds: [await anOwnProduct(w.kindergartenId)],
    },
  }),
  'storage.createProduct': (w) => ({ body: { kindergartenId: w.kindergartenId, ...productBody() } }),
  'storage.editProduct': async (w) => ({
    path: { id: await anOwnProduct(w.kindergartenId) },
    body: { kindergartenId: w.kindergartenId, ...productBody(), version: 1 },
  }),
  'storage.productActivity': async (w) => ({
    path: { id: await anOwnProduct(w.kindergartenId) },
    body: { kindergartenId: w.kindergartenId, isActive: false },
  }),
  'storage.deleteProduct': async (w) => ({
    path: { id: await anOwnProduct(w.kindergartenId) },
  }),
  'storage.nationalProducts': () => ({ query: { PageSize: '20' } }),
  'storage.nationalProduct': async () => ({ path: { id: await aNationalProduct() } }),
  'storage.createNationalProduct': () => ({ body: productBody() }),
  'storage.editNationalProduct': async () => ({
    path: { id: await aNationalProduct() },
    body: { ...productBody(), version: 1 },
  }),
  'storage.nationalSubstitutions': () => ({}),
  'storage.saveNationalSubstitutions': async () => ({
    body: { productId: await aNationalProduct(), substituteIds: [await aNationalProduct()] },
  }),
  'storage.resetProductActivity': (w) => ({ query: { kindergartenId: w.kindergartenId } }),
  'storage.manufacturers': (w) => ({ query: { kindergartenId: w.kindergartenId } }),
  'storage.createManufacturer': (w) => ({
    body: { kindergartenId: w.kindergartenId, name: `Производител ${unique()}` },
  }),
  'storage.warehouses': (w) => ({ query: { kindergartenId: w.kindergartenId } }),
  'storage.warehouse': async (w) => ({ path: { id: await aWarehouse(w.kindergartenId) } }),
  'storage.saveWarehouse': async (w) => ({
    body: {
      kindergartenId: w.kindergartenId,
      id: await aWarehouse(w.kindergartenId),
      name: `Склад ${unique()}`,
      version: 1,
    },
  }),
  'storage.deleteWarehouse': async (w) => ({
    path: { id: await aWarehouse(w.kindergartenId) },
  }),
  'storage.suppliers': (w) => ({ query: { kindergartenId: w.kindergartenId } }),
  'storage.supplier': async (w) => ({ path: { id: await aSupplier(w.kindergartenId) } }),
  'storage.saveSupplier': async (w) => ({
    body: {
      kindergartenId: w.kindergartenId,
      id: await aSupplier(w.kindergartenId),
      name: `Доставчик ${unique()}`,
      eik: eik(),
      version: 1,
    },
  }),
  'storage.deleteSupplier': async (w) => ({
    path: { id: await aSupplier(w.kindergartenId) },
  }),
  'storage.supplierRequests': (w) => ({ query: { kindergartenId: w.kindergartenId, year: '2026' } }),
  'storage.supplierRequest': async (w) => ({ path: { id: await aSupplierRequest(w.kindergartenId) } }),
  'storage.saveSupplierRequest': async (w) => ({
    body: {
      ...(await aSupplierRequestBody(w.kindergartenId)),
      id: await aSupplierRequest(w.kindergartenId),
      version: 1,
    },
  }),
  'storage.deleteSupplierRequest': async (w) => ({
    path: { id: await aSupplierRequest(w.kindergartenId) },
  }),
} satisfies RouteExamples;
