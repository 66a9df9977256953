import { Box, Stack, Text, UnstyledButton } from '@mantine/core';
import { dayNumber, longDayName, weekdayNames } from '../../../ui/format/calendar';
import { dayCell, eventsByDay, inMonth } from './calendar-dates';
import { type CalendarEvent, EventChip } from './event-chip';

/** A month cell shows this many events; the rest are behind "+N още", which opens the day's week. */
const perCell = 3;

const columns = { display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))' } as const;

/** Whole Monday-to-Sunday weeks covering the month; days of the neighbouring months are dimmed. */
export function MonthGrid({
  anchor,
  days,
  today,
  events,
  onOpen,
  onShowWeek,
}: {
  anchor: string;
  days: readonly string[];
  today: string;
  events: readonly CalendarEvent[];
  onOpen: (id: string) => void;
  /** Opens the week view at a day (the day number and "+N още" lead there). */
  onShowWeek: (day: string) => void;
}) {
  const byDay = eventsByDay(events, days);
  return (
    <Box data-testid="calendar-month-grid" role="group" aria-label="Месечен изглед">
      <Box style={columns} aria-hidden="true">
        {weekdayNames().map((name) => (
          <Text key={name} fz="sm" fw={700} ta="center" py={4} data-testid="calendar-weekday">
            {name}
          </Text>
        ))}
      </Box>
      <Box
        style={{
          ...columns,
          borderTop: '1px solid var(--mantine-color-gray-3)',
          borderLeft: '1px solid var(--mantine-color-gray-3)',
        }}
      >
        {days.map((day) => {
          const list = byDay.get(day) ?? [];
          const hidden = list.length - perCell;
          const isToday = day === today;
          return (
            <Box
              key={day}
              {...dayCell(day, today)}
              p={4}
              mih={96}
              miw={0}
              style={{
                borderRight: '1px solid var(--mantine-color-gray-3)',
                borderBottom: '1px solid var(--mantine-color-gray-3)',
                background: inMonth(anchor, day) ? undefined : 'var(--mantine-color-gray-0)',
              }}
            >
              <UnstyledButton
                onClick={() => onShowWeek(day)}
                aria-label={`${longDayName(day)}: седмичен изглед`}
                fz="sm"
                fw={isToday ? 700 : 500}
                c={isToday ? 'white' : inMonth(anchor, day) ? 'dark.7' : 'dimmed'}
                bg={isToday ? 'garden.7' : undefined}
                px={6}
                mb={2}
                style={{ borderRadius: 12, lineHeight: '22px' }}
                data-testid="calendar-day-number"
              >
                {dayNumber(day)}
              </UnstyledButton>
              <Stack gap={2}>
                {list.slice(0, perCell).map((e) => (
                  <EventChip key={e.id} event={e} day={day} onOpen={onOpen} />
                ))}
                {hidden > 0 && (
                  <UnstyledButton
                    fz="xs"
                    c="garden.8"
                    fw={600}
                    px={6}
                    onClick={() => onShowWeek(day)}
                    data-testid="calendar-day-more"
                  >
                    +{hidden} още
                  </UnstyledButton>
                )}
              </Stack>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
