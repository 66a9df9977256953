import { type KitchenAgeGroup, kitchenAgeGroupNames, kitchenAgeGroups } from '@gradina/shared/kitchen/meals';
import { Select, Text } from '@mantine/core';
import { useState } from 'react';
import { callApi } from '../../../api/client';
import { useRouteQuery } from '../../../api/query';
import type { ApiReply } from '../../../api/routes';
import { useKindergartenId } from '../../../app/auth/user-data';
import { formatDateDigits } from '../../../ui/format/dates';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';
import { PeriodFilter, ReferenceFrame, Titled, usePeriod } from './ReferenceFrame';
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
  const period = usePeriod();
  const [ageGroup, setAgeGroup] = useState<KitchenAgeGroup>(2);
  const query = { kindergartenId, fromDate: period.fromDate, toDate: period.toDate, ageGroup };
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
          <PeriodFilter period={period} testId="norms" />
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
      <Titled title="Среден ден">
        <VerdictsTable
          verdicts={report.data?.days.length ? report.data.average : []}
          testId="norms-average"
        />
      </Titled>
      <Titled title="По дни">
        <EntityTable
          query={report}
          rows={report.data?.days}
          getRowId={(d) => d.date}
          columns={dayColumns}
          empty={{
            text: 'Няма потвърдени калкулации за тази възраст през периода.',
            testId: 'norms-days-empty',
          }}
          minWidth={480}
          testId="norms-days"
        />
      </Titled>
      <Titled title="Честота на хранителните групи">
        <EntityTable
          query={report}
          rows={report.data?.frequencies}
          getRowId={(f) => f.id}
          columns={frequencyColumns}
          empty={{ text: 'Няма данни.', testId: 'norms-frequencies-empty' }}
          minWidth={420}
          testId="norms-frequencies"
        />
      </Titled>
    </ReferenceFrame>
  );
}
