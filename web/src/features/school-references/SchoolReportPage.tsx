import { ResultStage, resultStageNames } from '@gradina/shared/education/education';
import type { SchoolSheet } from '@gradina/shared/manifest/routes/references/school';
import { Alert, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { callApi } from '../../api/client';
import { useRouteQuery } from '../../api/query';
import { useUserData } from '../../app/auth/user-data';
import { useGroupOptions } from '../../ui/fields';
import { ReferenceHeader } from '../../ui/page';
import { type EntityColumn, EntityTable } from '../../ui/table/EntityTable';
import { Filters, SelectFilter } from '../../ui/table/list-controls';
import { YearFilter } from '../../ui/table/year-filter';
import { type SchoolScreen, schoolScreens } from './screens';

type Cell = SchoolSheet['rows'][number][number];
type Row = { id: string; cells: Cell[]; totals: boolean };

const decimals = new Intl.NumberFormat('bg-BG', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const shown = (c: Cell, kind: SchoolSheet['columns'][number]['kind']) => {
  if (c === null || c === '') return kind === 'text' ? '' : '—';
  if (typeof c === 'number') return kind === 'decimal' ? decimals.format(c) : c.toLocaleString('bg-BG');
  return c;
};

const stageOptions = [ResultStage.Start, ResultStage.End].map((s) => ({
  value: String(s),
  label: resultStageNames[s],
}));

/** One of the kindergarten's school-style references: its filters, the table with its totals, the Excel file. */
export function SchoolReportPage({ screen }: { screen: SchoolScreen }) {
  const user = useUserData();
  const kindergartenId = user.kindergartens.find((k) => k.isSelected)?.id;
  const [periodId, setPeriodId] = useState<string | undefined>(user.periodId ?? undefined);
  const [groupId, setGroupId] = useState<string | null>(null);
  const [stage, setStage] = useState<string>(String(ResultStage.End));
  const groups = useGroupOptions(periodId);
  const query = {
    kindergartenId,
    ...(periodId ? { periodId } : {}),
    ...(groupId ? { groupId } : {}),
    ...(screen.staged ? { stage: Number(stage) as ResultStage } : {}),
  };
  const input = { path: { report: screen.report }, query };
  const sheet = useRouteQuery('references.schoolReport', input, { enabled: Boolean(kindergartenId) });
  const data = sheet.data;
  const columns = useMemo<EntityColumn<Row>[]>(
    () =>
      (data?.columns ?? []).map((c, i) => ({
        id: `c${i}`,
        header: c.header,
        cell: (r: Row) =>
          r.totals ? <b>{shown(r.cells[i] ?? null, c.kind)}</b> : shown(r.cells[i] ?? null, c.kind),
        td: c.kind === 'text' ? {} : { ta: 'right' as const },
      })),
    [data],
  );
  const rows: Row[] | undefined = data && [
    ...data.rows.map((cells, i) => ({ id: String(i), cells, totals: false })),
    ...(data.totals && data.rows.length > 0 ? [{ id: 'totals', cells: data.totals, totals: true }] : []),
  ];
  if (!kindergartenId) return <Alert color="yellow">Справките се правят в детска градина.</Alert>;
  return (
    <Stack gap="lg" maw={1200} data-testid="school-report" data-report={screen.report}>
      <ReferenceHeader
        index={{ to: '/references', label: 'Справки' }}
        screen={{ ...screen, exports: [{ label: 'Експорт в Excel', testId: 'school-report-export' }] }}
        run={() => callApi('references.exportSchoolReport', input)}
      />
      {data && <Text data-testid="school-report-lines">{data.lines.join(' · ')}</Text>}
      <EntityTable<Row>
        filters={
          <Filters>
            <YearFilter
              value={periodId}
              onChange={(v) => {
                setPeriodId(v ?? undefined);
                setGroupId(null);
              }}
              testId="school-report-year"
            />
            <SelectFilter
              label="Група"
              data={groups.options}
              value={groupId}
              onChange={setGroupId}
              placeholder="Всички групи"
              testId="school-report-group"
            />
            {screen.staged && (
              <SelectFilter
                label="Етап"
                data={stageOptions}
                value={stage}
                onChange={(v) => setStage(v ?? String(ResultStage.End))}
                clearable={false}
                testId="school-report-stage"
              />
            )}
          </Filters>
        }
        query={sheet}
        rows={rows}
        columns={columns}
        rowProps={(r) => ({ 'data-testid': r.totals ? 'school-report-totals' : 'school-report-row' })}
        empty={{ text: 'Няма данни за избраното.', testId: 'school-report-empty' }}
        minWidth={Math.max(560, (data?.columns.length ?? 0) * 120)}
        testId="school-report-table"
      />
    </Stack>
  );
}

/** The screen of the address opened (each report keeps its own filters: a new screen starts afresh). */
export function SchoolReportRoute() {
  const { pathname } = useLocation();
  const screen = schoolScreens.find((s) => s.path === pathname.replace(/\/$/, '').toLowerCase());
  return screen ? <SchoolReportPage key={screen.report} screen={screen} /> : null;
}
