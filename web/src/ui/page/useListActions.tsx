import type { Resource } from '@gradina/shared';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type ListDeleteOptions, useListDelete } from '../delete/useConfirmDelete';
import { type Msg, useMessage } from '../result-message';
import type { RowDataProps } from '../table/EntityTable';
import { type MainAction, useRowActions } from './ListPage';

/** A list's delete, asked in its modal (the delete kit's words: `deleteWords`, or each of them). */
export interface ListRemoval<T> extends Omit<ListDeleteOptions<T>, 'msg' | 'testId' | 'refresh'> {
  /** Reads the list again after a delete (the feature's `invalidate…` of `queries.ts`). */
  refresh: (client: QueryClient) => Promise<unknown>;
  /** The delete's modal: `<testId>-delete` unless given. */
  deleteTestId?: string;
  /** A row that may not be deleted (a cancelled one) has no delete button. */
  removable?: (row: T) => boolean;
}

interface ListRows<T> {
  /**
   * The record's test id: the main action is `<testId>-create`, the row `<testId>-row` (unless `rowTestId`),
   * its buttons `<testId>-open`, `-edit` and `-delete`, the delete's modal `<testId>-delete` (unless
   * `deleteTestId`).
   */
  testId: string;
  /** The page's result line, when the page also writes to it (a new one otherwise). */
  msg?: Msg;
  /** The header's main action, shown to who may create the resource (`<testId>-create` unless named). */
  create?: Omit<MainAction, 'resource'> | false;
  open?: (row: T) => string;
  /** The open button's text: "Преглед" unless given. */
  openLabel?: string;
  edit?: (row: T) => string | false;
  /** The row's own buttons, before its delete, shown to everyone who sees the list. */
  buttons?: (row: T) => ReactNode;
  /** The row's data-* attributes besides its test id (`data-name`…): what the e2e tells rows apart by. */
  rowData?: (row: T) => RowDataProps;
  /** The row's test id: `<testId>-row` unless given. */
  rowTestId?: string;
}

/** A list's actions: its rows and main action, and its delete where the list deletes (`remove`). */
export type ListActionsOptions<T> = ListRows<T> & (ListRemoval<T> | { remove?: undefined });

/** A list that deletes nothing: its delete is never asked (no button, no modal). */
const noRemoval: ListRemoval<never> = {
  remove: async () => undefined,
  refresh: async () => undefined,
  deletedText: () => '',
  refusedText: '',
  title: '',
  question: () => null,
};

/**
 * A list page's actions on one resource, named once: the header's main action, each row's "Преглед",
 * "Редактирай" and "Изтрий" by the user's rights, and (with `remove`) the delete asked in its modal with its
 * outcome in the page's result line. `page` goes to `ListPage`, `table` (the rows' test ids and buttons) to `EntityTable`.
 *
 * ```tsx
 * const list = useListActions<Order>('AdministrationBooks', {
 *   create: { label: 'Нова заповед', to: '/administration/books/director/create' },
 *   remove: (o) => callApi('books.deleteDirectorOrder', { path: { id: o.id } }),
 *   refresh: invalidateOrders,
 *   deletedText: (o) => `Заповед № ${o.numberText} е анулирана.`, refusedText: 'Заповедта не беше анулирана.',
 *   title: 'Анулиране на заповед', question: (o) => `Да бъде ли анулирана заповед № ${o.numberText}?`,
 *   testId: 'order', rowData: (o) => ({ 'data-number': o.numberText }),
 * });
 * <ListPage title="…" {...list.page} testId="orders">
 *   <EntityTable<Order> columns={columns} query={orders} {...list.table} empty="…" minWidth={720} />
 * </ListPage>
 * ```
 */
export function useListActions<T>(resource: Resource, options: ListActionsOptions<T>) {
  const {
    testId,
    msg: pageMsg,
    create,
    open,
    openLabel,
    edit,
    buttons,
    rowData,
    rowTestId = `${testId}-row`,
  } = options;
  const deletes = options.remove !== undefined;
  const { refresh, deleteTestId, removable, ...removal } = deletes
    ? (options as ListRemoval<T>)
    : (noRemoval as ListRemoval<T>);
  const client = useQueryClient();
  const ownMsg = useMessage();
  const msg = pageMsg ?? ownMsg;
  const remove = useListDelete<T>({
    ...removal,
    msg,
    refresh: () => refresh(client),
    testId: deleteTestId ?? `${testId}-delete`,
  });
  const rowActions = useRowActions<T>(resource, {
    open,
    openLabel,
    edit,
    remove:
      deletes && (removable ? { button: (row, id) => removable(row) && remove.button(row, id) } : remove),
    buttons,
    testId,
  });
  const action: MainAction | undefined = create
    ? { resource, testId: `${testId}-create`, ...create }
    : undefined;
  const rowProps = (row: T): RowDataProps => ({ 'data-testid': rowTestId, ...rowData?.(row) });
  const pageRemove = deletes ? remove : undefined;
  return { msg, remove, rowActions, page: { action, remove: pageRemove }, table: { rowProps, rowActions } };
}
