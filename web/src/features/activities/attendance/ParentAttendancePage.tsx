import { Alert, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState } from 'react';
import { useKindergartenId } from '../../../app/auth/user-data';
import { MonthFilter, useMonthChoice } from '../../../ui/forms/MonthFilter';
import { Loading } from '../../../ui/Loading';
import { QueryError } from '../../../ui/QueryError';
import { ActivityAttendanceGrid } from './ActivityAttendanceGrid';
import { useActivityMonth, useParentActivities } from './queries';

/**
 * /activities/parents/attendances: a parent reads the month of their child's activities (their own child's
 * row only), choosing the child and one of its activities.
 */
export function ParentAttendancePage() {
  useDocumentTitle('Присъствия в дейностите | Градина');
  const kindergartenId = useKindergartenId() ?? '';
  const [ym, setYm] = useMonthChoice();
  const [childId, setChildId] = useState<string | null>(null);
  const [activityId, setActivityId] = useState<string | null>(null);
  const children = useParentActivities(kindergartenId);
  const child = children.data?.find((c) => c.studentId === childId) ?? children.data?.[0];
  const activity = child?.activities.find((a) => a.activityId === activityId) ?? child?.activities[0];
  const grid = useActivityMonth(kindergartenId, activity?.activityId ?? '', ym.year, ym.month);
  if (!kindergartenId) return <Alert color="yellow">Присъствията се водят в детска градина.</Alert>;
  const row = grid.data?.students[0];
  return (
    <Stack gap="md" data-testid="parent-activity-attendance-page">
      <Title order={1}>Присъствия в допълнителните дейности</Title>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label="Дете"
          data={(children.data ?? []).map((c) => ({ value: c.studentId, label: c.studentName }))}
          value={child?.studentId ?? null}
          onChange={(v) => {
            setChildId(v);
            setActivityId(null);
          }}
          allowDeselect={false}
          w={220}
          data-testid="parent-attendance-child"
        />
        <Select
          label="Дейност"
          data={(child?.activities ?? []).map((a) => ({ value: a.activityId, label: a.activityName }))}
          value={activity?.activityId ?? null}
          onChange={setActivityId}
          allowDeselect={false}
          w={240}
          data-testid="parent-attendance-activity"
        />
        <MonthFilter value={ym} onChange={setYm} testId="parent-attendance" />
      </Group>
      <Card withBorder padding="sm">
        {children.isPending || (activity && grid.isPending) ? (
          <Loading />
        ) : children.isError ? (
          <QueryError error={children.error} onRetry={() => void children.refetch()} />
        ) : !activity ? (
          <Text c="dimmed" data-testid="parent-attendance-empty">
            Детето не участва в допълнителни дейности.
          </Text>
        ) : grid.isError || !grid.data ? (
          <QueryError error={grid.error} onRetry={() => void grid.refetch()} />
        ) : (
          <Stack gap="xs">
            {row && (
              <Text data-testid="parent-attendance-summary">
                Присъствал {row.presentDays}, отсъствал {row.absentDays} от {grid.data.sessionDays.length}{' '}
                занимания.
              </Text>
            )}
            <ActivityAttendanceGrid grid={grid.data} testId="parent-activity-grid" />
          </Stack>
        )}
      </Card>
    </Stack>
  );
}
