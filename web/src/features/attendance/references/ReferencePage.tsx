import { Role } from '@gradina/shared';
import type { ReferenceTable } from '@gradina/shared/manifest/routes/attendance/references';
import { Alert, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ComponentType, useMemo, useState } from 'react';
import { usePermissions } from '../../../app/auth/permissions';
import { useUserData } from '../../../app/auth/user-data';
import { sofiaDay } from '../../../ui/format/dates';
import { DateField } from '../../../ui/forms/DateField';
import { RecentMonthSelect, recentMonths } from '../../../ui/forms/MonthFilter';
import { ReferenceHeader } from '../../../ui/page';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';
import { Filters, PeriodFilter, SearchFilter, SelectFilter } from '../../../ui/table/list-controls';
import { groupsQuery, type ReferenceFilters } from './queries';
import { type ReferenceScreen, screenOf } from './specs';

type Cell = ReferenceTable['rows'][number][string];
type Row = { [key: string]: Cell | boolean | undefined; __id: string; __totals?: boolean };

const statusOptions = [
  { value: '0', label: 'Чака решение' },
  { value: '1', label: 'Одобрено' },
  { value: '2', label: 'Отхвърлено' },
];

const shown = (v: Cell | boolean | undefined) =>
  typeof v === 'number' ? v.toLocaleString('bg-BG') : (v ?? '');

function initialFilters(today: string): ReferenceFilters {
  const month = today.slice(0, 7);
  const threeBack = recentMonths(today)[2]!.value;
  return {
    groupId: null,
    date: today,
    month: Number(month.slice(5, 7)),
    year: Number(month.slice(0, 4)),
    fromDate: `${month}-01`,
    toDate: today,
    fromMonth: threeBack,
    toMonth: month,
    status: null,
  };
}

/** One reference screen: its filters, the table (with the totals line), its exports in the header. */
function ReferenceView({ screen }: { screen: ReferenceScreen }) {
  const user = useUserData();
  const { is } = usePermissions();
  const kindergartenId = user.kindergartens.find((k) => k.isSelected)?.id;
  const today = sofiaDay(new Date());
  const [f, setF] = useState<ReferenceFilters>(() => initialFilters(today));
  const [child, setChild] = useState('');
  const set = (patch: Partial<ReferenceFilters>) => setF((old) => ({ ...old, ...patch }));
  const groups = useQuery({ ...groupsQuery(kindergartenId ?? ''), enabled: Boolean(kindergartenId) });
  const table = useQuery({ ...screen.table(kindergartenId ?? '', f), enabled: Boolean(kindergartenId) });
  const months = useMemo(() => recentMonths(today), [today]);

  const data = table.data;
  const columns = useMemo<EntityColumn<Row>[]>(
    () =>
      (data?.columns ?? []).map((c) => ({
        id: c.key,
        header: c.label,
        cell: (r: Row) => (r.__totals ? <b>{shown(r[c.key])}</b> : shown(r[c.key])),
        td: c.numeric || /^d\d+$/.test(c.key) ? { ta: 'right' as const } : {},
      })),
    [data],
  );
  const needle = child.trim().toLocaleLowerCase('bg');
  const rows: Row[] | undefined = data && [
    ...data.rows
      .filter(
        (r) =>
          !needle ||
          String(r.name ?? '')
            .toLocaleLowerCase('bg')
            .includes(needle),
      )
      .map((r, i) => ({ ...r, __id: String(i) })),
    ...(data.totals && data.rows.length > 0 ? [{ ...data.totals, __id: 'totals', __totals: true }] : []),
  ];
  const width = (data?.columns ?? []).reduce(
    (w, c) => w + (/^d\d+$/.test(c.key) ? 44 : c.numeric ? 96 : 150),
    0,
  );

  if (!kindergartenId) return <Alert color="yellow">Справките се правят в детска градина.</Alert>;
  const has = (name: string) => screen.filters.includes(name as never);
  const monthValue = `${f.year}-${String(f.month).padStart(2, '0')}`;

  return (
    <Stack gap="lg" maw={1200} data-testid="reference-page" data-reference={screen.slug}>
      <ReferenceHeader
        index={{ to: '/attendances/references', label: 'Справки за присъствие' }}
        screen={screen}
        run={(e) => e.run(kindergartenId, f)}
      />
      {screen.Panel && <screen.Panel kindergartenId={kindergartenId} filters={f} />}
      {data && <Text data-testid="reference-subtitle">{data.subtitle}</Text>}
      <EntityTable<Row>
        filters={
          <Filters>
            {has('group') && (
              <SelectFilter
                label="Група"
                placeholder="Всички групи"
                data={(groups.data?.result ?? [])
                  .filter((g) => !is(Role.Teacher) || g.teacherIds.includes(user.id))
                  .map((g) => ({ value: g.id, label: g.name }))}
                value={f.groupId}
                onChange={(v) => set({ groupId: v })}
                maw={260}
                testId="reference-group"
              />
            )}
            {has('date') && (
              <DateField
                label="Дата"
                value={f.date}
                onChange={(v) => v && set({ date: v })}
                maw={170}
                data-testid="reference-date"
              />
            )}
            {has('month') && (
              <RecentMonthSelect
                value={monthValue}
                onChange={(v) => set({ month: Number(v.slice(5, 7)), year: Number(v.slice(0, 4)) })}
                testId="reference-month"
              />
            )}
            {has('dates') && (
              <PeriodFilter
                from={f.fromDate}
                to={f.toDate}
                onChange={(end, v) => set(end === 'from' ? { fromDate: v } : { toDate: v })}
              />
            )}
            {has('months') && (
              <PeriodFilter
                from={f.fromMonth}
                to={f.toMonth}
                months={months}
                onChange={(end, v) => set(end === 'from' ? { fromMonth: v } : { toMonth: v })}
              />
            )}
            {has('status') && (
              <SelectFilter
                label="Статус"
                data={statusOptions}
                value={f.status === null ? null : String(f.status)}
                onChange={(v) => set({ status: v === null ? null : Number(v) })}
                maw={200}
                testId="reference-status"
              />
            )}
            {data?.columns.some((c) => c.key === 'name') && (
              <SearchFilter
                label="Дете"
                value={child}
                onChange={setChild}
                maw={220}
                testId="reference-child"
              />
            )}
          </Filters>
        }
        paging={{ clientPageSize: 100 }}
        query={table}
        rows={rows}
        getRowId={(r) => r.__id}
        columns={columns}
        rowProps={(r) => ({
          'data-testid': r.__totals ? 'reference-totals' : 'reference-row',
          'data-name': String(r.name ?? ''),
        })}
        empty={{ text: 'Няма данни за избраните филтри.', testId: 'reference-empty' }}
        regionLabel={screen.title}
        minWidth={Math.max(360, width)}
        testId="reference-table"
      />
    </Stack>
  );
}

const made = new Map<string, ComponentType>();

/** The page component of a reference screen by its slug (one component per screen, made once). */
export function referencePage(slug: string): ComponentType {
  const known = made.get(slug);
  if (known) return known;
  const screen = screenOf(slug);
  if (!screen) throw new Error(`no reference screen ${slug}`);
  const Page = () => <ReferenceView screen={screen} />;
  made.set(slug, Page);
  return Page;
}
