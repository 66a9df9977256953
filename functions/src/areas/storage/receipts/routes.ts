import type { storageStockReceiptRoutes } from '@gradina/shared/manifest/routes/storage/stock-receipts';
import type { AreaImplementations, ObjectLoaders } from '../../../platform/http/area-handler';
import { entry } from '../../../platform/http/route-entries';
import { docAtQuery, docOfBody, loadedDoc, readDoc } from '../stock-documents/loaders';
import { requireDoc } from '../stock-documents/views';
import type { ReceiptBody } from './receipts';
import {
  annulReceipt,
  nextReceiptNumber,
  receiptDetail,
  receiptPdf,
  receiptsOverview,
  saveReceipt,
} from './receipts';

type ReceiptRouteId = (typeof storageStockReceiptRoutes)[number]['id'];

const notFoundMessage = 'Стоковата разписка не е намерена.';

/** The handler entries of the receipts (стокови разписки). */
export const receiptRoutes: AreaImplementations<ReceiptRouteId, typeof receiptObjects> = {
  'storage.nextReceiptNumber': async ({ session, query }) => nextReceiptNumber(session, query.year),
  'storage.receiptsOverview': entry.query(receiptsOverview),
  'storage.receipt': async ({ session, path }) =>
    receiptDetail(await readDoc(session.kindergartenId, 'receipt', path.id, notFoundMessage)),
  'storage.saveReceipt': async ({ session, body, object }) =>
    saveReceipt(session, body as ReceiptBody, loadedDoc(object)),
  'storage.deleteReceipt': async ({ session, object }) =>
    annulReceipt(session, requireDoc(loadedDoc(object), notFoundMessage)),
  'storage.receiptPrint': async ({ session, path }) =>
    receiptPdf(await readDoc(session.kindergartenId, 'receipt', path.id, notFoundMessage)),
};

export const receiptObjects = {
  'storage.saveReceipt': docOfBody('receipt'),
  'storage.deleteReceipt': docAtQuery('receipt'),
} satisfies ObjectLoaders<ReceiptRouteId>;
