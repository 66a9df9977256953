import { Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { apiQuery } from '../../api/query';
import { formatDate } from '../../ui/format/dates';
import { Loading } from '../../ui/Loading';
import { QueryError } from '../../ui/QueryError';
import { BirthdaysList, ChildEvents, LatestBoardMessages, Section, UnreadCounters } from './dashboard-cards';
import { TodayMenu } from './TodayMenu';

/**
 * A parent's home: a picker over their children (parentDashboardModels) and the chosen child's group, the
 * group's birthdays this month and the upcoming events; then the board and the unread counters.
 */
export function ParentStatistics() {
  const dashboard = useQuery(apiQuery('communication.dashboard'));
  const [chosen, setChosen] = useState<string | null>(null);
  if (dashboard.isPending) return <Loading label="Зареждане на статистиката…" />;
  if (dashboard.isError) return <QueryError error={dashboard.error} />;
  const d = dashboard.data;
  const children = d.parentDashboardModels;
  const studentId = children.some((c) => c.studentId === chosen) ? chosen : (children[0]?.studentId ?? null);
  return (
    <Stack gap="lg" data-testid="home-statistics">
      {children.length === 0 ? (
        <Text c="dimmed" data-testid="home-no-children">
          Към профила ви няма свързани деца в тази детска градина.
        </Text>
      ) : (
        <Section title="Моето дете" testId="home-student">
          <Select
            label="Дете"
            data={children.map((c) => ({
              value: c.studentId,
              label: c.groupName ? `${c.studentName} (${c.groupName})` : c.studentName,
            }))}
            value={studentId}
            onChange={setChosen}
            allowDeselect={false}
            maw={420}
            data-testid="home-student-picker"
            comboboxProps={{ withinPortal: true }}
          />
          {studentId && <StudentDashboard studentId={studentId} />}
        </Section>
      )}
      <UnreadCounters badges={d.badges} />
      <Section title="Последни съобщения на таблото" testId="home-board">
        <LatestBoardMessages messages={d.messages} />
      </Section>
    </Stack>
  );
}

function StudentDashboard({ studentId }: { studentId: string }) {
  const student = useQuery(apiQuery('communication.studentDashboard', { path: { studentId } }));
  if (student.isPending) return <Loading />;
  if (student.isError) return <QueryError error={student.error} />;
  const s = student.data;
  return (
    <Stack gap="md" data-testid="home-student-dashboard" data-student-id={s.studentId}>
      <Group gap="xl">
        <Stack gap={0}>
          <Text fz="sm" c="dimmed">
            Група
          </Text>
          <Text fw={700} data-testid="home-student-group">
            {s.groupName || '—'}
          </Text>
        </Stack>
        <Stack gap={0}>
          <Text fz="sm" c="dimmed">
            Дата на раждане
          </Text>
          <Text fw={700} data-testid="home-student-birth-date">
            {formatDate(s.birthDate) || '—'}
          </Text>
        </Stack>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="xs" data-testid="home-birthdays">
          <Text fw={600}>Рождени дни в групата този месец</Text>
          <BirthdaysList birthdays={s.birthdays} showGroup={false} />
        </Stack>
        <Stack gap="xs" data-testid="home-events">
          <Text fw={600}>Предстоящи събития</Text>
          <ChildEvents events={s.upcomingEvents} />
        </Stack>
        {s.groupId && <TodayMenu groupId={s.groupId} />}
      </SimpleGrid>
    </Stack>
  );
}
