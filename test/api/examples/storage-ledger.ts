import { call } from '../../support/api-client';
import type { RouteExamples } from '../route-examples';
import { demoDirectorToken } from './kindergartens';
import { productBody } from './storage-catalogue';

/**
 * Examples of the stock ledger's routes (issue #28): receipts, requests, scrappings, inventories,
 * availability, the trial balance and the references, in the demo kindergarten. They share one warehouse
 * stocked by a large receipt (so any example request can be completed); an inventory closes its month
 * for its own warehouse only, so each inventory example counts a warehouse of its own.
 */

const unique = () => Math.random().toString(36).slice(2, 8);
const eik = () => String(100_000_000 + Math.floor(Math.random() * 899_999_999));
const day = '2026-11-20';

async function created(method: string, path: string, body: unknown): Promise<string> {
  const reply = await call(method, path, { token: await demoDirectorToken(), body });
  if (reply.status !== 200)
    throw new Error(`${method} ${path}: ${reply.status} ${JSON.stringify(reply.body)}`);
  return String((reply.body as { entityId: string }).entityId);
}

interface Stocked {
  warehouseId: string;
  supplierId: string;
  productId: string;
}

const stores = new Map<string, Promise<Stocked>>();

const aWarehouse = (kindergartenId: string) =>
  created('POST', '/api/Warehouses', { kindergartenId, name: `Склад ${unique()}` });

/** A warehouse with 500 kg of one product in it, made once per kindergarten. */
function stocked(kindergartenId: string): Promise<Stocked> {
  let store = stores.get(kindergartenId);
  if (!store) {
    store = (async () => {
      const [warehouseId, supplierId, productId] = await Promise.all([
        aWarehouse(kindergartenId),
        created('POST', '/api/Suppliers', {
          kindergartenId,
          name: `Доставчик ${unique()}`,
          eik: eik(),
        }),
        created('POST', '/api/Products', { kindergartenId, ...productBody(`Брашно ${unique()}`) }),
      ]);
      await created(
        'POST',
        '/api/UnitedStockReceipts',
        receiptBody(kindergartenId, { warehouseId, supplierId, productId }, 500),
      );
      return { warehouseId, supplierId, productId };
    })();
    stores.set(kindergartenId, store);
  }
  return store;
}

const receiptBody = (kindergartenId: string, s: Stocked, kilograms = 2) => ({
  kindergartenId,
  date: day,
  warehouseId: s.warehouseId,
  supplierId: s.supplierId,
  supplierDocumentNumber: `Ф-${unique()}`,
  lines: [
    {
      productId: s.productId,
      quantity: kilograms,
      unitOfMeasure: 3,
      unitPrice: 180,
      expiryDate: '2027-03-01',
    },
  ],
});

const draftBody = (kindergartenId: string, s: Stocked) => ({
  kindergartenId,
  date: day,
  warehouseId: s.warehouseId,
  lines: [{ productId: s.productId, quantity: 0.25, unitOfMeasure: 3 }],
});

const scrappingBody = (kindergartenId: string, s: Stocked) => ({
  ...draftBody(kindergartenId, s),
  type: 2,
  reason: 'Мухъл по опаковката',
  commission: ['Мария Иванова', 'Петър Петров'],
});

async function inventoryBody(kindergartenId: string) {
  const s = await stocked(kindergartenId);
  return {
    kindergartenId,
    date: day,
    warehouseId: await aWarehouse(kindergartenId),
    commission: ['Мария Иванова'],
    lines: [{ productId: s.productId, countedQuantity: 1.5, unitOfMeasure: 3, unitPrice: 200 }],
  };
}

const aReceipt = async (kg: string) =>
  created('POST', '/api/UnitedStockReceipts', receiptBody(kg, await stocked(kg)));
const aRequest = async (kg: string) =>
  created('POST', '/api/StockRequests/create-request', draftBody(kg, await stocked(kg)));
const aScrapping = async (kg: string) =>
  created('POST', '/api/StockScrappings/save', scrappingBody(kg, await stocked(kg)));
const anInventory = async (kg: string) =>
  created('POST', '/api/InventoryDeclarations', await inventoryBody(kg));
const completed = async (path: string, id: string) => {
  await created('POST', `${path}/${id}`, undefined);
  return id;
};

const haccpBody = (kindergartenId: string) => ({
  kindergartenId,
  journal: 2,
  date: day,
  person: 'Мария Иванова',
  place: 'Хладилник за млечни продукти',
  temperature: 4,
});
const aHaccpEntry = (kg: string) => created('POST', '/api/StockReferences/haccp', haccpBody(kg));

const month = (w: { kindergartenId: string }) => ({
  kindergartenId: w.kindergartenId,
  year: '2026',
  month: '11',
});
const period = (w: { kindergartenId: string }) => ({
  kindergartenId: w.kindergartenId,
  fromDate: '2026-11-01',
  toDate: '2026-11-30',
});

