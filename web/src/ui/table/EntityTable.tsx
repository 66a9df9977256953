import { Group, Stack, Table, type TableTdProps, UnstyledButton } from '@mantine/core';
import {
  constructSortFn,
  createColumnHelper,
  createPaginatedRowModel,
  createSortedRowModel,
  type RowData,
  rowPaginationFeature,
  rowSortingFeature,
  type SortingState,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { type ReactNode, useContext, useMemo, useState } from 'react';
import { bgCollator } from '../collation';
import { Loading } from '../Loading';
import { Pager } from '../Pager';
import { ListTestIdContext } from './list-test-id';
import { EmptyState, type EmptyStateProps, TableFailure, type TableQuery } from './table-states';
import './entity-table.css';

/** One column: its header, its cell and, when the user may sort by it, the text it sorts by. */
export interface EntityColumn<T extends RowData> {
  id: string;
  /** The header's text; an empty one needs `headerLabel` for screen readers. */
  header: ReactNode;
  headerLabel?: string;
  cell: (row: T) => ReactNode;
  /** Makes the column sortable by this text in Bulgarian alphabetical order (client-side rows only). */
  sortText?: (row: T) => string;
  td?: TableTdProps;
}

/** Server paging (`{result, rowsCount}` with PageNumber/PageSize): the page lives in the caller's state. */
export interface ServerPaging {
  page: number;
  pageSize: number;
  rowsCount: number;
  onChange: (page: number) => void;
  /** The pager's data-testid. */
  testId?: string;
}

/** How a list tells its rows apart: `getRowId`, or else a row's own `id`. */
export interface RowIdentity<T> {
  getRowId?: (row: T) => string;
}

/** The row's id by `getRowId`, or its own `id`. */
export function rowIdOf<T>({ getRowId }: RowIdentity<T>): (row: T) => string {
  return getRowId ?? ((row) => String((row as { id?: unknown }).id));
}

/** A row's data-testid and data-* attributes, for tests and styling. */
export type RowDataProps = Record<`data-${string}`, string | boolean | undefined>;

/**
 * A page writes these props in the order they are declared here, the order the user meets them: what they
 * choose (filters, page), what is listed (`getRowId` after `rows`), how a row shows (columns, its test ids and
 * buttons), the empty state and the size. A spread stands where the props it gives do: `{...paged.table}` at
 * `paging`, `{...actions.table}` at `rowProps` (docs/contributing.md, "the list page").
 */
export interface EntityTableProps<T extends RowData> extends RowIdentity<T> {
  /** Filters above the table; they stay while the rows load, fail or are none. */
  filters?: ReactNode;
  /**
   * Either the server's pages (a `usePaging` result: its rows count is the query's `rowsCount`), or a page size
   * for paging the rows here.
   */
  paging?:
    | ServerPaging
    | { paging: (rowsCount: number | undefined) => ServerPaging }
    | { clientPageSize: number };
  caption?: ReactNode;
  query?: TableQuery & { data?: { result?: readonly T[] } | object };
  /**
   * The rows; with `query`, the table shows loading and failure (with retry) until they are there. Left out,
   * they are the query's `result` (a list route's reply).
   */
  rows?: readonly T[] | undefined;
  columns: readonly EntityColumn<T>[];
  /** data-testid and data-* attributes of a row, for tests and styling. */
  rowProps?: (row: T) => RowDataProps;
  /** The buttons at the row's end (edit, delete...), under a header named "Действия". */
  rowActions?: (row: T) => ReactNode;
  initialSort?: SortingState;
  /** The empty state, or just its sentence; inside a `ListPage` its test id is `<page's testId>-empty`. */
  empty: EmptyStateProps | string;
  /** What a screen reader calls the table's scrolled region (default: the caption, or "Таблица"). */
  regionLabel?: string;
  /** Below this width the table scrolls sideways inside its card with its first column fixed (phones at 390 px). */
  minWidth: number;
  /** Inside a `ListPage`: `<page's testId>-table` unless given. */
  testId?: string;
}

const features = tableFeatures({
  rowSortingFeature,
  rowPaginationFeature,
  sortedRowModel: createSortedRowModel(),
  paginatedRowModel: createPaginatedRowModel(),
  sortFns: {
    bulgarian: constructSortFn({ sort: (a, b) => bgCollator.compare(String(a ?? ''), String(b ?? '')) }),
  },
  columnMeta: {} as { td?: TableTdProps; headerLabel?: string },
});

const actionsColumnId = 'actions';

/** The server's pages, given as they are or as a `usePaging` result (counted by the query's `rowsCount`). */
function serverPagingOf(
  paging: EntityTableProps<never>['paging'],
  query: { data?: object } | undefined,
): ServerPaging | undefined {
  if (!paging || 'clientPageSize' in paging) return undefined;
  if (!('paging' in paging)) return paging;
  return paging.paging(query?.data && 'rowsCount' in query.data ? Number(query.data.rowsCount) : undefined);
}
const sortArrows = { asc: ' ▲', desc: ' ▼' } as const;

function useColumns<T extends RowData>(
  columns: readonly EntityColumn<T>[],
  rowActions?: (row: T) => ReactNode,
) {
  return useMemo(() => {
    const helper = createColumnHelper<typeof features, T>();
    const defs = helper.columns(
      columns.map((c) =>
        helper.accessor((row: T) => c.sortText?.(row) ?? '', {
          id: c.id,
          header: () => c.header,
          cell: (ctx) => c.cell(ctx.row.original),
          enableSorting: Boolean(c.sortText),
          sortFn: 'bulgarian',
          meta: { td: c.td, headerLabel: c.headerLabel },
        }),
      ),
    );
    if (!rowActions) return defs;
    return helper.columns([
      ...defs,
      helper.display({
        id: actionsColumnId,
        header: () => null,
        cell: (ctx) => (
          <Group justify="flex-end" gap="xs" wrap="nowrap">
            {rowActions(ctx.row.original)}
          </Group>
        ),
        meta: { headerLabel: 'Действия' },
      }),
    ]);
  }, [columns, rowActions]);
}

/**
 * The one list table (TanStack Table on Mantine's Table): loading, failure with retry, an empty state with
 * its main action, Bulgarian sorting, row actions, and paging either by the server or here.
 */
export function EntityTable<T extends RowData>({ testId: ownTestId, empty, ...props }: EntityTableProps<T>) {
  const { paging, query } = props;
  const page = useContext(ListTestIdContext);
  const testId = ownTestId ?? `${page}-table`;
  const emptyState = typeof empty === 'string' ? { text: empty } : empty;
  const serverPaging = serverPagingOf(paging, query);
  const clientPageSize = paging && 'clientPageSize' in paging ? paging.clientPageSize : undefined;
  const [sorting, setSorting] = useState<SortingState>(props.initialSort ?? []);
  const [pageIndex, setPageIndex] = useState(0);
  const columns = useColumns(props.columns, props.rowActions);
  const listed = query?.data && 'result' in query.data ? (query.data.result as readonly T[]) : undefined;
  const rows = props.rows ?? listed;
  const data = useMemo(() => [...(rows ?? [])], [rows]);
  const table = useTable({
    features,
    columns,
    data,
    getRowId: rowIdOf(props),
    state: {
      sorting,
      pagination: { pageIndex, pageSize: clientPageSize ?? Math.max(1, data.length) },
    },
    onSortingChange: setSorting,
    manualPagination: !clientPageSize,
    autoResetPageIndex: false,
  });

  let body: ReactNode;
  if (query?.isPending) body = <Loading />;
  else if (query?.isError || !rows) body = <TableFailure query={query} testId={testId} />;
  else if (data.length === 0) body = <EmptyState testId={page && `${page}-empty`} {...emptyState} />;
  else {
    body = (
      <Table.ScrollContainer
        minWidth={props.minWidth}
        // A table wider than the screen scrolls in its card: the scrolled region takes the focus, so a keyboard
        // user scrolls it with the arrow keys (axe: scrollable-region-focusable).
        scrollAreaProps={{
          viewportProps: {
            tabIndex: 0,
            role: 'region',
            'aria-label':
              props.regionLabel ?? (typeof props.caption === 'string' ? props.caption : 'Таблица'),
          },
        }}
      >
        <Table striped highlightOnHover className="entity-table" data-testid={testId} captionSide="top">
          {props.caption && <Table.Caption>{props.caption}</Table.Caption>}
          <Table.Thead>
            {table.getHeaderGroups().map((group) => (
              <Table.Tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const meta = header.column.columnDef.meta;
                  return (
                    <Table.Th
                      key={header.id}
                      scope="col"
                      aria-label={meta?.headerLabel}
                      aria-sort={sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : undefined}
                    >
                      {header.column.getCanSort() ? (
                        <UnstyledButton
                          fw={700}
                          fz="inherit"
                          onClick={header.column.getToggleSortingHandler()}
                          data-testid={`${testId}-sort-${header.column.id}`}
                        >
                          <table.FlexRender header={header} />
                          {sorted && sortArrows[sorted]}
                        </UnstyledButton>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </Table.Th>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Thead>
          <Table.Tbody>
            {table.getRowModel().rows.map((row) => (
              <Table.Tr key={row.id} {...props.rowProps?.(row.original)}>
                {row.getAllCells().map((cell) => (
                  <Table.Td key={cell.id} {...cell.column.columnDef.meta?.td}>
                    <table.FlexRender cell={cell} />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  const rowsCount = serverPaging?.rowsCount ?? data.length;
  return (
    <Stack gap="sm">
      {props.filters}
      {body}
      {serverPaging && data.length > 0 && <Pager {...serverPaging} rowsCount={rowsCount} />}
      {clientPageSize && data.length > 0 && (
        <Pager
          page={pageIndex + 1}
          pageSize={clientPageSize}
          rowsCount={rowsCount}
          onChange={(page) => setPageIndex(page - 1)}
          testId={`${testId}-pager`}
        />
      )}
    </Stack>
  );
}
