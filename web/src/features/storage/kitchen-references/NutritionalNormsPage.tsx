import { type KitchenAgeGroup, kitchenAgeGroupNames, kitchenAgeGroups } from '@gradina/shared/kitchen/meals';
import { Select, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { callApi } from '../../../api/client';
import { useRouteQuery } from '../../../api/query';
import type { ApiReply } from '../../../api/routes';
import { useKindergartenId } from '../../../app/auth/user-data';
import { formatDateDigits, sofiaDay } from '../../../ui/format/dates';
import { DateField } from '../../../ui/forms/DateField';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';
import { monthPeriod, ReferenceFrame } from './ReferenceFrame';
import { VerdictsTable } from './VerdictsTable';

type Report = ApiReply<'storage.nutritionalNormsReport'>;

const dayColumns: EntityColumn<Report['days'][number]>[] = [
  { id: 'date', header: 'Дата', cell: (d) => formatDateDigits(d.date), td: { fw: 600 } },
  { id: 'energy', header: 'Енергия', cell: (d) => `${Math.round(d.nutrition.energyKcal)} kcal` },
  {
    id: 'verdicts',
    header: 'Извън нормата',
    cell: (d) =>
      d.ok
        ? 'в норма'
        : d.verdicts
            .filter((v) => v.status !== 'ok')
            .map((v) => `${v.name}: ${v.text}`)
            .join('; '),
  },
];
const frequencyColumns: EntityColumn<Report['frequencies'][number]>[] = [
  { id: 'name', header: 'Група храни', cell: (f) => f.name, td: { fw: 600 } },
  { id: 'value', header: 'Поднесено', cell: (f) => `${f.value} (поне ${f.min})` },
  { id: 'text', header: 'Оценка', cell: (f) => f.text },
];

/** /storage/references/nutritional: what a child of an age group was served in a period, against the norms. */
export function NutritionalNormsPage() {
  const kindergartenId = useKindergartenId();
  const start = monthPeriod((sofiaDay(new Date()) ?? '2026-01-01').slice(0, 7));
  const [fromDate, setFrom] = useState<string>(start.fromDate);
  const [toDate, setTo] = useState<string>(sofiaDay(new Date()) ?? start.toDate);
  const [ageGroup, setAgeGroup] = useState<KitchenAgeGroup>(2);
  const query = { kindergartenId, fromDate, toDate, ageGroup };
  const report = useRouteQuery(
    'storage.nutritionalNormsReport',
    { query },
    { enabled: Boolean(kindergartenId) },
  );
  return (
    <ReferenceFrame
      title="Хранителни норми"
      intro="Поднесеното на едно дете по потвърдените калкулации спрямо нормите за дела от деня в детската градина."
      filters={
        <>
          <DateField
            label="От дата"
            value={fromDate}
            onChange={(v) => v && setFrom(v)}
            maw={170}
            data-testid="norms-from"
          />
          <DateField
            label="До дата"
            value={toDate}
            onChange={(v) => v && setTo(v)}
            maw={170}
            data-testid="norms-to"
          />
          <Select
            label="Възрастова група"
            data={kitchenAgeGroups.map((g) => ({ value: String(g), label: kitchenAgeGroupNames[g] }))}
            value={String(ageGroup)}
            onChange={(v) => v && setAgeGroup(Number(v) as KitchenAgeGroup)}
            allowDeselect={false}
            data-testid="norms-age-group"
          />
        </>
      }
      excel={() => callApi('storage.nutritionalNormsReportFile', { query })}
      testId="norms"
    >
      {report.data && <Text c="dimmed">Норми: {report.data.source}</Text>}
      <Title order={2} size="h4">
        Среден ден
      </Title>
      <VerdictsTable verdicts={report.data?.days.length ? report.data.average : []} testId="norms-average" />
      <Title order={2} size="h4">
        По дни
      </Title>
      <EntityTable
        columns={dayColumns}
        rows={report.data?.days}
        query={report}
        getRowId={(d) => d.date}
        empty={{
          text: 'Няма потвърдени калкулации за тази възраст през периода.',
          testId: 'norms-days-empty',
        }}
        minWidth={480}
        testId="norms-days"
      />
      <Title order={2} size="h4">
        Честота на хранителните групи
      </Title>
      <EntityTable
        columns={frequencyColumns}
        rows={report.data?.frequencies}
        query={report}
        getRowId={(f) => f.id}
        empty={{ text: 'Няма данни.', testId: 'norms-frequencies-empty' }}
        minWidth={420}
        testId="norms-frequencies"
      />
    </ReferenceFrame>
  );
}
