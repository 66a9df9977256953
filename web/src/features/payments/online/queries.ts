import type { QueryClient } from '@tanstack/react-query';
import { invalidateRoutes } from '../../../api/query';

/** A payment started or its outcome known: both fee lists of the parent's page read again. */
export const invalidateParentFees = (client: QueryClient) =>
  invalidateRoutes(client, 'payments.parentUnpaidFees', 'payments.parentFees');
