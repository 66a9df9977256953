import type { UseQueryResult } from '@tanstack/react-query';
import type { usePaging } from '../../ui/table/list-controls';

/**
 * A server-paged list's part of `EntityTable`'s props (the query, its page's rows, the pager), so the books'
 * lists spread one line: `<EntityTable {...pagedRows(list, paging)} … />`. (A kit candidate: D27.)
 */
export function pagedRows<T, Q extends UseQueryResult<{ result: T[]; rowsCount: number }, Error>>(
  list: Q,
  paging: ReturnType<typeof usePaging>,
) {
  return { query: list, rows: list.data?.result, paging: paging.paging(list.data?.rowsCount) };
}
