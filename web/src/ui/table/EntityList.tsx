import { Fragment, type ReactNode } from 'react';
import { Loading } from '../Loading';
import { Pager } from '../Pager';
import { type RowIdentity, rowIdOf, type ServerPaging } from './EntityTable';
import { EmptyState, type EmptyStateProps, TableFailure, type TableQuery } from './table-states';

/** A query of a paged list route (`{result, rowsCount}`). */
export interface PagedQuery<T> extends TableQuery {
  data?: { result: readonly T[]; rowsCount: number };
}

export interface EntityListProps<T> extends RowIdentity<T> {
  query: PagedQuery<T>;
  /** One row's card. */
  row: (row: T) => ReactNode;
  /** The server's pages; the page lives in the caller's state. */
  paging: Omit<ServerPaging, 'rowsCount'>;
  empty: EmptyStateProps;
  testId: string;
}

/**
 * A server-paged list of cards (messages, polls, maintenance notices): their rows are rich text with badges
 * and links, not columns, so EntityTable does not fit them; the loading, failure, empty and paging states are
 * the table's. The rows stand directly in the caller's Stack, which spaces them.
 */
export function EntityList<T>(props: EntityListProps<T>) {
  const { query, row, paging, empty, testId } = props;
  const getRowId = rowIdOf(props);
  if (query.isPending) return <Loading />;
  if (query.isError || !query.data) return <TableFailure query={query} testId={testId} />;
  if (query.data.result.length === 0) return <EmptyState {...empty} />;
  return (
    <>
      {query.data.result.map((r) => (
        <Fragment key={getRowId(r)}>{row(r)}</Fragment>
      ))}
      <Pager {...paging} rowsCount={query.data.rowsCount} />
    </>
  );
}
