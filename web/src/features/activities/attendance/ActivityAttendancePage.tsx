import { Alert, Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../../api/client';
import { useKindergartenId } from '../../../app/auth/user-data';
import { useActivityOptions } from '../../../ui/fields';
import { plural } from '../../../ui/format/numbers';
import { MonthFilter, useMonthChoice } from '../../../ui/forms/MonthFilter';
import { Loading } from '../../../ui/Loading';
import { QueryError } from '../../../ui/QueryError';
import { MessageAlert, useMessage } from '../../../ui/result-message';
import { ActivityAttendanceGrid } from './ActivityAttendanceGrid';
import { invalidateActivityMonth, invalidateActivityOptions, useActivityMonth } from './queries';

/** A click moves a cell on: not marked → present → absent → not marked. */
const nextMark = (mark: number | null) => (mark === null ? 1 : mark === 1 ? 2 : null);

/**
 * /activities/attendances: an activity's month grid for its teacher and the managers (others read it).
 * A click marks a cell; "Попълни от присъствието" fills the unmarked days from the kindergarten's
 * attendance (present there: present; absent: absent) and changes no mark made.
 */
export function ActivityAttendancePage() {
  useDocumentTitle('Присъствия в допълнителни дейности | Градина');
  const client = useQueryClient();
  const msg = useMessage();
  const kindergartenId = useKindergartenId() ?? '';
  const [ym, setYm] = useMonthChoice();
  const [chosen, setChosen] = useState<string | null>(null);
  const activities = useActivityOptions();
  const activityId = chosen ?? activities.options[0]?.value ?? '';
  const grid = useActivityMonth(kindergartenId, activityId, ym.year, ym.month);
  const mark = useMutation({
    mutationFn: (cell: { studentId: string; date: string; mark: number | null }) =>
      callApi('activities.markActivityAttendance', {
        body: {
          kindergartenId,
          activityId,
          ...ym,
          marks: [
            {
              studentId: cell.studentId,
              day: Number(cell.date.slice(8)),
              mark: nextMark(cell.mark) as 1 | 2 | null,
            },
          ],
        },
      }),
    onSuccess: () => invalidateActivityMonth(client),
    onError: (error) => msg.fail(error),
  });
  const autofill = useMutation({
    mutationFn: () =>
      callApi('activities.autofillActivityAttendance', { body: { kindergartenId, activityId, ...ym } }),
    onSuccess: async (reply) => {
      msg.ok(
        reply.filled === 0
          ? 'Няма неотбелязани дни с отметка в дневника на групата.'
          : `Попълнени ${plural(reply.filled, 'клетка', 'клетки')} от присъствието в детската градина.`,
      );
      await invalidateActivityMonth(client);
    },
    onError: (error) => msg.fail(error),
  });
  if (!kindergartenId) return <Alert color="yellow">Присъствията се водят в детска градина.</Alert>;
  const canMark = grid.data?.canMark ?? false;
  return (
    <Stack gap="md" data-testid="activity-attendance-page">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>Присъствия в допълнителни дейности</Title>
          <Text c="dimmed">Щракнете клетка: присъствал, отсъствал, неотбелязан.</Text>
        </Stack>
        {canMark && (
          <Button
            loading={autofill.isPending}
            onClick={() => autofill.mutate()}
            data-testid="activity-autofill"
          >
            Попълни от присъствието
          </Button>
        )}
      </Group>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label="Дейност"
          data={activities.options}
          value={activityId || null}
          onChange={setChosen}
          allowDeselect={false}
          searchable
          nothingFoundMessage="Няма дейности"
          w={260}
          data-testid="activity-attendance-activity"
        />
        <MonthFilter value={ym} onChange={setYm} testId="activity-attendance" />
      </Group>
      <MessageAlert msg={msg} testId="activity-attendance-message" errorTestId="activity-attendance-error" />
      <Card withBorder padding="sm">
        {activities.isPending || (activityId && grid.isPending) ? (
          <Loading />
        ) : activities.error ? (
          <QueryError error={activities.error} onRetry={() => invalidateActivityOptions(client)} />
        ) : !activityId ? (
          <Text c="dimmed" data-testid="activity-attendance-empty">
            В детската градина няма допълнителни дейности.
          </Text>
        ) : grid.isError || !grid.data ? (
          <QueryError error={grid.error} onRetry={() => void grid.refetch()} />
        ) : grid.data.students.length === 0 ? (
          <Text c="dimmed" data-testid="activity-attendance-no-children">
            През месеца в дейността няма записани деца.
          </Text>
        ) : (
          <ActivityAttendanceGrid
            grid={grid.data}
            onCell={canMark ? (studentId, date, m) => mark.mutate({ studentId, date, mark: m }) : undefined}
            testId="activity-grid"
          />
        )}
      </Card>
    </Stack>
  );
}
