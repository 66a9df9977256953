import { monthSpan, referenceMaxMonths } from '@gradina/shared/manifest/routes/references/mon-references';
import { Alert, Group, Select, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { formatDateDigits, sofiaDay } from '../../../ui/format/dates';
import { ReferenceHeader } from '../../../ui/page';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';
import { PeriodFilter, usePaging } from '../../../ui/table/list-controls';
import { PlaceFilters } from './PlaceFilters';
import { monthOptions, monthsBack, type Place, pageSize, type RangeFilters } from './queries';

/** A row of a reference table, or its totals line (`kindergartenId` empty). */
export interface ReferenceRow {
  kindergartenId: string;
  kindergartenName: string;
  municipalityCode: string | null;
}

export interface ReferenceExport {
  label: string;
  testId: string;
  run: (f: RangeFilters) => Promise<unknown>;
}

export interface ReferenceScreen<R extends ReferenceRow, T> {
  slug: string;
  title: string;
  description: string;
  /** One month (the АСП summary) or a range of months. */
  period: 'month' | 'range';
  /** The screen's list (a hook: each screen calls its own typed query). */
  useRows: (
    f: RangeFilters,
    page: number,
    enabled: boolean,
  ) => UseQueryResult<{ result: R[]; rowsCount: number; totals: T }>;
  columns: EntityColumn<R>[];
  /** The totals line as a row (its name cell reads "Общо"). */
  totalsRow: (totals: T) => R;
  exports: ReferenceExport[];
  minWidth: number;
  /** A row's id when a kindergarten has several rows (one per month); by default the kindergarten's. */
  rowId?: (row: R) => string;
}

const lastDay = (month: string) => {
  const [y, m] = month.split('-').map(Number);
  return `${month}-${String(new Date(Date.UTC(y!, m!, 0)).getUTCDate()).padStart(2, '0')}`;
};

/** "01.09.2026 – 30.11.2026": the period a reference covers, as dates. */
export const periodLabel = (f: { fromMonth: string; toMonth: string }) =>
  `${formatDateDigits(`${f.fromMonth}-01`)} – ${formatDateDigits(lastDay(f.toMonth))}`;

/**
 * One МОН/municipality reference screen: the period (and for МОН the place) above a table of kindergartens in
 * Bulgarian order with the totals of all of them last, the Excel exports in the header.
 */
export function ReferencePage<R extends ReferenceRow, T>({ screen }: { screen: ReferenceScreen<R, T> }) {
  const thisMonth = sofiaDay(new Date()).slice(0, 7);
  const months = useMemo(() => monthOptions(thisMonth), [thisMonth]);
  // The references are of months already marked: by default the last one (АСП) or the last three.
  const [range, setRange] = useState(() => ({
    fromMonth: monthsBack(thisMonth, screen.period === 'month' ? 1 : 3),
    toMonth: monthsBack(thisMonth, 1),
  }));
  const [place, setPlace] = useState<Place>({ regionCode: undefined, municipalityCode: undefined });
  const pages = usePaging('mon-reference', pageSize);
  const filters: RangeFilters = { ...range, ...place };
  const span = monthSpan(range.fromMonth, range.toMonth);
  const wrongRange =
    span < 1
      ? 'Месецът „до“ е преди месеца „от“.'
      : span > referenceMaxMonths
        ? `Справката обхваща най-много ${referenceMaxMonths} месеца.`
        : null;
  const list = screen.useRows(filters, pages.page, !wrongRange);
  const data = list.data;
  const rows =
    data && data.result.length > 0 ? [...data.result, screen.totalsRow(data.totals)] : data?.result;

  return (
    <Stack gap="lg" maw={1200} data-testid="mon-reference-page" data-reference={screen.slug}>
      <ReferenceHeader
        index={{ to: '/administrative-references', label: 'Справки' }}
        screen={screen}
        run={(e) => e.run(filters)}
      />
      <Text data-testid="mon-reference-period">Период: {periodLabel(range)}</Text>
      {wrongRange && (
        <Alert color="yellow" data-testid="mon-reference-range">
          {wrongRange}
        </Alert>
      )}
      <EntityTable<R>
        filters={
          <Group gap="sm" align="flex-end" wrap="wrap">
            {screen.period === 'month' ? (
              <Select
                label="Месец"
                data={months}
                value={range.toMonth}
                onChange={(v) => v && pages.filter(setRange)({ fromMonth: v, toMonth: v })}
                allowDeselect={false}
                w={180}
                data-testid="references-month"
              />
            ) : (
              <PeriodFilter
                from={range.fromMonth}
                to={range.toMonth}
                months={months}
                width={180}
                onChange={(end, v) =>
                  pages.filter(setRange)(
                    end === 'from' ? { ...range, fromMonth: v } : { ...range, toMonth: v },
                  )
                }
                testId="references"
              />
            )}
            <PlaceFilters value={place} onChange={pages.filter(setPlace)} />
          </Group>
        }
        paging={pages.paging(data?.rowsCount)}
        query={list}
        rows={rows}
        getRowId={(r) => (r.kindergartenId ? (screen.rowId?.(r) ?? r.kindergartenId) : 'totals')}
        columns={screen.columns}
        rowProps={(r) => ({
          'data-testid': r.kindergartenId ? 'mon-reference-row' : 'mon-reference-totals',
          'data-name': r.kindergartenName,
        })}
        empty={{ text: 'Няма данни за детски градини за този период.', testId: 'mon-reference-empty' }}
        minWidth={screen.minWidth}
        testId="mon-reference-table"
      />
    </Stack>
  );
}
