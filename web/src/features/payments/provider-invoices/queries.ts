import type { SettlementKind } from '@gradina/shared/manifest/routes/payments/provider-invoices';
import type { QueryClient } from '@tanstack/react-query';
import { apiQuery } from '../../../api/query';

/**
 * The settlements' queries: the keys are the route ids, so invalidating one refreshes every view of it.
 * Each sends the kindergarten the screen shows, so a tab left on another kindergarten is refused.
 */

export interface Period {
  providerId: string;
  fromDate: string;
  toDate: string;
}

export const settlementsQuery = (
  kindergartenId: string,
  f: { kind: SettlementKind; providerId?: string | undefined; page: number; pageSize: number },
) =>
  apiQuery('payments.settlementsOverview', {
    query: {
      kindergartenId,
      kind: f.kind,
      providerId: f.providerId,
      PageNumber: f.page,
      PageSize: f.pageSize,
    },
  });

export const settlementQuery = (id: string) => apiQuery('payments.settlementSummary', { path: { id } });

export const providersQuery = (kindergartenId: string) =>
  apiQuery('activities.providerSummary', { query: { kindergartenId } });

export const protocolPreparationQuery = (kindergartenId: string, p: Period) =>
  apiQuery('payments.protocolPreparation', { query: { kindergartenId, ...p } });

export const voucherPreparationQuery = (
  kindergartenId: string,
  p: Partial<Period> & { protocolId?: string | undefined },
) =>
  apiQuery('payments.voucherPreparation', {
    query: p.protocolId
      ? { kindergartenId, protocolId: p.protocolId }
      : { kindergartenId, providerId: p.providerId, fromDate: p.fromDate, toDate: p.toDate },
  });

export const invoicePreparationQuery = (
  kindergartenId: string,
  q: {
    direction: 'toProvider' | 'fromProvider';
    providerId?: string | undefined;
    protocolId?: string | undefined;
  },
) => apiQuery('payments.invoicePreparation', { query: { kindergartenId, ...q } });

/** A document saved, cancelled or deleted: the lists, the documents and the preparations. */
export function invalidateSettlements(client: QueryClient) {
  const ids = new Set([
    'payments.settlementsOverview',
    'payments.vouchersOverview',
    'payments.settlementSummary',
    'payments.voucherSummary',
    'payments.protocolPreparation',
    'payments.voucherPreparation',
    'payments.invoicePreparation',
  ]);
  return client.invalidateQueries({
    predicate: (q) => q.queryKey[0] === 'api' && ids.has(String(q.queryKey[1])),
  });
}
