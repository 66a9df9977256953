import type { QueryClient } from '@tanstack/react-query';
import { apiQuery } from '../../../api/query';

/**
 * The parent's fees page: the child picker (the children the caller may act for), the child's unpaid fees
 * with the spec's parent fees reply, the paid ones, and a payment's state after ePay's redirect.
 */

export const childPickerQuery = (kindergartenId: string) =>
  apiQuery('attendance.requestChildren', { query: { kindergartenId } });

export const unpaidFeesQuery = (kindergartenId: string, studentId: string) =>
  apiQuery('payments.parentUnpaidFees', { query: { kindergartenId, studentId, PageSize: 100 } });

export const paidFeesQuery = (kindergartenId: string, studentId: string) =>
  apiQuery('payments.parentFees', { query: { kindergartenId, studentId, isPaid: 'true', PageSize: 100 } });

export const paymentStateQuery = (kindergartenId: string, paymentId: string) =>
  apiQuery('payments.epayRedirectResponse', { body: { kindergartenId, paymentId } });

/** A payment started or its outcome known: both fee lists read again. */
export function invalidateParentFees(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: ['api', 'payments.parentUnpaidFees'] }),
    client.invalidateQueries({ queryKey: ['api', 'payments.parentFees'] }),
  ]);
}
