import { Select, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useRouteQuery } from '../../api/query';
import type { ApiReply } from '../../api/routes';
import { formatDate } from '../../ui/format/dates';
import { type EntityColumn, EntityTable } from '../../ui/table/EntityTable';

type Row = ApiReply<'neispuo.overview'>[number];

const columns: EntityColumn<Row>[] = [
  { id: 'kindergarten', header: 'Детска градина', cell: (r) => r.kindergartenName, td: { fw: 600 } },
  { id: 'institution', header: 'Код по НЕИСПУО', cell: (r) => r.institutionId },
  { id: 'books', header: 'Дневници', cell: (r) => r.classBooks },
  { id: 'waiting', header: 'Чакат', cell: (r) => r.waiting },
  { id: 'accepted', header: 'Приети', cell: (r) => r.accepted },
  { id: 'refused', header: 'Отказани', cell: (r) => r.refused },
  { id: 'unmatched', header: 'Без ЛИН', cell: (r) => r.unmatched },
  { id: 'notices', header: 'Медицински бележки от НЗИС', cell: (r) => r.medicalNotices },
  { id: 'connected', header: 'Свързана на', cell: (r) => formatDate(r.connectedAt.slice(0, 10)) },
];

/**
 * The Master's view of НЕИСПУО (/admin/neispuo/attendances): every connected kindergarten of a school year,
 * its class books, this month's records by state and the medical notices received from НЗИС.
 */
export function MasterOverview() {
  const years = useRouteQuery('neispuo.schoolYears');
  const [schoolYear, setSchoolYear] = useState<string | null>(null);
  const chosen = schoolYear ?? (years.data?.[0] ? String(years.data[0].schoolYear) : null);
  const overview = useRouteQuery(
    'neispuo.overview',
    { query: chosen ? { schoolYear: Number(chosen) } : {} },
    { enabled: years.isSuccess },
  );
  return (
    <Stack gap="md" data-testid="neispuo-overview">
      <Title order={2}>Синхронизация с НЕИСПУО</Title>
      <Select
        label="Учебна година"
        data={(years.data ?? []).map((y) => ({
          value: String(y.schoolYear),
          label: `${y.name} (${y.kindergartens} градини)`,
        }))}
        value={chosen}
        onChange={setSchoolYear}
        maw={280}
        data-testid="neispuo-overview-year"
      />
      <EntityTable
        query={overview}
        rows={overview.data}
        getRowId={(r) => r.kindergartenId}
        columns={columns}
        empty={{ text: 'Няма детски градини, свързани с НЕИСПУО за учебната година' }}
        minWidth={900}
        testId="neispuo-overview-table"
      />
    </Stack>
  );
}
