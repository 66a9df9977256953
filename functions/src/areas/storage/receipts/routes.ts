import type { storageStockReceiptRoutes } from '@gradina/shared/manifest/routes/storage/stock-receipts';
import type { FeatureLoaders, FeatureRoutes } from '../../../platform/http/area-handler';
import { entry } from '../../../platform/http/route-entries';
import { docAtQuery, docOfBody, stockDocEntries } from '../stock-documents/loaders';
import {
  annulReceipt,
  nextReceiptNumber,
  receiptDetail,
  receiptPdf,
  receiptsOverview,
  saveReceipt,
} from './receipts';

const receipt = stockDocEntries('receipt', 'Стоковата разписка не е намерена.');

/** The handler entries of the receipts (стокови разписки). */
export const receiptRoutes: FeatureRoutes<typeof storageStockReceiptRoutes, typeof receiptObjects> = {
  'storage.nextReceiptNumber': entry.queryValue('year', nextReceiptNumber),
  'storage.receiptsOverview': entry.query(receiptsOverview),
  'storage.receipt': receipt.read(receiptDetail),
  'storage.saveReceipt': receipt.save(saveReceipt),
  'storage.deleteReceipt': receipt.onLoaded(annulReceipt),
  'storage.receiptPrint': receipt.read(receiptPdf),
};

export const receiptObjects = {
  'storage.saveReceipt': docOfBody('receipt'),
  'storage.deleteReceipt': docAtQuery('receipt'),
} satisfies FeatureLoaders<typeof storageStockReceiptRoutes>;
