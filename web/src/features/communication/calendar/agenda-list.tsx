import { Box, Stack, Text, Title } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { longDayName } from '../../../ui/format/calendar';
import { EmptyState } from '../../../ui/table/table-states';
import { eventsByDay, inMonth } from './calendar-dates';
import { type CalendarEvent, EventChip } from './event-chip';

/**
 * The month on a phone: seven columns of 50 px leave no room for a title, so the month's days that have
 * events are listed one under the other, each with its events' times and whole titles.
 */
export function AgendaList({
  anchor,
  days,
  today,
  events,
  onOpen,
}: {
  anchor: string;
  days: readonly string[];
  today: string;
  events: readonly CalendarEvent[];
  onOpen: (id: string) => void;
}) {
  const byDay = eventsByDay(
    events,
    days.filter((d) => inMonth(anchor, d)),
  );
  const withEvents = [...byDay.entries()].filter(([, list]) => list.length > 0);
  if (withEvents.length === 0) {
    return (
      <EmptyState
        icon={<IconCalendar size={40} stroke={1.5} color="var(--mantine-color-dimmed)" aria-hidden="true" />}
        text="Няма събития през този месец."
        testId="calendar-agenda-empty"
      />
    );
  }
  return (
    <Stack gap="md" data-testid="calendar-agenda" role="list" aria-label="Събития по дни">
      {withEvents.map(([day, list]) => (
        <Box key={day} role="listitem" data-testid={`calendar-agenda-day-${day}`}>
          <Title order={3} fz="sm" mb={4} c={day === today ? 'garden.8' : undefined}>
            {longDayName(day)}
            {day === today && (
              <Text span fz="sm" fw={700}>
                {' '}
                (днес)
              </Text>
            )}
          </Title>
          <Stack gap={4}>
            {list.map((e) => (
              <EventChip key={e.id} event={e} day={day} withTimes onOpen={onOpen} />
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
