import type { AbsenceType } from '@gradina/shared';
import { Alert, Badge } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { callApi } from '../../../api/client';
import { useKindergartenId } from '../../../app/auth/user-data';
import { useListDelete } from '../../../ui/delete/useConfirmDelete';
import { formatDate } from '../../../ui/format/dates';
import { requestStatusOptions } from '../../../ui/format/labels';
import { ListPage } from '../../../ui/page';
import { useMessage } from '../../../ui/result-message';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';
import { usePagedRouteQuery } from '../../../ui/table/paged-query';
import { StatusFilter } from '../StatusFilter';
import { invalidateRequests } from './queries';
import { type AttendanceRequestRow, RequestRowActions } from './RequestRowActions';

const statusColors = ['yellow', 'green', 'red'] as const;
/** RequestStatus 0-2 as one request reads. */
export const requestStatusLabels = ['Чака решение', 'Одобрено', 'Отхвърлено'] as const;
const pageSize = 20;

export const statusBadge = (r: AttendanceRequestRow) => (
  <Badge color={statusColors[r.status] ?? 'gray'} variant="light" data-testid="request-status">
    {requestStatusLabels[r.status] ?? ''}
  </Badge>
);

/** The columns every kind of request starts with: the child, by name, and its group. */
export const childColumns: EntityColumn<AttendanceRequestRow>[] = [
  {
    id: 'child',
    header: 'Дете',
    cell: (r) => r.studentName,
    sortText: (r) => r.studentName,
    td: { fw: 600 },
  },
  { id: 'group', header: 'Група', cell: (r) => r.groupName },
];

/**
 * A list of one kind of request (family reason or summer) for the caller: a parent's own children, a
 * teacher's groups, the director's whole kindergarten; filter by state, decide, withdraw, print. `extra`
 * goes below the list (the summer head count).
 */
export function RequestsPage({
  absenceType,
  title,
  intro,
  createPath,
  createLabel,
  columns,
  extra,
  testId,
}: {
  absenceType: AbsenceType;
  title: string;
  intro: string;
  createPath: string;
  createLabel: string;
  columns: EntityColumn<AttendanceRequestRow>[];
  extra?: (kindergartenId: string) => ReactNode;
  testId: string;
}) {
  const client = useQueryClient();
  const kindergartenId = useKindergartenId();
  const [status, setStatus] = useState<string | null>(null);
  const paged = usePagedRouteQuery(
    'attendance.applications',
    { kindergartenId: kindergartenId ?? '', absenceType, status: status ? Number(status) : undefined },
    { testId: 'requests', pageSize, enabled: Boolean(kindergartenId) },
  );
  const msg = useMessage();
  const withdraw = useListDelete<AttendanceRequestRow>({
    remove: (r) => callApi('attendance.deleteRequest', { path: { id: r.id } }),
    msg,
    refresh: () => invalidateRequests(client),
    deletedText: () => 'Заявлението е оттеглено.',
    refusedText: 'Заявлението не беше оттеглено.',
    title: 'Оттегляне на заявление',
    question: (r) =>
      `Да бъде ли оттеглено заявлението за ${r.studentName} (${formatDate(r.fromDate)} – ${formatDate(r.toDate)})?`,
    testId: 'request-withdraw',
    buttonLabel: 'Оттегли',
  });

  if (!kindergartenId) return <Alert color="yellow">Заявленията се подават в детска градина.</Alert>;

  return (
    <ListPage
      title={title}
      intro={intro}
      action={{
        resource: 'AttendanceRequests',
        label: createLabel,
        to: createPath,
        testId: 'request-create',
      }}
      remove={withdraw}
      testId={testId}
      messageTestId="requests"
    >
      <EntityTable<AttendanceRequestRow>
        filters={
          <StatusFilter
            data={requestStatusOptions}
            value={status}
            onChange={paged.filter(setStatus)}
            testId="requests-status"
          />
        }
        {...paged.table}
        columns={columns}
        rowProps={(r) => ({ 'data-testid': 'request-row', 'data-child': r.studentName })}
        rowActions={(r) => (
          <RequestRowActions kindergartenId={kindergartenId} row={r} msg={msg} withdraw={withdraw.button} />
        )}
        empty={{ text: 'Няма заявления в тази учебна година.', testId: 'requests-empty' }}
        minWidth={820}
        testId="requests-table"
      />
      {extra?.(kindergartenId)}
    </ListPage>
  );
}
