import { Anchor, Badge, Select } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useRouteQuery } from '../../../api/query';
import type { ApiReply } from '../../../api/routes';
import { usePermissions } from '../../../app/auth/permissions';
import { useKindergartenId } from '../../../app/auth/user-data';
import { formatDateDigits, sofiaDay } from '../../../ui/format/dates';
import { formatCents } from '../../../ui/format/numbers';
import { ListPage } from '../../../ui/page';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';
import { statusColor, statusLabel } from '../stock-lines/status';

type ReceiptRow = ApiReply<'storage.receiptsOverview'>['result'][number];

const pageSize = 20;
const columns: EntityColumn<ReceiptRow>[] = [
  {
    id: 'number',
    header: '№',
    cell: (r) => (
      <Anchor component={Link} to={`/storage/stock/${r.id}`} fw={600}>
        {r.number}
      </Anchor>
    ),
  },
  { id: 'date', header: 'Дата', cell: (r) => formatDateDigits(r.date) },
  { id: 'supplier', header: 'Доставчик', cell: (r) => r.supplierName },
  { id: 'warehouse', header: 'Склад', cell: (r) => r.warehouseName },
  { id: 'value', header: 'Стойност', cell: (r) => formatCents(r.totalValue) },
  {
    id: 'status',
    header: 'Състояние',
    cell: (r) => (
      <Badge color={statusColor(r.status)} variant="light">
        {statusLabel(r.status)}
      </Badge>
    ),
  },
];

/** /storage/stock (and the references' united-stock-receipts): the year's receipts, newest first. */
export function ReceiptsPage() {
  const { can } = usePermissions();
  const kindergartenId = useKindergartenId();
  const thisYear = Number((sofiaDay(new Date()) ?? '2026').slice(0, 4));
  const [year, setYear] = useState(thisYear);
  const [page, setPage] = useState(1);
  const list = useRouteQuery(
    'storage.receiptsOverview',
    {
      query: {
        kindergartenId,
        fromDate: `${year}-01-01`,
        toDate: `${year}-12-31`,
        PageNumber: page,
        PageSize: pageSize,
      },
    },
    { enabled: Boolean(kindergartenId) },
  );
  const years = [thisYear, thisYear - 1, thisYear - 2].map((y) => ({ value: String(y), label: String(y) }));
  return (
    <ListPage
      title="Стокови разписки"
      intro="Заприхождаване на стоки от доставчици: всяка разписка увеличава наличността и преизчислява средната цена."
      action={
        can('StockInbounds', 'create') && {
          label: 'Нова разписка',
          to: '/storage/stock/create',
          testId: 'receipts-create',
        }
      }
      testId="receipts"
    >
      <EntityTable<ReceiptRow>
        columns={columns}
        query={list}
        rows={list.data?.result}
        getRowId={(r) => r.id}
        rowProps={() => ({ 'data-testid': 'receipts-row' })}
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
            data-testid="receipts-year"
          />
        }
        paging={{
          page,
          pageSize,
          rowsCount: list.data?.rowsCount ?? 0,
          onChange: setPage,
          testId: 'receipts-pager',
        }}
        empty={{ text: 'Няма стокови разписки през тази година.', testId: 'receipts-empty' }}
        minWidth={720}
        testId="receipts-table"
      />
    </ListPage>
  );
}