export const examples = {
  'storage.nextReceiptNumber': (w) => ({ query: { kindergartenId: w.kindergartenId } }),
  'storage.receiptsOverview': (w) => ({ query: { kindergartenId: w.kindergartenId, PageSize: '20' } }),
  'storage.receipt': async (w) => ({ path: { id: await aReceipt(w.kindergartenId) } }),
  'storage.saveReceipt': async (w) => ({
    body: receiptBody(w.kindergartenId, await stocked(w.kindergartenId)),
  }),
  'storage.deleteReceipt': async (w) => ({
    query: { id: await aReceipt(w.kindergartenId) },
  }),
  'storage.receiptPrint': async (w) => ({ path: { id: await aReceipt(w.kindergartenId) } }),
  'storage.requestsOverview': (w) => ({ query: { kindergartenId: w.kindergartenId } }),
  'storage.request': async (w) => ({ path: { id: await aRequest(w.kindergartenId) } }),
  'storage.createRequest': async (w) => ({
    body: draftBody(w.kindergartenId, await stocked(w.kindergartenId)),
  }),
  'storage.completeRequest': async (w) => ({ path: { id: await aRequest(w.kindergartenId) } }),
  'storage.freeRequest': async (w) => ({
    path: { id: await completed('/api/StockRequests/complete', await aRequest(w.kindergartenId)) },
  }),
  'storage.deleteRequest': async (w) => ({ path: { id: await aRequest(w.kindergartenId) } }),
  'storage.requestPrint': async (w) => ({ path: { id: await aRequest(w.kindergartenId) } }),
  'storage.scrappingTypes': () => ({}),
  'storage.scrappingsOverview': (w) => ({ query: { kindergartenId: w.kindergartenId } }),
  'storage.scrapping': async (w) => ({ path: { id: await aScrapping(w.kindergartenId) } }),
  'storage.nextScrappingNumber': (w) => ({
    path: { x: '2026' },
    query: { kindergartenId: w.kindergartenId },
  }),
  'storage.saveScrapping': async (w) => ({
    body: scrappingBody(w.kindergartenId, await stocked(w.kindergartenId)),
  }),
  'storage.completeScrapping': async (w) => ({ path: { id: await aScrapping(w.kindergartenId) } }),
  'storage.freeScrapping': async (w) => ({
    path: { id: await completed('/api/StockScrappings/complete', await aScrapping(w.kindergartenId)) },
  }),
  'storage.deleteScrapping': async (w) => ({
    query: { id: await aScrapping(w.kindergartenId) },
  }),
  'storage.scrappingPrint': async (w) => ({ path: { id: await aScrapping(w.kindergartenId) } }),
  'storage.inventoriesOverview': (w) => ({ query: { kindergartenId: w.kindergartenId } }),
  'storage.inventory': async (w) => ({ path: { id: await anInventory(w.kindergartenId) } }),
  'storage.inventoryPrint': async (w) => ({ path: { id: await anInventory(w.kindergartenId) } }),
  'storage.nextInventoryNumber': (w) => ({ query: { kindergartenId: w.kindergartenId, year: '2026' } }),
  'storage.saveInventory': async (w) => ({ body: await inventoryBody(w.kindergartenId) }),
  'storage.deleteInventory': async (w) => ({
    query: { id: await anInventory(w.kindergartenId) },
  }),
  'storage.productAvailability': (w) => ({ query: { kindergartenId: w.kindergartenId, PageSize: '50' } }),
  'storage.stockAvailabilityDetailed': (w) => ({
    query: { kindergartenId: w.kindergartenId, expiringWithinDays: '365' },
  }),
  'storage.warehousesAvailability': async (w) => ({
    path: { productId: (await stocked(w.kindergartenId)).productId },
    query: { kindergartenId: w.kindergartenId },
  }),
  'storage.weightedAveragePrice': async (w) => {
    const s = await stocked(w.kindergartenId);
    return {
      path: { productId: s.productId, warehouseId: s.warehouseId, unitOfMeasure: '3' },
      query: { kindergartenId: w.kindergartenId },
    };
  },
  'storage.availableForDate': (w) => ({ path: { date: day }, query: { kindergartenId: w.kindergartenId } }),
  'storage.inboundCreators': (w) => ({ query: { kindergartenId: w.kindergartenId } }),
  'storage.inboundsOverview': (w) => ({ query: { kindergartenId: w.kindergartenId } }),
  'storage.trialBalance': (w) => ({ query: month(w) }),
  'storage.trialBalancePdf': (w) => ({ query: month(w) }),
  'storage.trialBalanceExcel': (w) => ({ query: month(w) }),
  'storage.stockInventoryList': (w) => ({ query: { kindergartenId: w.kindergartenId } }),
  'storage.stockInventoryListPrint': (w) => ({ query: { kindergartenId: w.kindergartenId } }),
  'storage.documentTransactions': (w) => ({ query: period(w) }),
  'storage.documentTransactionsPrint': (w) => ({ query: period(w) }),
  'storage.haccpEntries': (w) => ({ query: { kindergartenId: w.kindergartenId, journal: '2' } }),
  'storage.haccpEntry': async (w) => ({ path: { id: await aHaccpEntry(w.kindergartenId) } }),
  'storage.saveHaccpEntry': async (w) => ({
    body: { ...haccpBody(w.kindergartenId), id: await aHaccpEntry(w.kindergartenId), version: 1 },
  }),
  'storage.deleteHaccpEntry': async (w) => ({ path: { id: await aHaccpEntry(w.kindergartenId) } }),
  'storage.storageAvailability': () => ({ query: { year: '2026', month: '11' } }),
} satisfies RouteExamples;
