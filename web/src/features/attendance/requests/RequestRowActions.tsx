import { RequestStatus, Role } from '@gradina/shared';
import { Button } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { callApi } from '../../../api/client';
import type { ApiReply } from '../../../api/routes';
import { usePermissions } from '../../../app/auth/permissions';
import type { Msg } from '../../../ui/result-message';
import { invalidateRequests } from './queries';

export type AttendanceRequestRow = ApiReply<'attendance.applications'>['result'][number];

const decisions = [
  { status: RequestStatus.Approved, label: 'Одобри', color: 'green', testId: 'request-approve' },
  { status: RequestStatus.Rejected, label: 'Отхвърли', color: 'orange', testId: 'request-reject' },
] as const;

/**
 * A request's buttons: the director approves or rejects a pending one, anyone who filed it (or may act for
 * the child) withdraws it while it waits (`withdraw`: the list delete's button, which asks first), and the written notice prints.
 */
export function RequestRowActions({
  kindergartenId,
  row,
  msg,
  withdraw,
}: {
  kindergartenId: string;
  row: AttendanceRequestRow;
  msg: Msg;
  withdraw: (row: AttendanceRequestRow, testId: string) => ReactNode;
}) {
  const { is } = usePermissions();
  const client = useQueryClient();
  const decide = useMutation({
    mutationFn: (status: 1 | 2) =>
      callApi('attendance.decideRequest', {
        body: { kindergartenId, requestId: row.id, status },
      }),
    onSuccess: async (_, status) => {
      msg.ok(status === RequestStatus.Approved ? 'Заявлението е одобрено.' : 'Заявлението е отхвърлено.');
      await invalidateRequests(client);
    },
    onError: (error) => msg.fail(error),
  });
  const pending = row.status === RequestStatus.Pending;
  const manager = is(Role.Director, Role.Administrator);
  return (
    <>
      {pending &&
        manager &&
        decisions.map(({ status, label, color, testId }) => (
          <Button
            key={status}
            size="xs"
            variant="light"
            color={color}
            loading={decide.isPending && decide.variables === status}
            onClick={() => decide.mutate(status)}
            data-testid={testId}
          >
            {label}
          </Button>
        ))}
      <Button
        size="xs"
        variant="subtle"
        onClick={() =>
          callApi('attendance.requestForm', { path: { id: row.id }, query: { kindergartenId } }).catch((e) =>
            msg.fail(e),
          )
        }
        data-testid="request-print"
      >
        Печат
      </Button>
      {pending && withdraw(row, 'request-withdraw')}
    </>
  );
}
