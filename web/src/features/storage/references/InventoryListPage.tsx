import { type Unit, unitLabels } from '@gradina/shared/storage/units';
import { useState } from 'react';
import { callApi } from '../../../api/client';
import { useRouteQuery } from '../../../api/query';
import type { ApiReply } from '../../../api/routes';
import { useKindergartenId } from '../../../app/auth/user-data';
import { formatCents, formatCount } from '../../../ui/format/numbers';
import { DateField } from '../../../ui/forms/DateField';
import { ListPage } from '../../../ui/page';
import { useMessage } from '../../../ui/result-message';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';
import { Filters } from '../../../ui/table/list-controls';

type Row = ApiReply<'storage.stockInventoryList'>[number];

const columns: EntityColumn<Row>[] = [
  { id: 'product', header: 'Продукт', cell: (r) => r.productName },
  { id: 'warehouse', header: 'Склад', cell: (r) => r.warehouseName },
  {
    id: 'quantity',
    header: 'По книга',
    cell: (r) => `${formatCount(r.quantity)} ${unitLabels[r.baseUnit as Unit] ?? ''}`,
  },
  { id: 'value', header: 'Стойност', cell: (r) => formatCents(r.value) },
];

/** /storage/references/stock-inventory: the book on a date, what the commission counts against (PDF to print). */
export function InventoryListPage() {
  const kindergartenId = useKindergartenId();
  const [date, setDate] = useState<string | null>(null);
  const msg = useMessage();
  const query = { kindergartenId, ...(date ? { date } : {}) };
  const rows = useRouteQuery('storage.stockInventoryList', { query }, { enabled: Boolean(kindergartenId) });
  return (
    <ListPage
      title="Инвентарен списък"
      files={[
        {
          label: 'PDF за преброяване',
          run: () => callApi('storage.stockInventoryListPrint', { query }),
          testId: 'inventory-list-pdf',
        },
      ]}
      msg={msg}
      testId="inventory-list"
    >
      <EntityTable<Row>
        filters={
          <Filters>
            <DateField
              label="Към дата"
              value={date}
              onChange={setDate}
              clearable
              maw={170}
              data-testid="inventory-list-date"
            />
          </Filters>
        }
        query={rows}
        rows={rows.data}
        getRowId={(r) => `${r.warehouseId}-${r.productId}`}
        columns={columns}
        empty="Няма наличности."
        minWidth={620}
      />
    </ListPage>
  );
}
