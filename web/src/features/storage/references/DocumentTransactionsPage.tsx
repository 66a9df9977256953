import { type Unit, unitLabels } from '@gradina/shared/storage/units';
import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { callApi } from '../../../api/client';
import { useRouteQuery } from '../../../api/query';
import type { ApiReply } from '../../../api/routes';
import { useKindergartenId } from '../../../app/auth/user-data';
import { formatDateDigits, sofiaDay } from '../../../ui/format/dates';
import { formatCents, formatCount } from '../../../ui/format/numbers';
import { DateField } from '../../../ui/forms/DateField';
import { ListPage } from '../../../ui/page';
import { useMessage } from '../../../ui/result-message';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';

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
      msg={msg}
      actions={
        <Button
          variant="light"
          onClick={() => callApi('storage.documentTransactionsPrint', { query }).catch((e) => msg.fail(e))}
          data-testid="transactions-pdf"
        >
          PDF
        </Button>
      }
      testId="transactions"
    >
      <EntityTable<Row>
        columns={columns}
        query={rows}
        rows={rows.data}
        getRowId={(r) => `${r.docId}-${r.warehouseId}-${r.productId}`}
        rowProps={() => ({ 'data-testid': 'transactions-row' })}
        filters={
          <Group align="flex-end" wrap="wrap">
            <DateField
              label="От дата"
              value={fromDate}
              onChange={(v) => v && setFrom(v)}
              maw={170}
              data-testid="transactions-from"
            />
            <DateField
              label="До дата"
              value={toDate}
              onChange={(v) => v && setTo(v)}
              maw={170}
              data-testid="transactions-to"
            />
          </Group>
        }
        empty={{ text: 'Няма движения през периода.', testId: 'transactions-empty' }}
        minWidth={820}
        testId="transactions-table"
      />
    </ListPage>
  );
}
