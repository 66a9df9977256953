import type { QueryClient } from '@tanstack/react-query';
import { invalidateRoutes } from '../../../api/query';

/** Settings saved (or a stale save met a newer version): every settings view and the payments list read them again. */
export const invalidateSettings = (client: QueryClient) =>
  invalidateRoutes(
    client,
    'payments.invoiceSettings',
    'payments.documentTypes',
    'payments.documentType',
    'payments.paymentsOverview',
  );
