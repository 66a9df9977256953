import type { QueryClient } from '@tanstack/react-query';
import { apiQuery } from '../../../api/query';

/**
 * The staff payments' queries: the keys are the route ids, so invalidating one refreshes every view of it.
 * Each sends the kindergarten the screen shows, so a tab left on another kindergarten is refused.
 */

export interface PaymentFilterValues {
  month: string;
  method?: number | undefined;
  cashierId?: string | undefined;
  page: number;
  pageSize: number;
}

export const paymentsQuery = (kindergartenId: string, f: PaymentFilterValues, recordedByStaff: boolean) =>
  apiQuery('payments.paymentsOverview', {
    query: {
      kindergartenId,
      month: f.month,
      method: f.method,
      cashierId: f.cashierId,
      recordedByStaff: recordedByStaff ? 'true' : undefined,
      PageNumber: f.page,
      PageSize: f.pageSize,
    },
  });

export const paymentQuery = (id: string) => apiQuery('payments.paymentDetails', { path: { id } });

export const cashiersQuery = (kindergartenId: string) =>
  apiQuery('payments.paymentCashiers', { query: { kindergartenId } });

export const childrenQuery = (kindergartenId: string) =>
  apiQuery('children.childDropdown', { query: { kindergartenId } });

export const dueFeesQuery = (kindergartenId: string, childId: string) =>
  apiQuery('payments.dueFees', { query: { kindergartenId, childId } });

/** A payment recorded: every payments view (the lists, the due fees, the fees' paid amounts). */
export function invalidatePayments(client: QueryClient) {
  return client.invalidateQueries({
    predicate: (q) => q.queryKey[0] === 'api' && String(q.queryKey[1]).startsWith('payments.'),
  });
}
