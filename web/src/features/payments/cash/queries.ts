import type { QueryClient } from '@tanstack/react-query';

/**
 * A payment recorded: every payments view (the lists, the due fees, the fees' paid amounts). Every route of
 * the payments area may show it, so their keys are matched by the area's prefix.
 */
export function invalidatePayments(client: QueryClient) {
  return client.invalidateQueries({
    predicate: (q) => q.queryKey[0] === 'api' && String(q.queryKey[1]).startsWith('payments.'),
  });
}
