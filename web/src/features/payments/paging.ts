import { useState } from 'react';
import type { ServerPaging } from '../../ui/table/EntityTable';

/**
 * A list the payments area reads a page at a time (the payments, the fees, the settlements, the cash
 * reports): the page's part of the route's query, the table's pager (`<testId>-pager`), and the filters'
 * setters, which go back to the first page.
 */
export function usePages(testId: string, pageSize: number) {
  const [page, setPage] = useState(1);
  const first = () => setPage(1);
  return {
    first,
    /** A filter's setter that also goes back to the first page. */
    filter:
      <T>(set: (value: T) => void) =>
      (value: T) => {
        set(value);
        first();
      },
    query: { PageNumber: page, PageSize: pageSize },
    paging: (rowsCount: number | undefined): ServerPaging => ({
      page,
      pageSize,
      rowsCount: rowsCount ?? 0,
      onChange: setPage,
      testId: `${testId}-pager`,
    }),
  };
}
