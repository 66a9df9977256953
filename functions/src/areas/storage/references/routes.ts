import type { storageStockReferenceRoutes } from '@gradina/shared/manifest/routes/storage/stock-references';
import type { FeatureRoutes } from '../../../platform/http/area-handler';
import { entry } from '../../../platform/http/route-entries';
import {
  documentTransactions,
  documentTransactionsPdf,
  stockInventoryList,
  stockInventoryListPdf,
} from './ledger-references';

/** The handler entries of the ledger's references. */
export const ledgerReferenceRoutes: FeatureRoutes<typeof storageStockReferenceRoutes> = {
  'storage.stockInventoryList': entry.query(stockInventoryList),
  'storage.stockInventoryListPrint': entry.query(stockInventoryListPdf),
  'storage.documentTransactions': entry.query(documentTransactions),
  'storage.documentTransactionsPrint': entry.query(documentTransactionsPdf),
};
