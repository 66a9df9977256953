import { Badge } from '@mantine/core';
import type { ApiReply } from '../../../api/routes';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';

type Verdict = ApiReply<'storage.nutritionalNormsReport'>['average'][number];

const amount = (v: number | null, unit: string) =>
  v === null ? '—' : `${v.toLocaleString('bg-BG')} ${unit === 'kcal' ? 'kcal' : 'г'}`;

const columns: EntityColumn<Verdict>[] = [
  { id: 'name', header: 'Показател', cell: (v) => v.name, td: { fw: 600 } },
  { id: 'norm', header: 'Норма', cell: (v) => `${amount(v.min, v.unit)} – ${amount(v.max, v.unit)}` },
  { id: 'value', header: 'Поднесено', cell: (v) => amount(v.value, v.unit) },
  {
    id: 'verdict',
    header: 'Оценка',
    cell: (v) => (
      <Badge variant="light" color={v.status === 'ok' ? 'green' : 'orange'}>
        {v.text}
      </Badge>
    ),
  },
];

/** A day's (or the average day's) nutrients against the norms, in the plain words of the check. */
export function VerdictsTable({
  verdicts,
  testId,
}: {
  verdicts: readonly Verdict[] | undefined;
  testId: string;
}) {
  return (
    <EntityTable<Verdict>
      rows={verdicts}
      getRowId={(v) => v.nutrient}
      columns={columns}
      rowProps={(v) => ({ 'data-testid': `${testId}-row`, 'data-status': v.status })}
      empty={{ text: 'Няма потвърдени калкулации за тази възраст през периода.', testId: `${testId}-empty` }}
      minWidth={480}
      testId={testId}
    />
  );
}
