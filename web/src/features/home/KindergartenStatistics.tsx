import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { apiQuery } from '../../api/query';
import { Loading } from '../../ui/Loading';
import { QueryError } from '../../ui/QueryError';
import {
  BirthdaysList,
  LatestBoardMessages,
  Section,
  StatCard,
  StatGrid,
  UnreadCounters,
  UpcomingEvents,
} from './dashboard-cards';
import { OccupancyCard } from './OccupancyCard';

// The charts library is large: it loads with the first chart, not with the home page.
const ChildrenPerGroupChart = lazy(async () => ({
  default: (await import('./ChildrenPerGroupChart')).ChildrenPerGroupChart,
}));

/** The staff's home statistics: the kindergarten's children, groups, birthdays, events, board and unread. */
export function KindergartenStatistics() {
  const dashboard = useQuery(apiQuery('communication.dashboard'));
  if (dashboard.isPending) return <Loading label="Зареждане на статистиката…" />;
  if (dashboard.isError) return <QueryError error={dashboard.error} />;
  const d = dashboard.data;
  const today = d.birthdayStudents.filter((b) => b.isToday).length;
  return (
    <Stack gap="lg" data-testid="home-statistics">
      <StatGrid>
        <StatCard label="Деца" value={d.childrenCount} testId="home-children-count" />
        <StatCard label="Групи" value={d.groups.length} testId="home-groups-count" />
        <StatCard
          label="Рождени дни този месец"
          value={d.birthdayStudents.length}
          testId="home-birthdays-count"
        />
        <StatCard label="Рождени дни днес" value={today} testId="home-birthdays-today-count" />
      </StatGrid>
      <Section title="Деца по групи" testId="home-groups">
        {d.groups.length > 0 ? (
          <Suspense fallback={<Loading />}>
            <ChildrenPerGroupChart groups={d.groups} />
          </Suspense>
        ) : (
          <Text c="dimmed" data-testid="home-groups-empty">
            Няма групи в избраната учебна година.
          </Text>
        )}
      </Section>
      <OccupancyCard occupancy={d.occupancy} />
      <UnreadCounters badges={d.badges} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Section title="Рождени дни този месец" testId="home-birthdays">
          <BirthdaysList birthdays={d.birthdayStudents} showGroup />
        </Section>
        <Section title="Предстоящи събития" testId="home-events">
          <UpcomingEvents events={d.upcommingEvents} />
        </Section>
      </SimpleGrid>
      <Section title="Последни съобщения на таблото" testId="home-board">
        <LatestBoardMessages messages={d.messages} />
      </Section>
    </Stack>
  );
}
