import { type Unit, unitLabels } from '@gradina/shared/storage/units';
import { Anchor, NumberInput } from '@mantine/core';
import { Link } from 'react-router';
import { useRouteQuery } from '../../../api/query';
import type { ApiReply } from '../../../api/routes';
import { useKindergartenId } from '../../../app/auth/user-data';
import { formatDateDigits } from '../../../ui/format/dates';
import { formatCents, formatCount } from '../../../ui/format/numbers';
import { DateField } from '../../../ui/forms/DateField';
import { ListPage } from '../../../ui/page';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';
import { Filters, SearchFilter, SelectFilter, useFilter, usePaging } from '../../../ui/table/list-controls';

type Row = ApiReply<'storage.stockAvailabilityDetailed'>['result'][number];

const pageSize = 50;
const columns: EntityColumn<Row>[] = [
  {
    id: 'product',
    header: 'Продукт',
    cell: (r) => (
      <Anchor component={Link} to={`/storage/stock-availability/${r.productId}`}>
        {r.productName}
      </Anchor>
    ),
  },
  { id: 'warehouse', header: 'Склад', cell: (r) => r.warehouseName },
  {
    id: 'quantity',
    header: 'Количество',
    cell: (r) => `${formatCount(r.quantity)} ${unitLabels[r.baseUnit as Unit] ?? ''}`,
  },
  { id: 'value', header: 'Стойност', cell: (r) => formatCents(r.value) },
  {
    id: 'average',
    header: 'Средна цена',
    cell: (r) => `${r.averagePrice.toFixed(4).replace('.', ',')} ц./${unitLabels[r.baseUnit as Unit] ?? ''}`,
  },
  {
    id: 'expiry',
    header: 'Най-близък срок',
    cell: (r) => (r.nearestExpiry ? formatDateDigits(r.nearestExpiry) : '—'),
  },
];

/**
 * /storage/stock-availability (and the references' stock-availability with `expiring`): what is in each
 * warehouse on a date, with its value at the average price; products expiring within N days.
 */
export function AvailabilityPage({ expiring = false }: { expiring?: boolean }) {
  const kindergartenId = useKindergartenId();
  const warehouses = useRouteQuery(
    'storage.warehouses',
    { query: { kindergartenId } },
    { enabled: Boolean(kindergartenId) },
  );
  const pages = usePaging('availability', pageSize);
  const date = useFilter<string | null>(pages, null);
  const warehouseId = useFilter<string | null>(pages, null);
  const search = useFilter(pages, '');
  const days = useFilter<number | ''>(pages, expiring ? 7 : '');
  const list = useRouteQuery(
    'storage.stockAvailabilityDetailed',
    {
      query: {
        kindergartenId,
        ...(date.value ? { date: date.value } : {}),
        ...(warehouseId.value ? { warehouseId: warehouseId.value } : {}),
        ...(search.value ? { search: search.value } : {}),
        ...(days.value !== '' ? { expiringWithinDays: days.value } : {}),
        ...pages.query,
      },
    },
    { enabled: Boolean(kindergartenId) },
  );
  const total = (list.data?.result ?? []).reduce((s, r) => s + r.value, 0);
  return (
    <ListPage
      title={expiring ? 'Изтичащи продукти' : 'Налични количества'}
      intro={`Количество и стойност по средно претеглена цена${date.value ? ` към ${formatDateDigits(date.value)} г.` : ' днес'}; на страницата: ${formatCents(total)}.`}
      action={{
        resource: 'InventoryDeclarations',
        label: 'Инвентаризация',
        to: '/storage/stock-availability/create',
        testId: 'availability-inventory',
      }}
      testId="availability"
    >
      <EntityTable<Row>
        filters={
          <Filters>
            <DateField label="Към дата" {...date} clearable maw={170} data-testid="availability-date" />
            <SelectFilter
              label="Склад"
              data={(warehouses.data ?? []).map((w) => ({ value: w.id, label: w.name }))}
              {...warehouseId}
              testId="availability-warehouse"
            />
            <SearchFilter {...search} maw={200} testId="availability-search" />
            <NumberInput
              label="Изтичащи до (дни)"
              value={days.value}
              onChange={(v) => days.onChange(typeof v === 'number' ? v : '')}
              min={0}
              max={3650}
              maw={170}
              data-testid="availability-days"
            />
          </Filters>
        }
        paging={pages}
        query={list}
        getRowId={(r) => `${r.warehouseId}-${r.productId}`}
        columns={columns}
        rowProps={() => ({ 'data-testid': 'availability-row' })}
        empty="Няма наличности по тези условия."
        minWidth={760}
      />
    </ListPage>
  );
}

/** /storage/references/stock-availability: the products expiring within a week by default. */
export const ExpiringPage = () => <AvailabilityPage expiring />;
