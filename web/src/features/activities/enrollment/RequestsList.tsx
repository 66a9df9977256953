import { ActivityEnrollmentStatus, Role } from '@gradina/shared';
import type { EnrollmentRequest } from '@gradina/shared/manifest/routes/activities/enrollment';
import { enrollmentStatusNames } from '@gradina/shared/manifest/routes/activities/enrollment';
import { Badge, Button, Select } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../../api/client';
import { useRouteMutation } from '../../../api/query';
import { usePermissions } from '../../../app/auth/permissions';
import { useListDelete } from '../../../ui/delete/useConfirmDelete';
import { formatDate } from '../../../ui/format/dates';
import { MessageAlert, useMessage } from '../../../ui/result-message';
import { ActivityFilter } from '../../../ui/table/activity-filter';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';
import { usePaging } from '../../../ui/table/list-controls';
import { childActivityColumns } from './ChildActivityFields';
import { invalidateEnrollment, useEnrollmentRequests } from './queries';

const pageSize = 20;
const statusColors: Record<number, string> = { 1: 'yellow', 2: 'green', 3: 'red' };
const statusOptions = [0, 1, 2, 3].map((s) => ({ value: String(s), label: enrollmentStatusNames[s] ?? '' }));

const columns: EntityColumn<EnrollmentRequest>[] = [
  ...childActivityColumns(),
  { id: 'from', header: 'От дата', cell: (r) => formatDate(r.fromDate) },
  {
    id: 'status',
    header: 'Състояние',
    cell: (r) => (
      <Badge color={statusColors[r.status] ?? 'gray'} variant="light" data-testid="enrollment-status">
        {enrollmentStatusNames[r.status] ?? ''}
      </Badge>
    ),
  },
  { id: 'by', header: 'Подадено от', cell: (r) => r.requestedByName },
  { id: 'note', header: 'Бележка', cell: (r) => r.note ?? '' },
];

/**
 * The enrolment requests the caller may see (a parent's own children's, the staff's all), filtered by
 * state (`initialStatus`: the staff's waiting ones, or every state) and activity; the director approves or
 * cancels a waiting one, its parent withdraws it, anyone prints it.
 */
export function RequestsList({
  kindergartenId,
  initialStatus,
}: {
  kindergartenId: string;
  initialStatus: number;
}) {
  const { is } = usePermissions();
  const manager = is(Role.Director, Role.Administrator);
  const client = useQueryClient();
  const msg = useMessage();
  const [status, setStatus] = useState(String(initialStatus));
  const [activityId, setActivityId] = useState<string | null>(null);
  const pages = usePaging('enrollment', pageSize);
  const list = useEnrollmentRequests(
    kindergartenId,
    { status: Number(status), activityId: activityId ?? undefined },
    pages.page,
    pageSize,
  );
  const decide = useRouteMutation('activities.changeEnrollmentRequestStatus', {
    refresh: invalidateEnrollment,
    onSuccess: (_, { body }) =>
      msg.ok(
        body.status === ActivityEnrollmentStatus.Approved
          ? 'Детето е записано в дейността.'
          : 'Заявлението е отказано.',
      ),
    onError: (error) => msg.fail(error),
  });
  const decideOn = (row: EnrollmentRequest, to: 2 | 3) =>
    decide.mutate({ body: { kindergartenId, id: row.id, status: to, version: row.version } });
  const withdraw = useListDelete<EnrollmentRequest>({
    remove: (r) => callApi('activities.deleteEnrollmentRequest', { path: { id: r.id } }),
    msg,
    refresh: () => invalidateEnrollment(client),
    deletedText: () => 'Заявлението е оттеглено.',
    refusedText: 'Заявлението не беше оттеглено.',
    title: 'Оттегляне на заявление',
    question: (r) => `Да бъде ли оттеглено заявлението за ${r.studentName} в „${r.activityName}“?`,
    testId: 'enrollment-withdraw',
    buttonLabel: 'Оттегли',
  });
  const waiting = (r: EnrollmentRequest) => r.status === ActivityEnrollmentStatus.Waiting;
  return (
    <>
      <MessageAlert msg={msg} testId="enrollment-message" errorTestId="enrollment-error" />
      <EntityTable<EnrollmentRequest>
        filters={
          <>
            <Select
              label="Състояние"
              data={statusOptions}
              value={status}
              onChange={(v) => {
                setStatus(v ?? '0');
                pages.first();
              }}
              allowDeselect={false}
              maw={220}
              data-testid="enrollment-filter-status"
            />
            {!is(Role.Parent) && (
              <ActivityFilter
                value={activityId}
                onChange={(v) => {
                  setActivityId(v);
                  pages.first();
                }}
                searchable
                w="auto"
                maw={260}
                testId="enrollment-filter-activity"
              />
            )}
          </>
        }
        paging={pages}
        query={list}
        columns={columns}
        rowProps={(r) => ({ 'data-testid': 'enrollment-row', 'data-child': r.studentName })}
        rowActions={(r) => (
          <>
            {waiting(r) && manager && (
              <>
                <Button
                  size="xs"
                  variant="light"
                  color="green"
                  loading={
                    decide.isPending &&
                    decide.variables?.body.id === r.id &&
                    decide.variables.body.status === 2
                  }
                  onClick={() => decideOn(r, ActivityEnrollmentStatus.Approved)}
                  data-testid="enrollment-approve"
                >
                  Одобри
                </Button>
                <Button
                  size="xs"
                  variant="light"
                  color="orange"
                  onClick={() => decideOn(r, ActivityEnrollmentStatus.Canceled)}
                  data-testid="enrollment-cancel"
                >
                  Откажи
                </Button>
              </>
            )}
            <Button
              size="xs"
              variant="subtle"
              onClick={() =>
                callApi('activities.enrollmentRequestExport', {
                  path: { id: r.id },
                  query: { kindergartenId },
                }).catch((e) => msg.fail(e))
              }
              data-testid="enrollment-print"
            >
              Печат
            </Button>
            {waiting(r) && is(Role.Parent) && withdraw.button(r, 'enrollment-withdraw')}
          </>
        )}
        empty={{ text: 'Няма заявления.', testId: 'enrollment-empty' }}
        minWidth={820}
        testId="enrollment-table"
      />
      {withdraw.modal}
    </>
  );
}
