import { type Unit, unitLabels } from '@gradina/shared/storage/units';
import { useState } from 'react';
import { callApi } from '../../../api/client';
import { useRouteQuery } from '../../../api/query';
import type { ApiReply } from '../../../api/routes';
import { useKindergartenId } from '../../../app/auth/user-data';
import { formatCents, formatCount } from '../../../ui/format/numbers';
import { RecentMonthSelect, useRecentMonth } from '../../../ui/forms/MonthFilter';
import { ListPage } from '../../../ui/page';
import { useMessage } from '../../../ui/result-message';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';
import { Filters, SelectFilter } from '../../../ui/table/list-controls';

type Row = ApiReply<'storage.trialBalance'>['result'][number];

const quantity = (r: Row, q: number) => `${formatCount(q)} ${unitLabels[r.baseUnit as Unit] ?? ''}`;
const columns: EntityColumn<Row>[] = [
  { id: 'product', header: 'Продукт', cell: (r) => r.productName },
  { id: 'warehouse', header: 'Склад', cell: (r) => r.warehouseName },
  { id: 'openingQ', header: 'Нач. к-во', cell: (r) => quantity(r, r.opening.quantity) },
  { id: 'openingV', header: 'Нач. стойност', cell: (r) => formatCents(r.opening.value) },
  { id: 'inQ', header: 'Приход', cell: (r) => quantity(r, r.in.quantity) },
  { id: 'inV', header: 'Приход ст.', cell: (r) => formatCents(r.in.value) },
  { id: 'outQ', header: 'Разход', cell: (r) => quantity(r, r.out.quantity) },
  { id: 'outV', header: 'Разход ст.', cell: (r) => formatCents(r.out.value) },
  { id: 'closingQ', header: 'Крайно к-во', cell: (r) => quantity(r, r.closing.quantity) },
  { id: 'closingV', header: 'Крайна стойност', cell: (r) => formatCents(r.closing.value) },
];

/** /storage/references/monthly-report: the trial balance (оборотна ведомост) of a month, as Excel and PDF too. */
export function TrialBalancePage() {
  const kindergartenId = useKindergartenId();
  const [month, setMonth, chosen] = useRecentMonth();
  const warehouses = useRouteQuery(
    'storage.warehouses',
    { query: { kindergartenId } },
    { enabled: Boolean(kindergartenId) },
  );
  const [warehouseId, setWarehouseId] = useState<string | null>(null);
  const msg = useMessage();
  const query = {
    kindergartenId,
    ...chosen,
    ...(warehouseId ? { warehouseId } : {}),
  };
  const tb = useRouteQuery('storage.trialBalance', { query }, { enabled: Boolean(kindergartenId) });
  const totals = tb.data?.totals;
  return (
    <ListPage
      title="Оборотна ведомост"
      intro={
        totals
          ? `Начално салдо ${formatCents(totals.opening)} · приход ${formatCents(totals.in)} · разход ${formatCents(totals.out)} · крайно салдо ${formatCents(totals.closing)}`
          : 'Начално салдо, приход, разход и крайно салдо по продукти за месец.'
      }
      files={[
        {
          label: 'Excel',
          run: () => callApi('storage.trialBalanceExcel', { query }),
          testId: 'trial-balance-excel',
        },
        {
          label: 'PDF',
          run: () => callApi('storage.trialBalancePdf', { query }),
          testId: 'trial-balance-pdf',
        },
      ]}
      msg={msg}
      maw={1400}
      testId="trial-balance"
    >
      <EntityTable<Row>
        filters={
          <Filters>
            <RecentMonthSelect value={month} onChange={setMonth} testId="trial-balance-month" />
            <SelectFilter
              label="Склад"
              data={(warehouses.data ?? []).map((w) => ({ value: w.id, label: w.name }))}
              value={warehouseId}
              onChange={setWarehouseId}
              testId="trial-balance-warehouse"
            />
          </Filters>
        }
        query={tb}
        getRowId={(r) => `${r.warehouseId}-${r.productId}`}
        columns={columns}
        rowProps={() => ({ 'data-testid': 'trial-balance-row' })}
        empty="Няма движения и наличности през този месец."
        minWidth={1100}
      />
    </ListPage>
  );
}
