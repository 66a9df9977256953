import { type Unit, unitLabels } from '@gradina/shared/storage/units';
import { Group } from '@mantine/core';
import { useState } from 'react';
import { callApi } from '../../../api/client';
import { useRouteQuery } from '../../../api/query';
import type { ApiReply } from '../../../api/routes';
import { useKindergartenId } from '../../../app/auth/user-data';
import { formatDateDigits, sofiaDay } from '../../../ui/format/dates';
import { formatCents, formatCount } from '../../../ui/format/numbers';
import { ListPage } from '../../../ui/page';
import { useMessage } from '../../../ui/result-message';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';
import { PeriodFilter } from '../../../ui/table/list-controls';

type Row = ApiReply<'storage.documentTransactions'>[number];

const docNames = {
  receipt: 'Стокова разписка',
  request: 'Искане',
  scrapping: 'Бракуване',
  inventory: 'Инвентаризация',
};
const columns: EntityColumn<Row>[] = [
  { id: 'date', header: 'Дата', cell: (r) => formatDateDigits(r.date) },
  { id: 'document', header: 'Документ', cell: (r) => `${docNames[r.docType]} № ${r.docNumber}` },
  { id: 'warehouse', header: 'Склад', cell: (r) => r.warehouseName },
  { id: 'product', header: 'Продукт', cell: (r) => r.productName },
  {
    id: 'quantity',
    header: 'Количество',
    cell: (r) =>
      `${r.kind === 'in' ? '+' : '−'}${formatCount(r.quantity)} ${unitLabels[r.baseUnit as Unit] ?? ''}`,
  },
  { id: 'value', header: 'Стойност', cell: (r) => formatCents(r.kind === 'in' ? r.value : -r.value) },
];

/** /storage/references/document-transactions: every movement of a period with its document. */
export function DocumentTransactionsPage() {
  const kindergartenId = useKindergartenId();
  const today = sofiaDay(new Date()) ?? '2026-01-01';
  const [fromDate, setFrom] = useState<string>(`${today.slice(0, 7)}-01`);
  const [toDate, setTo] = useState<string>(today);
  const msg = useMessage();
  const query = { kindergartenId, fromDate, toDate };
  const rows = useRouteQuery('storage.documentTransactions', { query }, { enabled: Boolean(kindergartenId) });
  return (
    <ListPage
      title="Движения по документи"
      files={[
        {
          label: 'PDF',
          run: () => callApi('storage.documentTransactionsPrint', { query }),
          testId: 'transactions-pdf',
        },
      ]}
      msg={msg}
      testId="transactions"
    >
      <EntityTable<Row>
        filters={
          <Group align="flex-end" wrap="wrap">
            <PeriodFilter
              from={fromDate}
              to={toDate}
              onChange={(end, v) => (end === 'from' ? setFrom(v) : setTo(v))}
              testId="transactions"
            />
          </Group>
        }
        query={rows}
        rows={rows.data}
        getRowId={(r) => `${r.docId}-${r.warehouseId}-${r.productId}`}
        columns={columns}
        rowProps={() => ({ 'data-testid': 'transactions-row' })}
        empty="Няма движения през периода."
        minWidth={820}
      />
    </ListPage>
  );
}
