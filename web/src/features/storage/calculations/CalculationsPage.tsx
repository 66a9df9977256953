import { Anchor, Badge } from '@mantine/core';
import { Link } from 'react-router';
import { useRouteQuery } from '../../../api/query';
import type { ApiReply } from '../../../api/routes';
import { useKindergartenId } from '../../../app/auth/user-data';
import { formatDateDigits } from '../../../ui/format/dates';
import { formatCents } from '../../../ui/format/numbers';
import { MonthFilter, useMonthChoice } from '../../../ui/forms/MonthFilter';
import { ListPage, useListActions } from '../../../ui/page';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';
import { calculationStatusColor, calculationStatusLabel } from './labels';

type Row = ApiReply<'kitchen.calculationsOverview'>['result'][number];

const columns: EntityColumn<Row>[] = [
  {
    id: 'date',
    header: 'Дата',
    cell: (r) => (
      <Anchor component={Link} to={`/storage/calculations/${r.id}`} fw={600}>
        {formatDateDigits(r.date)}
      </Anchor>
    ),
  },
  {
    id: 'status',
    header: 'Състояние',
    cell: (r) => (
      <Badge variant="light" color={calculationStatusColor(r.status)}>
        {calculationStatusLabel(r.status)}
      </Badge>
    ),
  },
  { id: 'menu', header: 'Меню', cell: (r) => r.menuName },
  { id: 'children', header: 'Деца', cell: (r) => r.children },
  { id: 'staff', header: 'Персонал', cell: (r) => r.staff },
  { id: 'value', header: 'Стойност', cell: (r) => (r.status === 2 ? formatCents(r.totalValue) : '—') },
  { id: 'perChild', header: 'На дете', cell: (r) => (r.status === 2 ? formatCents(r.costPerChild) : '—') },
  { id: 'request', header: 'Искане №', cell: (r) => r.requestNumber ?? '—' },
  { id: 'book', header: 'Порционна книга №', cell: (r) => r.portionBookNumber ?? '—' },
];

/** /storage/calculations: the month's daily meal calculations, newest first. */
export function CalculationsPage() {
  const kindergartenId = useKindergartenId();
  const [ym, setYm] = useMonthChoice();
  const month = `${ym.year}-${String(ym.month).padStart(2, '0')}`;
  const list = useRouteQuery(
    'kitchen.calculationsOverview',
    { query: { kindergartenId, fromDate: `${month}-01`, toDate: `${month}-31`, PageSize: 31 } },
    { enabled: Boolean(kindergartenId) },
  );
  const actions = useListActions<Row>('StockRequests', {
    create: { label: 'Нова калкулация', to: '/storage/calculations/create' },
    testId: 'calculations',
    rowData: (r) => ({ 'data-date': r.date }),
  });
  return (
    <ListPage
      title="Калкулации"
      intro="Всеки ден: хранените деца от сутрешните присъствия и персоналът, продуктите по менюто; потвърдената калкулация изписва продуктите от склада."
      {...actions.page}
      testId="calculations"
    >
      <EntityTable<Row>
        filters={<MonthFilter value={ym} onChange={setYm} testId="calculations" />}
        query={list}
        columns={columns}
        {...actions.table}
        empty="Няма калкулации през месеца."
        minWidth={860}
      />
    </ListPage>
  );
}
