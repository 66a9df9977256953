import { ageGroupNames } from '@gradina/shared/books/weekly-norm';
import { Group, Stack, Text } from '@mantine/core';
import { useParams } from 'react-router';
import { useRouteQuery } from '../../../api/query';
import { useUserData } from '../../../app/auth/user-data';
import { formatDate } from '../../../ui/format/dates';
import { Loading } from '../../../ui/Loading';
import { PageHeader } from '../../../ui/page';
import { QueryError } from '../../../ui/QueryError';
import { EmptyState } from '../../../ui/table/table-states';
import { NormBadge } from './ScheduleList';
import { WeekView } from './WeekView';

/**
 * /schedule/{groupId}/{id?}: one group's week as its parents and teachers read it: the schedule named, or
 * without one the schedule in force today.
 */
export function GroupSchedulePage() {
  const { groupId = '', id } = useParams();
  const user = useUserData();
  const kindergartenId = user.kindergartens.find((k) => k.isSelected)?.id ?? '';
  const named = useRouteQuery(
    'planning.weeklySchedule',
    { path: { id: id ?? '' } },
    { enabled: Boolean(id) },
  );
  const current = useRouteQuery(
    'planning.groupWeeklySchedule',
    { path: { groupId }, query: { kindergartenId } },
    { enabled: !id && Boolean(groupId && kindergartenId) },
  );
  const query = id ? named : current;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data === undefined) return <Loading />;
  const schedule = query.data;
  if (!schedule)
    return (
      <Stack>
        <PageHeader title="Седмично разписание" />
        <EmptyState text="Групата още няма седмично разписание." testId="group-schedule-empty" />
      </Stack>
    );
  return (
    <Stack data-testid="group-schedule-page">
      <PageHeader title={`Седмично разписание на ${schedule.groupName}`} intro={schedule.name || undefined} />
      <Group gap="md">
        <Text>В сила от {formatDate(schedule.validFrom)}</Text>
        <Text>{ageGroupNames[schedule.ageGroup as 1] ?? ''}</Text>
        <NormBadge situations={schedule.situations} required={schedule.required} />
      </Group>
      <WeekView schedule={schedule} />
    </Stack>
  );
}
