import { Alert, Anchor, Select } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { callApi } from '../../../api/client';
import { useRouteQuery } from '../../../api/query';
import type { ApiReply } from '../../../api/routes';
import { usePermissions } from '../../../app/auth/permissions';
import { useKindergartenId } from '../../../app/auth/user-data';
import { useListDelete } from '../../../ui/delete/useConfirmDelete';
import { formatDateDigits, sofiaDay } from '../../../ui/format/dates';
import { ListPage, RowActions } from '../../../ui/page';
import { useMessage } from '../../../ui/result-message';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';
import { invalidateSupplierRequests } from './queries';

type RequestRow = ApiReply<'storage.supplierRequests'>['result'][number];

const pageSize = 20;
const columns: EntityColumn<RequestRow>[] = [
  {
    id: 'number',
    header: '№',
    cell: (r) => (
      <Anchor component={Link} to={`/storage/suppliers-requests/${r.id}`} fw={600}>
        {r.number}
      </Anchor>
    ),
  },
  { id: 'date', header: 'Дата', cell: (r) => formatDateDigits(r.date) },
  { id: 'supplier', header: 'Доставчик', cell: (r) => r.supplierName },
  {
    id: 'delivery',
    header: 'Доставка',
    cell: (r) => (r.deliveryDate ? formatDateDigits(r.deliveryDate) : '—'),
  },
  { id: 'lines', header: 'Продукти', cell: (r) => r.lineCount },
];

/** /storage/suppliers-requests: the year's orders to suppliers, newest first. */
export function SupplierRequestsPage() {
  const { can } = usePermissions();
  const client = useQueryClient();
  const kindergartenId = useKindergartenId();
  const thisYear = Number((sofiaDay(new Date()) ?? '2026').slice(0, 4));
  const [year, setYear] = useState(thisYear);
  const [page, setPage] = useState(1);
  const list = useRouteQuery(
    'storage.supplierRequests',
    { query: { kindergartenId, year, PageNumber: page, PageSize: pageSize } },
    { enabled: Boolean(kindergartenId) },
  );
  const msg = useMessage();
  const remove = useListDelete<RequestRow>({
    remove: (r) => callApi('storage.deleteSupplierRequest', { path: { id: r.id } }),
    msg,
    refresh: () => invalidateSupplierRequests(client),
    deletedText: (r) => `Заявка № ${r.number} е изтрита.`,
    refusedText: 'Заявката не беше изтрита.',
    title: 'Изтриване на заявка',
    question: (r) => `Да бъде ли изтрита заявка № ${r.number} към „${r.supplierName}“?`,
    testId: 'requests-delete',
  });
  const years = [thisYear + 1, thisYear, thisYear - 1, thisYear - 2].map((y) => ({
    value: String(y),
    label: String(y),
  }));
  return (
    <ListPage
      title="Поръчки към доставчици"
      action={
        can('StockOrders', 'create') && {
          label: 'Нова заявка',
          to: '/storage/suppliers-requests/create',
          testId: 'requests-create',
        }
      }
      msg={msg}
      remove={remove}
      maw={1000}
      testId="requests"
    >
      {!kindergartenId ? (
        <Alert color="yellow">Заявките се управляват в детска градина.</Alert>
      ) : (
        <EntityTable<RequestRow>
          columns={columns}
          query={list}
          rows={list.data?.result}
          getRowId={(r) => r.id}
          rowProps={() => ({ 'data-testid': 'requests-row' })}
          filters={
            <Select
              label="Година"
              data={years}
              value={String(year)}
              onChange={(v) => {
                setYear(Number(v ?? thisYear));
                setPage(1);
              }}
              allowDeselect={false}
              maw={140}
              data-testid="requests-year"
            />
          }
          paging={{
            page,
            pageSize,
            rowsCount: list.data?.rowsCount ?? 0,
            onChange: setPage,
            testId: 'requests-pager',
          }}
          rowActions={(r) => (
            <RowActions
              item={r}
              edit={can('StockOrders', 'update') && `/storage/suppliers-requests/${r.id}`}
              remove={can('StockOrders', 'delete') && remove}
              testId="requests-row"
            />
          )}
          empty={{ text: 'Няма заявки през тази година.', testId: 'requests-empty' }}
          minWidth={640}
          testId="requests-table"
        />
      )}
    </ListPage>
  );
}
