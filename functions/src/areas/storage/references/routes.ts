import type { storageStockReferenceRoutes } from '@gradina/shared/manifest/routes/storage/stock-references';
import type { AreaImplementations } from '../../../platform/http/area-handler';
import {
  documentTransactions,
  documentTransactionsPdf,
  stockInventoryList,
  stockInventoryListPdf,
} from './ledger-references';

type ReferenceRouteId = (typeof storageStockReferenceRoutes)[number]['id'];

/** The handler entries of the ledger's references. */
export const ledgerReferenceRoutes: AreaImplementations<ReferenceRouteId> = {
  'storage.stockInventoryList': async ({ session, query }) => stockInventoryList(session, query),
  'storage.stockInventoryListPrint': async ({ session, query }) => stockInventoryListPdf(session, query),
  'storage.documentTransactions': async ({ session, query }) => documentTransactions(session, query),
  'storage.documentTransactionsPrint': async ({ session, query }) => documentTransactionsPdf(session, query),
};
