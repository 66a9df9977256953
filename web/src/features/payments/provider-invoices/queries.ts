import type { QueryClient } from '@tanstack/react-query';
import { invalidateRoutes, useRouteQuery } from '../../../api/query';

/** A document saved, cancelled or deleted: the lists, the documents and the preparations. */
export const invalidateSettlements = (client: QueryClient) =>
  invalidateRoutes(
    client,
    'payments.settlementsOverview',
    'payments.vouchersOverview',
    'payments.settlementSummary',
    'payments.voucherSummary',
    'payments.protocolPreparation',
    'payments.voucherPreparation',
    'payments.invoicePreparation',
  );

/** The providers of the kindergarten's activities, each with its activities (a document's and a filter's). */
export const useSettlementProviders = (kindergartenId: string) =>
  useRouteQuery(
    'activities.providerSummary',
    { query: { kindergartenId } },
    { enabled: Boolean(kindergartenId) },
  );
