import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ApiReply } from '../../api/routes';
import { hasPage } from '../../app/known-pages';
import { formatDate } from '../../ui/format/dates';
import { formatCount } from '../../ui/format/numbers';
import { birthdayDay, eventPeriod, eventStart, turnsAge, yearsText } from './dashboard-format';

type Dashboard = ApiReply<'communication.dashboard'>;
type Birthday = Dashboard['birthdayStudents'][number];

function MaybeLink({
  to,
  page,
  children,
  testId,
}: {
  to: string;
  page: string;
  children: ReactNode;
  testId?: string;
}) {
  return hasPage(page) ? (
    <Anchor component={Link} to={to} data-testid={testId}>
      {children}
    </Anchor>
  ) : (
    <Text span data-testid={testId}>
      {children}
    </Text>
  );
}

export function Section({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <Card withBorder padding="lg" radius="md" data-testid={testId}>
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

/** One figure in large type, with what it counts; a link when its page exists. */
export function StatCard({
  label,
  value,
  testId,
  to,
}: {
  label: string;
  value: number;
  testId: string;
  to?: string;
}) {
  const figure = (
    <Text fz={32} fw={700} lh={1.1} data-testid={`${testId}-value`}>
      {formatCount(value)}
    </Text>
  );
  return (
    <Card withBorder padding="md" radius="md" data-testid={testId}>
      <Stack gap={4}>
        {figure}
        {to && hasPage(to) ? (
          <Anchor component={Link} to={to} fz="sm">
            {label}
          </Anchor>
        ) : (
          <Text fz="sm" c="dimmed">
            {label}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

export function StatGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
      {children}
    </SimpleGrid>
  );
}

/** The unread counters (the same ones as the side menu's badges), each leading to its list. */
export function UnreadCounters({ badges }: { badges: Dashboard['badges'] }) {
  return (
    <StatGrid>
      <StatCard
        label="Непрочетени съобщения"
        value={badges.unseenMessages}
        to="/messages"
        testId="home-unseen-messages"
      />
      <StatCard
        label="Непрочетени събития"
        value={badges.unseenEvents}
        to="/calendar"
        testId="home-unseen-events"
      />
      <StatCard
        label="Неотговорени анкети"
        value={badges.unvotedPolls}
        to="/polls"
        testId="home-unvoted-polls"
      />
    </StatGrid>
  );
}

/** This month's birthdays by day; today's stand out. Staff also see the age the child turns. */
export function BirthdaysList({
  birthdays,
  showGroup,
}: {
  birthdays: readonly Birthday[];
  showGroup: boolean;
}) {
  if (birthdays.length === 0)
    return (
      <Text c="dimmed" data-testid="home-birthdays-empty">
        Няма рождени дни този месец.
      </Text>
    );
  return (
    <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {birthdays.map((b) => {
        const age = turnsAge(b.birthDate);
        return (
          <Group
            key={b.id}
            component="li"
            gap="xs"
            wrap="nowrap"
            data-testid="home-birthday"
            data-today={b.isToday || undefined}
          >
            <Text fw={b.isToday ? 700 : 400} miw={52}>
              {birthdayDay(b.day)}
            </Text>
            <Text fw={b.isToday ? 700 : 400}>
              {b.name}
              {showGroup && b.groupName && (
                <Text span c="dimmed" fz="sm">
                  {' '}
                  · {b.groupName}
                </Text>
              )}
              {age !== null && age > 0 && (
                <Text span c="dimmed" fz="sm">
                  {' '}
                  · навършва {yearsText(age)}
                </Text>
              )}
            </Text>
            {b.isToday && (
              <Badge color="garden" variant="filled" data-testid="home-birthday-today">
                Днес
              </Badge>
            )}
          </Group>
        );
      })}
    </Stack>
  );
}

/** Upcoming events, each leading to the calendar; none, a line that says so. */
function EventList({ events }: { events: { key: string; to: string; title: string; when: string }[] }) {
  if (events.length === 0)
    return (
      <Text c="dimmed" data-testid="home-events-empty">
        Няма предстоящи събития.
      </Text>
    );
  return (
    <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {events.map((e) => (
        <Stack key={e.key} gap={0} component="li" data-testid="home-event">
          <MaybeLink to={e.to} page="/calendar" testId="home-event-title">
            {e.title}
          </MaybeLink>
          <Text fz="sm" c="dimmed">
            {e.when}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}

/** Upcoming events of the kindergarten's calendar, each opening in the calendar. */
export function UpcomingEvents({ events }: { events: Dashboard['upcommingEvents'] }) {
  return (
    <EventList
      events={events.map((e) => ({
        key: e.id,
        to: `/calendar?id=${encodeURIComponent(e.id)}`,
        title: e.title,
        when: eventPeriod(e),
      }))}
    />
  );
}

/** A child's upcoming events as the student dashboard gives them (date, text, link). */
export function ChildEvents({
  events,
}: {
  events: ApiReply<'communication.studentDashboard'>['upcomingEvents'];
}) {
  return (
    <EventList
      events={events.map((e) => ({ key: e.link, to: e.link, title: e.text, when: eventStart(e.date) }))}
    />
  );
}

/** The newest messages of the board, in the board's order, leading to /notes. */
export function LatestBoardMessages({ messages }: { messages: Dashboard['messages'] }) {
  if (messages.length === 0)
    return (
      <Text c="dimmed" data-testid="home-board-empty">
        Няма съобщения на таблото.
      </Text>
    );
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {messages.map((m) => (
        <Stack key={m.id} gap={2} component="li" data-testid="home-board-message">
          <Group gap="xs" justify="space-between" wrap="nowrap">
            <MaybeLink to="/notes" page="/notes" testId="home-board-message-title">
              {m.title}
            </MaybeLink>
            <Text fz="sm" c="dimmed">
              {formatDate(m.date)}
            </Text>
          </Group>
          <Text fz="sm" lineClamp={2}>
            {m.text}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}
