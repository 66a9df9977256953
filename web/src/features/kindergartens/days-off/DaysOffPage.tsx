import { Alert, Stack, Table, Title } from '@mantine/core';
import { callApi } from '../../../api/client';
import { useRouteQuery } from '../../../api/query';
import type { ApiReply } from '../../../api/routes';
import { formatDate, formatMonth } from '../../../ui/format/dates';
import { dayOffTypeLabels } from '../../../ui/format/labels';
import { ListPage, useListActions } from '../../../ui/page';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';
import { useYearPages, YearFilter } from '../../../ui/table/year-filter';
import { invalidateDaysOff } from './queries';

type DayOff = ApiReply<'kindergartens.daysOffOverview'>['result'][number];

const pageSize = 20;
const columns: EntityColumn<DayOff>[] = [
  { id: 'from', header: 'От', cell: (d) => formatDate(d.fromDate) },
  { id: 'to', header: 'До', cell: (d) => formatDate(d.toDate) },
  { id: 'days', header: 'Дни', cell: (d) => d.daysCount },
  { id: 'type', header: 'Вид', cell: (d) => dayOffTypeLabels[d.type] },
  { id: 'name', header: 'Наименование', cell: (d) => d.name, td: { fw: 600 } },
  {
    id: 'groups',
    header: 'Групи',
    cell: (d) => (d.groupNames.length > 0 ? d.groupNames.join(', ') : 'Цялата детска градина'),
  },
];

/** The school year's months with their working days: where the national and own days off add up. */
function MonthsSummary({
  kindergartenId,
  periodId,
}: {
  kindergartenId: string;
  periodId: string | undefined;
}) {
  const months = useRouteQuery(
    'kindergartens.dateMonths',
    { query: { kindergartenId, periodId } },
    { enabled: Boolean(periodId) },
  );
  if (!months.data) return null;
  return (
    <Stack gap="xs">
      <Title order={2} fz="h4">
        Работни дни по месеци
      </Title>
      <Table withTableBorder striped data-testid="days-off-months" maw={480}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Месец</Table.Th>
            <Table.Th>Работни дни</Table.Th>
            <Table.Th>Почивни дни</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {months.data.months.map((m) => (
            <Table.Tr key={`${m.year}-${m.month}`} data-testid={`days-off-month-${m.year}-${m.month}`}>
              <Table.Td>{formatMonth(`${m.year}-${String(m.month).padStart(2, '0')}-01`)}</Table.Td>
              <Table.Td data-testid="days-off-month-working">{m.workingDays}</Table.Td>
              <Table.Td>{m.daysOff}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/**
 * /days-off: the kindergarten's days off of a school year (the session's by default), by date; add one,
 * edit or delete one; the official holidays and the national days need no entry here (they are computed
 * or set by the Master) and show in the months' working days below.
 */
export function DaysOffPage() {
  const pages = useYearPages('days-off', pageSize);
  const { kindergartenId, periodId } = pages;
  const list = useRouteQuery('kindergartens.daysOffOverview', pages.input, { enabled: pages.enabled });
  const actions = useListActions<DayOff>('DaysOff', {
    create: { label: 'Добави почивен ден', to: '/days-off/create' },
    edit: (d) => `/days-off/${d.id}`,
    remove: (d) => callApi('kindergartens.deleteDayOff', { path: { id: d.id } }),
    refresh: invalidateDaysOff,
    deletedText: () => 'Почивният ден е изтрит.',
    refusedText: 'Почивният ден не беше изтрит.',
    title: 'Изтриване на почивен ден',
    question: (d) => `Да бъде ли изтрит „${d.name}“ (${formatDate(d.fromDate)} – ${formatDate(d.toDate)})?`,
    testId: 'day-off',
    rowData: (d) => ({ 'data-name': d.name }),
  });

  if (!kindergartenId) return <Alert color="yellow">Почивните дни се управляват в детска градина.</Alert>;

  return (
    <ListPage
      title="Почивни дни"
      intro="Официалните празници се изчисляват сами, а почивните дни за цялата страна добавя главният администратор. Тук са дните на детската градина: карантини, грипни ваканции, ваканции."
      {...actions.page}
      testId="days-off"
    >
      <EntityTable<DayOff>
        filters={<YearFilter value={periodId} onChange={pages.choose} testId="days-off-year" />}
        paging={pages}
        query={list}
        columns={columns}
        {...actions.table}
        empty="Няма почивни дни на детската градина в тази учебна година."
        minWidth={760}
      />
      <MonthsSummary kindergartenId={kindergartenId} periodId={periodId} />
    </ListPage>
  );
}
