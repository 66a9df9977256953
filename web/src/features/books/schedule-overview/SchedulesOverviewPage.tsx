import { Stack } from '@mantine/core';
import { PageHeader, useRowActions } from '../../../ui/page';
import { ScheduleList, type ScheduleRow } from './ScheduleList';

/**
 * /schedule: the weekly schedules a parent (their children's groups) or a teacher reads, each opening on the
 * group's week.
 */
export function SchedulesOverviewPage() {
  const rowActions = useRowActions<ScheduleRow>('WeeklySchedules', {
    open: (s) => `/schedule/${s.groupId}/${s.id}`,
    testId: 'schedule',
  });
  return (
    <Stack data-testid="schedules-overview-page">
      <PageHeader
        title="Седмично разписание"
        intro="Педагогическите ситуации, дейностите и почивките на групата за всеки ден от седмицата."
      />
      <ScheduleList rowActions={rowActions} testId="schedules-overview" />
    </Stack>
  );
}
