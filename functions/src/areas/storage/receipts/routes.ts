import type { storageStockReceiptRoutes } from '@gradina/shared/manifest/routes/storage/stock-receipts';
import type { FeatureLoaders, FeatureRoutes } from '../../../platform/http/area-handler';
import { entry } from '../../../platform/http/route-entries';
import { stockDocs } from '../stock-documents/kinds';
import { annulReceipt, receiptDetail, receiptPdf, receiptsOverview, saveReceipt } from './receipts';

/** The handler entries of the receipts (стокови разписки). */
export const receiptRoutes: FeatureRoutes<typeof storageStockReceiptRoutes, typeof receiptObjects> = {
  'storage.nextReceiptNumber': entry.queryValue('year', stockDocs.receipt.nextNumber),
  'storage.receiptsOverview': entry.query(receiptsOverview),
  'storage.receipt': stockDocs.receipt.read(receiptDetail),
  'storage.saveReceipt': stockDocs.receipt.save(saveReceipt),
  'storage.deleteReceipt': stockDocs.receipt.onLoaded(annulReceipt),
  'storage.receiptPrint': stockDocs.receipt.read(receiptPdf),
};

export const receiptObjects = {
  'storage.saveReceipt': stockDocs.receipt.ofBody,
  'storage.deleteReceipt': stockDocs.receipt.atQuery,
} satisfies FeatureLoaders<typeof storageStockReceiptRoutes>;
