import type { QueryClient } from '@tanstack/react-query';
import { invalidateRoutes } from '../../../api/query';

/** A refund recorded: the staff's list „Надплатени суми“ and the parent's block read again. */
export const invalidateOverpayments = (client: QueryClient) =>
  invalidateRoutes(client, 'payments.overpayments', 'payments.parentOverpayments');
