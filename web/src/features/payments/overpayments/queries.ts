import type { QueryClient } from '@tanstack/react-query';
import { apiQuery } from '../../../api/query';

/** The overpayments' queries: the staff screen „Надплатени суми“ and a child's for the parent's fees page. */

export const overpaymentsQuery = (kindergartenId: string) =>
  apiQuery('payments.overpayments', { query: { kindergartenId } });

export const childOverpaymentsQuery = (kindergartenId: string, studentId: string) =>
  apiQuery('payments.parentOverpayments', { query: { kindergartenId, studentId } });

/** A refund recorded: the lists read again. */
export function invalidateOverpayments(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: ['api', 'payments.overpayments'] }),
    client.invalidateQueries({ queryKey: ['api', 'payments.parentOverpayments'] }),
  ]);
}
