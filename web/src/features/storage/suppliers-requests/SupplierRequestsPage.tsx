import { Alert, Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { callApi } from '../../../api/client';
import { useRouteQuery } from '../../../api/query';
import type { ApiReply } from '../../../api/routes';
import { useKindergartenId } from '../../../app/auth/user-data';
import { formatDateDigits } from '../../../ui/format/dates';
import { ListPage, useListActions } from '../../../ui/page';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';
import { useFilter, usePaging } from '../../../ui/table/list-controls';
import { thisYear, YearSelect } from '../stock-lines/DocumentsList';
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
  const kindergartenId = useKindergartenId();
  const current = thisYear();
  const years = [current + 1, current, current - 1, current - 2];
  const pages = usePaging('requests', pageSize);
  const year = useFilter(pages, current);
  const list = useRouteQuery(
    'storage.supplierRequests',
    { query: { kindergartenId, year: year.value, ...pages.query } },
    { enabled: Boolean(kindergartenId) },
  );
  const actions = useListActions<RequestRow>('StockOrders', {
    create: { label: 'Нова заявка', to: '/storage/suppliers-requests/create', testId: 'requests-create' },
    edit: (r) => `/storage/suppliers-requests/${r.id}`,
    remove: (r) => callApi('storage.deleteSupplierRequest', { path: { id: r.id } }),
    refresh: invalidateSupplierRequests,
    deletedText: (r) => `Заявка № ${r.number} е изтрита.`,
    refusedText: 'Заявката не беше изтрита.',
    title: 'Изтриване на заявка',
    question: (r) => `Да бъде ли изтрита заявка № ${r.number} към „${r.supplierName}“?`,
    testId: 'requests-row',
    rowTestId: 'requests-row',
    deleteTestId: 'requests-delete',
  });
  return (
    <ListPage title="Поръчки към доставчици" {...actions.page} maw={1000} testId="requests">
      {!kindergartenId ? (
        <Alert color="yellow">Заявките се управляват в детска градина.</Alert>
      ) : (
        <EntityTable<RequestRow>
          filters={<YearSelect years={years} {...year} testId="requests-year" />}
          paging={pages}
          query={list}
          columns={columns}
          {...actions.table}
          empty="Няма заявки през тази година."
          minWidth={640}
        />
      )}
    </ListPage>
  );
}
