import type { QueryClient } from '@tanstack/react-query';
import { invalidateRoutes } from '../../../api/query';

/**
 * Anything posted to the ledger (a receipt, a completed or freed request or scrapping, an inventory) moves
 * the availability, the trial balance and the references with it.
 */
export const invalidateStock = (client: QueryClient) =>
  invalidateRoutes(
    client,
    'storage.productAvailability',
    'storage.stockAvailabilityDetailed',
    'storage.warehousesAvailability',
    'storage.weightedAveragePrice',
    'storage.availableForDate',
    'storage.trialBalance',
    'storage.stockInventoryList',
    'storage.documentTransactions',
    'storage.inboundsOverview',
    'storage.receiptsOverview',
    'storage.receipt',
    'storage.requestsOverview',
    'storage.request',
    'storage.scrappingsOverview',
    'storage.scrapping',
    'storage.inventoriesOverview',
    'storage.inventory',
  );
