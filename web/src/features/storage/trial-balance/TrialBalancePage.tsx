import { type Unit, unitLabels } from '@gradina/shared/storage/units';
import { Button, Group, Select } from '@mantine/core';
import { useState } from 'react';
import { callApi } from '../../../api/client';
import { useRouteQuery } from '../../../api/query';
import type { ApiReply } from '../../../api/routes';
import { useKindergartenId } from '../../../app/auth/user-data';
import { monthNames, sofiaDay } from '../../../ui/format/dates';
import { formatCents, formatCount } from '../../../ui/format/numbers';
import { ListPage } from '../../../ui/page';
import { useMessage } from '../../../ui/result-message';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';

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
  const today = sofiaDay(new Date()) ?? '2026-01-01';
  const [month, setMonth] = useState(today.slice(0, 7));
  const warehouses = useRouteQuery(
    'storage.warehouses',
    { query: { kindergartenId } },
    { enabled: Boolean(kindergartenId) },
  );
  const [warehouseId, setWarehouseId] = useState<string | null>(null);
  const msg = useMessage();
  const query = {
    kindergartenId,
    year: Number(month.slice(0, 4)),
    month: Number(month.slice(5, 7)),
    ...(warehouseId ? { warehouseId } : {}),
  };
  const tb = useRouteQuery('storage.trialBalance', { query }, { enabled: Boolean(kindergartenId) });
  const months = Array.from({ length: 24 }, (_, i) => {
    const d = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1 - i, 1));
    const value = d.toISOString().slice(0, 7);
    return { value, label: `${monthNames[d.getUTCMonth()]} ${d.getUTCFullYear()}` };
  });
  const totals = tb.data?.totals;
  return (
    <ListPage
      title="Оборотна ведомост"
      intro={
        totals
          ? `Начално салдо ${formatCents(totals.opening)} · приход ${formatCents(totals.in)} · разход ${formatCents(totals.out)} · крайно салдо ${formatCents(totals.closing)}`
          : 'Начално салдо, приход, разход и крайно салдо по продукти за месец.'
      }
      msg={msg}
      actions={
        <Group gap="xs">
          <Button
            variant="light"
            onClick={() => callApi('storage.trialBalanceExcel', { query }).catch((e) => msg.fail(e))}
            data-testid="trial-balance-excel"
          >
            Excel
          </Button>
          <Button
            variant="light"
            onClick={() => callApi('storage.trialBalancePdf', { query }).catch((e) => msg.fail(e))}
            data-testid="trial-balance-pdf"
          >
            PDF
          </Button>
        </Group>
      }
      maw={1400}
      testId="trial-balance"
    >
      <EntityTable<Row>
        columns={columns}
        query={tb}
        getRowId={(r) => `${r.warehouseId}-${r.productId}`}
        rowProps={() => ({ 'data-testid': 'trial-balance-row' })}
        filters={
          <Group align="flex-end" wrap="wrap">
            <Select
              label="Месец"
              data={months}
              value={month}
              onChange={(v) => setMonth(v ?? month)}
              allowDeselect={false}
              maw={200}
              data-testid="trial-balance-month"
            />
            <Select
              label="Склад"
              data={(warehouses.data ?? []).map((w) => ({ value: w.id, label: w.name }))}
              value={warehouseId}
              onChange={setWarehouseId}
              clearable
              maw={220}
              data-testid="trial-balance-warehouse"
            />
          </Group>
        }
        empty={{ text: 'Няма движения и наличности през този месец.', testId: 'trial-balance-empty' }}
        minWidth={1100}
        testId="trial-balance-table"
      />
    </ListPage>
  );
}
