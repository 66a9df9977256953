import { Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { callApi } from '../../../api/client';
import { useRouteQuery } from '../../../api/query';
import type { ApiReply } from '../../../api/routes';
import { useKindergartenId } from '../../../app/auth/user-data';
import { formatDateDigits } from '../../../ui/format/dates';
import { formatCents } from '../../../ui/format/numbers';
import { MonthFilter, useMonthChoice } from '../../../ui/forms/MonthFilter';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';
import { ReferenceFrame } from './ReferenceFrame';

type Report = ApiReply<'storage.monthMealReport'>;
type Day = Report['data'][number];

/** /storage/references/calculation: the monthly meal report (and its preparatory groups' variant). */
export function MonthMealReportPage() {
  const kindergartenId = useKindergartenId();
  const [ym, setYm] = useMonthChoice();
  const [pg, setPg] = useState(false);
  const query = {
    kindergartenId,
    year: ym.year,
    month: ym.month,
    isPGReference: pg ? 'true' : 'false',
  } as const;
  const report = useRouteQuery('storage.monthMealReport', { query }, { enabled: Boolean(kindergartenId) });
  const names = report.data?.columnNames ?? [];
  const columns: EntityColumn<Day>[] = [
    { id: 'date', header: 'Дата', cell: (d) => formatDateDigits(d.forDate), td: { fw: 600 } },
    ...names.flatMap((name, i): EntityColumn<Day>[] => [
      { id: `n${i}`, header: `${name} (бр.)`, cell: (d) => d.mealTypes[i]?.attendancesSum ?? 0 },
      { id: `v${i}`, header: `${name} (ст.)`, cell: (d) => formatCents(d.mealTypes[i]?.value ?? 0) },
    ]),
    { id: 'children', header: 'Деца', cell: (d) => d.children },
    { id: 'value', header: 'Стойност за деня', cell: (d) => formatCents(d.value) },
  ];
  return (
    <ReferenceFrame
      title="Месечна справка за храненето"
      intro="По дни и хранения: хранените деца, стойността им по средна цена при изписването и средната цена на дете на ден."
      filters={
        <>
          <MonthFilter value={ym} onChange={setYm} testId="meal-report" />
          <Switch
            label="Само подготвителните групи"
            checked={pg}
            onChange={(e) => setPg(e.currentTarget.checked)}
            data-testid="meal-report-pg"
          />
        </>
      }
      excel={() => callApi('storage.monthMealReportFile', { query })}
      testId="meal-report"
    >
      {report.data && (
        <Text data-testid="meal-report-total">
          Общо: {formatCents(report.data.totalValue)} · средно на дете на ден:{' '}
          {formatCents(report.data.avgMonthCost)}
        </Text>
      )}
      <EntityTable<Day>
        query={report}
        rows={report.data?.data}
        getRowId={(d) => d.forDate}
        columns={columns}
        rowProps={() => ({ 'data-testid': 'meal-report-row' })}
        empty={{ text: 'Няма потвърдени калкулации през месеца.', testId: 'meal-report-empty' }}
        minWidth={640}
        testId="meal-report-table"
      />
    </ReferenceFrame>
  );
}
