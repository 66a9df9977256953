import { AbsenceType, Role } from '@gradina/shared';
import { NumberInput, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useRouteQuery } from '../../../api/query';
import { usePermissions } from '../../../app/auth/permissions';
import { formatDate } from '../../../ui/format/dates';
import { Loading } from '../../../ui/Loading';
import { QueryError } from '../../../ui/QueryError';
import type { EntityColumn } from '../../../ui/table/EntityTable';
import type { AttendanceRequestRow } from './RequestRowActions';
import { childColumns, RequestsPage, statusBadge } from './RequestsPage';

const columns: EntityColumn<AttendanceRequestRow>[] = [
  ...childColumns,
  { id: 'summer', header: 'Лято', cell: (r) => r.fromDate.slice(0, 4) },
  {
    id: 'weeks',
    header: 'Седмици с посещение',
    cell: (r) =>
      r.attendingWeeks.length > 0 ? r.attendingWeeks.map((w) => formatDate(w)).join(', ') : 'няма',
  },
  { id: 'status', header: 'Състояние', cell: statusBadge },
];

/** The expected children of each working day of a summer, from the declarations (staff only). */
export function SummerHeadCounts({
  kindergartenId,
  initialYear,
}: {
  kindergartenId: string;
  initialYear: number;
}) {
  const [year, setYear] = useState(initialYear);
  const counts = useRouteQuery('attendance.summerHeadCounts', { query: { kindergartenId, year } });
  const withChildren = counts.data?.days.filter((d) => d.expected > 0) ?? [];
  return (
    <Stack gap="xs" data-testid="summer-counts">
      <Title order={2} fz="h4">
        Очакван брой деца по дни
      </Title>
      <NumberInput
        label="Лято на година"
        value={year}
        min={2000}
        max={2099}
        onChange={(v) => typeof v === 'number' && setYear(v)}
        maw={180}
        data-testid="summer-counts-year"
      />
      {counts.isPending && <Loading />}
      {counts.isError && <QueryError error={counts.error} />}
      {counts.data && withChildren.length === 0 && (
        <Text c="dimmed" data-testid="summer-counts-empty">
          Няма подадени декларации за това лято.
        </Text>
      )}
      {withChildren.length > 0 && (
        <Table withTableBorder striped maw={560}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Дата</Table.Th>
              <Table.Th>Деца</Table.Th>
              <Table.Th>По групи</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {withChildren.map((d) => (
              <Table.Tr key={d.date} data-testid="summer-count" data-date={d.date}>
                <Table.Td>{formatDate(d.date)}</Table.Td>
                <Table.Td data-testid="summer-count-expected">{d.expected}</Table.Td>
                <Table.Td>{d.groups.map((g) => `${g.groupName}: ${g.expected}`).join(', ')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

/** The summer of the coming June: this year's until September, next year's after it. */
export const comingSummer = (today = new Date()) => today.getFullYear() + (today.getMonth() >= 8 ? 1 : 0);

/**
 * /attendances/applications/summer-attendances: the parents' summer declarations, and for the staff the
 * children expected each day (the kitchen plans from it).
 */
export function SummerPage() {
  const { is } = usePermissions();
  return (
    <RequestsPage
      absenceType={AbsenceType.Attendance}
      title="Лятно посещение"
      intro="Родителите декларират за всяка седмица от юни до средата на септември дали детето ще посещава детската градина."
      createPath="/attendances/applications/summer-attendances/create"
      createLabel="Нова декларация"
      columns={columns}
      extra={(kindergartenId) =>
        is(Role.Parent) ? null : (
          <SummerHeadCounts kindergartenId={kindergartenId} initialYear={comingSummer()} />
        )
      }
      testId="summer"
    />
  );
}
