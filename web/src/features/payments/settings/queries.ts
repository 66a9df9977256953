import type { QueryClient } from '@tanstack/react-query';
import { apiQuery } from '../../../api/query';

/** The invoicing settings' queries (the keys are the route ids). */

export const settingsQuery = (kindergartenId: string) =>
  apiQuery('payments.invoiceSettings', { query: { kindergartenId } });

export const documentTypesQuery = (kindergartenId: string) =>
  apiQuery('payments.documentTypes', { query: { kindergartenId } });

export const documentTypeQuery = (kindergartenId: string, id: string) =>
  apiQuery('payments.documentType', {
    path: { id: id as 'receipt' },
    query: { kindergartenId },
  });

/** Settings saved (or a stale save met a newer version): every settings view reads them again. */
export function refreshSettings(client: QueryClient) {
  return Promise.all(
    [
      'payments.invoiceSettings',
      'payments.documentTypes',
      'payments.documentType',
      'payments.paymentsOverview',
    ].map((id) => client.invalidateQueries({ queryKey: ['api', id] })),
  );
}
