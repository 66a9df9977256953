import { Box, SimpleGrid, Stack, Text } from '@mantine/core';
import { shortDate, weekdayNames } from '../../../ui/format/calendar';
import { dayCell, eventsByDay } from './calendar-dates';
import { type CalendarEvent, EventChip } from './event-chip';

/**
 * One Monday-to-Sunday week: a column per day with every event of the day and its times (all-day and
 * multi-day events first). On a phone the days stack.
 */
export function WeekGrid({
  days,
  today,
  events,
  onOpen,
}: {
  days: readonly string[];
  today: string;
  events: readonly CalendarEvent[];
  onOpen: (id: string) => void;
}) {
  const byDay = eventsByDay(events, days);
  const names = weekdayNames();
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 7 }}
      spacing={0}
      data-testid="calendar-week-grid"
      role="group"
      aria-label="Седмичен изглед"
      style={{
        borderTop: '1px solid var(--mantine-color-gray-3)',
        borderLeft: '1px solid var(--mantine-color-gray-3)',
      }}
    >
      {days.map((day, i) => {
        const list = byDay.get(day) ?? [];
        const isToday = day === today;
        return (
          <Box
            key={day}
            {...dayCell(day, today)}
            miw={0}
            mih={{ base: 0, sm: 240 }}
            style={{
              borderRight: '1px solid var(--mantine-color-gray-3)',
              borderBottom: '1px solid var(--mantine-color-gray-3)',
            }}
          >
            <Text
              fz="sm"
              fw={700}
              ta="center"
              py={4}
              c={isToday ? 'white' : 'dark.7'}
              bg={isToday ? 'garden.7' : 'gray.0'}
              data-testid="calendar-week-day-header"
            >
              {names[i]} {shortDate(day)}
            </Text>
            <Stack gap={4} p={4}>
              {list.map((e) => (
                <EventChip key={e.id} event={e} day={day} withTimes onOpen={onOpen} />
              ))}
              {list.length === 0 && (
                <Text fz="xs" c="dimmed" ta="center" py={4}>
                  Няма събития
                </Text>
              )}
            </Stack>
          </Box>
        );
      })}
    </SimpleGrid>
  );
}
