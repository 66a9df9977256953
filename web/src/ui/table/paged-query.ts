import { useRouteQuery } from '../../api/query';
import type { ApiArgs, ApiArgsTuple, ApiRouteId } from '../../api/routes';
import { usePaging } from './list-controls';

/** A paged route's query without its page (`PageNumber`/`PageSize` are the kit's). */
export type PagedRouteQuery<Id extends ApiRouteId> = Omit<
  NonNullable<ApiArgs<Id>['query']>,
  'PageNumber' | 'PageSize'
>;

/**
 * A server-paged list read from its route: the page's state (`usePaging`), the query with the page added, and
 * `table`, the part of `EntityTable`'s props that the two give (the query, whose `result` are the rows, and
 * the pager `<testId>-pager`). A filter's setter goes through `filter` so that a new filter starts at page 1.
 *
 * ```tsx
 * const paged = usePagedRouteQuery('children.parents', { kindergartenId, search }, { testId: 'parents',
 *   pageSize: 20, enabled: Boolean(kindergartenId) });
 * <EntityTable {...paged.table} filters={<SearchFilter onChange={paged.filter(setSearch)} … />} … />
 * ```
 */
export function usePagedRouteQuery<Id extends ApiRouteId>(
  id: Id,
  query: PagedRouteQuery<Id>,
  { testId, pageSize, enabled = true }: { testId: string; pageSize: number; enabled?: boolean },
) {
  const pages = usePaging(testId, pageSize);
  const list = useRouteQuery(id, { query: { ...query, ...pages.query } } as ApiArgsTuple<Id>[0], { enabled });
  const rowsCount = (list.data as { rowsCount?: number } | undefined)?.rowsCount;
  return { ...pages, list, table: { query: list, paging: pages.paging(rowsCount) } };
}
