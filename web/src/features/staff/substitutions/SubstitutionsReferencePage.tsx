import { Alert, Stack, Text } from '@mantine/core';
import { MonthFilter } from '../../../ui/forms/MonthFilter';
import { ListPage } from '../../../ui/page';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';
import { useMonthSubstitutions } from './queries';
import { ReferencesNav } from './ReferencesNav';
import type { SubstitutionRow } from './SubstitutionsPage';

/** One teacher's month of substitutions: as substitute and as the one replaced. */
export interface TeacherSummary {
  id: string;
  name: string;
  substitutions: number;
  days: number;
  hours: number;
  replacedHours: number;
}

/** Sums a month's substitutions per teacher (both sides), by name. */
export function summarize(rows: readonly SubstitutionRow[]): TeacherSummary[] {
  const byId = new Map<string, TeacherSummary>();
  const of = (id: string, name: string) => {
    const known = byId.get(id);
    if (known) return known;
    const fresh = { id, name, substitutions: 0, days: 0, hours: 0, replacedHours: 0 };
    byId.set(id, fresh);
    return fresh;
  };
  for (const s of rows) {
    const sub = of(s.substituteId, s.substituteName);
    sub.substitutions += 1;
    sub.days += s.dates.length;
    sub.hours += s.hours;
    of(s.absentTeacherId, s.absentTeacherName).replacedHours += s.hours;
  }
  const collator = new Intl.Collator('bg', { sensitivity: 'base' });
  return [...byId.values()].sort((a, b) => collator.compare(a.name, b.name));
}

const columns: EntityColumn<TeacherSummary>[] = [
  { id: 'name', header: 'Служител', cell: (t) => t.name, td: { fw: 600 } },
  { id: 'count', header: 'Замествания', cell: (t) => t.substitutions },
  { id: 'days', header: 'Дни', cell: (t) => t.days },
  { id: 'hours', header: 'Часа заместване', cell: (t) => t.hours },
  { id: 'replaced', header: 'Заместван (часа)', cell: (t) => t.replacedHours },
];

/** /staff/references/substitutions: a month's substitutions summed per teacher. */
export function SubstitutionsReferencePage() {
  const { kindergartenId, month, setMonth, list } = useMonthSubstitutions();
  if (!kindergartenId) return <Alert color="yellow">Справките се виждат в детска градина.</Alert>;
  const rows = list.data ? summarize(list.data.result) : undefined;
  const total = list.data?.result.reduce((n, s) => n + s.hours, 0) ?? 0;

  return (
    <ListPage
      title="Справка замествания"
      intro="Заместванията на месеца по служители: колко пъти, в колко дни и колко часа."
      maw={1000}
      testId="substitutions-reference"
    >
      <ReferencesNav />
      <EntityTable<TeacherSummary>
        filters={
          <Stack gap="xs">
            <MonthFilter value={month} onChange={setMonth} testId="substitutions-reference" />
            {list.data && (
              <Text size="sm" data-testid="substitutions-reference-total">
                Замествания: {list.data.rowsCount} · Часа: {total}
              </Text>
            )}
          </Stack>
        }
        paging={{ clientPageSize: 50 }}
        query={list}
        rows={rows}
        columns={columns}
        rowProps={(t) => ({ 'data-testid': 'substitutions-reference-row', 'data-name': t.name })}
        empty="Няма замествания през този месец."
        minWidth={640}
      />
    </ListPage>
  );
}
