import type { Gender } from '@gradina/shared';
import { LineChart } from '@mantine/charts';
import { Alert, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useRouteQuery } from '../../../api/query';
import type { ApiReply } from '../../../api/routes';
import { usePermissions } from '../../../app/auth/permissions';
import { useUserData } from '../../../app/auth/user-data';
import { formatDate } from '../../../ui/format/dates';
import { Loading } from '../../../ui/Loading';
import { PageSection } from '../../../ui/page/PageSection';
import { QueryError } from '../../../ui/QueryError';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';
import { ViewSwitch } from '../../../ui/ViewSwitch';
import { ageLabel, ageTicks, axisValue, chartRows } from './growth-chart';

const indicators = [
  { value: 'height', label: 'Ръст' },
  { value: 'weight', label: 'Тегло' },
] as const;

const bandSeries = [
  { name: 'p3', label: '3-ти перцентил', color: 'red.4', strokeDasharray: '4 4' },
  { name: 'p15', label: '15-и перцентил', color: 'orange.4', strokeDasharray: '4 4' },
  { name: 'p50', label: 'Медиана (50-и)', color: 'green.6' },
  { name: 'p85', label: '85-и перцентил', color: 'orange.4', strokeDasharray: '4 4' },
  { name: 'p97', label: '97-и перцентил', color: 'red.4', strokeDasharray: '4 4' },
];

const units = { height: 'см', weight: 'кг' } as const;
const decimal = (n: number) => String(n).replace('.', ',');

type Measurement = ApiReply<'children.anthropometrics'>['result'][number];

const right = { ta: 'right' } as const;
const growthColumns: EntityColumn<Measurement>[] = [
  { id: 'date', header: 'Дата', cell: (m) => formatDate(m.date) },
  { id: 'age', header: 'Възраст', cell: (m) => ageLabel(Math.floor(m.ageMonths)) },
  { id: 'height', header: 'Ръст (см)', cell: (m) => decimal(m.height), td: right },
  { id: 'weight', header: 'Тегло (кг)', cell: (m) => decimal(m.weight), td: right },
  {
    id: 'percentiles',
    header: 'Перцентил ръст / тегло',
    cell: (m) =>
      m.heightPercentile === null
        ? '–'
        : `${decimal(m.heightPercentile)} / ${decimal(m.weightPercentile ?? 0)}`,
    td: right,
  },
];

/**
 * The growth chart of a child's page: the child's heights or weights against the WHO percentile bands
 * (P3, P15, P50, P85, P97) for the age and sex (WHO 2006 standards to five years, WHO 2007 reference to
 * seven), with the measurements as a table beside it for reading (screen readers get the table). The
 * child's record page shows it; so does the measurements list.
 */
export function GrowthChartCard({ childId }: { childId: string }) {
  const user = useUserData();
  const kindergartenId = user.kindergartens.find((k) => k.isSelected)?.id ?? '';
  const [indicator, setIndicator] = useState<'height' | 'weight'>('height');
  const narrow = useMediaQuery('(max-width: 36em)') ?? false;
  // Measurements are the staff's (a parent holds no right on them): without it the card is not shown.
  const allowed = usePermissions().can('StudentAnthropometrics', 'read');
  const list = useRouteQuery(
    'children.anthropometrics',
    { query: { kindergartenId, studentId: childId } },
    { enabled: allowed },
  );
  if (!allowed) return null;
  if (list.isPending) return <Loading />;
  if (list.isError) return <QueryError error={list.error} />;
  const { student, result } = list.data;
  const rows = student
    ? chartRows(
        indicator,
        student.gender as Gender,
        result.map((m) => ({ ageMonths: m.ageMonths, value: m[indicator] })),
      )
    : [];
  return (
    <PageSection title="Растеж спрямо стандартите на СЗО" card padding="md" testId="growth-chart-card">
      <ViewSwitch
        value={indicator}
        onChange={setIndicator}
        views={indicators}
        label="Показател на графиката"
        maw={260}
        testId="growth-chart-indicator"
      />
      {result.length === 0 ? (
        <Text c="dimmed" data-testid="growth-chart-empty">
          Детето още няма измервания.
        </Text>
      ) : rows.length === 0 ? (
        <Alert color="gray">Стандартите на СЗО в графиката обхващат възрастта до 7 години.</Alert>
      ) : (
        <div aria-hidden="true" data-testid="growth-chart">
          <LineChart
            h={280}
            data={rows}
            dataKey="month"
            series={[...bandSeries, { name: 'child', label: 'Детето', color: 'blue.7' }]}
            connectNulls
            withDots={false}
            withLegend
            withTooltip={false}
            curveType="monotone"
            xAxisProps={{
              tickFormatter: (m: number) => ageLabel(m),
              ticks: ageTicks(rows, narrow),
              interval: 0,
            }}
            yAxisProps={{ domain: ['dataMin - 2', 'dataMax + 2'], width: 64 }}
            valueFormatter={(v) => axisValue(v, units[indicator])}
            lineChartProps={{ accessibilityLayer: false }}
          />
        </div>
      )}
      {result.length > 0 && (
        <EntityTable<Measurement>
          rows={result}
          columns={growthColumns}
          rowProps={() => ({ 'data-testid': 'growth-row' })}
          empty="Детето още няма измервания."
          regionLabel="Измерванията на детето"
          minWidth={320}
          testId="growth-table"
        />
      )}
    </PageSection>
  );
}
