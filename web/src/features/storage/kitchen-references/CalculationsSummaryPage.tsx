import { SimpleGrid, Text } from '@mantine/core';
import { callApi } from '../../../api/client';
import { useRouteQuery } from '../../../api/query';
import type { ApiReply } from '../../../api/routes';
import { useKindergartenId } from '../../../app/auth/user-data';
import { formatDateDigits } from '../../../ui/format/dates';
import { formatCents } from '../../../ui/format/numbers';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';
import { quantityLabel } from '../calculations/labels';
import { PeriodFilter, ReferenceFrame, usePeriod } from './ReferenceFrame';

type Summary = ApiReply<'storage.calculationsSummary'>;

const dayColumns: EntityColumn<Summary['days'][number]>[] = [
  { id: 'date', header: 'Дата', cell: (d) => formatDateDigits(d.date), td: { fw: 600 } },
  { id: 'request', header: 'Искане №', cell: (d) => d.requestNumber ?? '—' },
  { id: 'children', header: 'Деца', cell: (d) => d.children },
  { id: 'staff', header: 'Персонал', cell: (d) => d.staff },
  { id: 'value', header: 'Стойност', cell: (d) => formatCents(d.value) },
  { id: 'perChild', header: 'На дете', cell: (d) => formatCents(d.costPerChild) },
];
const productColumns: EntityColumn<Summary['products'][number]>[] = [
  { id: 'product', header: 'Продукт', cell: (p) => p.productName, sortText: (p) => p.productName },
  { id: 'quantity', header: 'Количество', cell: (p) => quantityLabel(p.quantity, p.baseUnit) },
  { id: 'value', header: 'Стойност', cell: (p) => formatCents(p.value) },
];
const groupColumns: EntityColumn<Summary['groups'][number]>[] = [
  { id: 'group', header: 'Група', cell: (g) => g.groupName, td: { fw: 600 } },
  { id: 'days', header: 'Хранодни', cell: (g) => g.childDays },
  { id: 'value', header: 'Стойност', cell: (g) => formatCents(g.value) },
];

const views = {
  period: {
    title: 'Калкулация за период',
    intro: 'Потвърдените дни на периода и изписаните продукти с количество и стойност.',
  },
  department: {
    title: 'Справка по групи',
    intro: 'Хранодните и стойността на порциите на всяка група (и на персонала) за периода.',
  },
} as const;

/**
 * /storage/references/period-calculation (the days and the products) and /storage/references/department
 * (the groups): the calculations summary of a period.
 */
function CalculationsSummaryPage({ view }: { view: keyof typeof views }) {
  const kindergartenId = useKindergartenId();
  const period = usePeriod();
  const query = { kindergartenId, fromDate: period.fromDate, toDate: period.toDate };
  const summary = useRouteQuery(
    'storage.calculationsSummary',
    { query },
    { enabled: Boolean(kindergartenId) },
  );
  const empty = (testId: string) => ({ text: 'Няма потвърдени калкулации през периода.', testId });
  return (
    <ReferenceFrame
      {...views[view]}
      filters={<PeriodFilter period={period} testId="summary" />}
      excel={() => callApi('storage.calculationsSummaryFile', { query })}
      testId={`summary-${view}`}
    >
      {summary.data && (
        <Text data-testid="summary-total">
          Общо: {formatCents(summary.data.totalValue)} · хранодни: {summary.data.childDays} · средно на дете
          на ден: {formatCents(summary.data.avgCostPerChild)}
        </Text>
      )}
      {view === 'department' ? (
        <EntityTable
          query={summary}
          rows={summary.data?.groups}
          getRowId={(g) => g.groupId}
          columns={groupColumns}
          empty={empty('summary-groups-empty')}
          minWidth={360}
          testId="summary-groups"
        />
      ) : (
        <SimpleGrid cols={{ base: 1, lg: 2 }}>
          <EntityTable
            query={summary}
            rows={summary.data?.days}
            getRowId={(d) => d.date}
            columns={dayColumns}
            empty={empty('summary-days-empty')}
            minWidth={480}
            testId="summary-days"
          />
          <EntityTable
            query={summary}
            rows={summary.data?.products}
            getRowId={(p) => p.productId}
            columns={productColumns}
            empty={empty('summary-products-empty')}
            minWidth={360}
            testId="summary-products"
          />
        </SimpleGrid>
      )}
    </ReferenceFrame>
  );
}

export const PeriodCalculationPage = () => <CalculationsSummaryPage view="period" />;
export const DepartmentPage = () => <CalculationsSummaryPage view="department" />;
