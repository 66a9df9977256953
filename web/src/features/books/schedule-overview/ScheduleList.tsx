import type { scheduleRow } from '@gradina/shared/manifest/routes/planning/weekly-schedule';
import { Badge } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import type { z } from 'zod';
import { useRouteQuery } from '../../../api/query';
import { useUserData } from '../../../app/auth/user-data';
import { formatDate } from '../../../ui/format/dates';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';
import { Filters, SearchFilter, usePaging } from '../../../ui/table/list-controls';

export type ScheduleRow = z.infer<typeof scheduleRow>;

/** The week's pedagogical situations against the norm, as the lists and the schedule's page show them. */
export function NormBadge({ situations, required }: { situations: number; required: number }) {
  return (
    <Badge variant="light" color={situations >= required ? 'green' : 'red'} data-testid="schedule-norm">
      {situations} от поне {required} ситуации
    </Badge>
  );
}

const columns: EntityColumn<ScheduleRow>[] = [
  { id: 'group', header: 'Група', cell: (s) => s.groupName, td: { fw: 600 } },
  { id: 'name', header: 'Наименование', cell: (s) => s.name },
  { id: 'validFrom', header: 'В сила от', cell: (s) => formatDate(s.validFrom) },
  {
    id: 'norm',
    header: 'Седмично',
    cell: (s) => <NormBadge situations={s.situations} required={s.required} />,
  },
];

/**
 * The groups' weekly schedules the user may read (the API narrows a teacher's and a parent's), newest first,
 * searched by group; `rowActions` open the schedule (and, for a manager, edit or delete it).
 */
export function ScheduleList({
  rowActions,
  testId,
}: {
  rowActions: ((row: ScheduleRow) => ReactNode) | undefined;
  testId: string;
}) {
  const user = useUserData();
  const kindergartenId = user.kindergartens.find((k) => k.isSelected)?.id ?? '';
  const [search, setSearch] = useState('');
  const paging = usePaging(testId, 50);
  const list = useRouteQuery(
    'planning.weeklyScheduleOverview',
    {
      query: {
        kindergartenId,
        ...(search ? { NameSearchTerm: search } : {}),
        OrderByColumn: 'validFrom',
        OrderByDescending: 'true',
        ...paging.query,
      },
    },
    { enabled: Boolean(kindergartenId) },
  );
  return (
    <EntityTable<ScheduleRow>
      filters={
        <Filters>
          <SearchFilter value={search} onChange={paging.filter(setSearch)} testId={`${testId}-search`} />
        </Filters>
      }
      paging={paging}
      query={list}
      columns={columns}
      rowProps={(s) => ({ 'data-testid': 'schedule-row', 'data-group': s.groupName })}
      rowActions={rowActions}
      empty={{ text: 'Все още няма седмични разписания.', testId: `${testId}-empty` }}
      minWidth={560}
      testId={`${testId}-table`}
    />
  );
}
