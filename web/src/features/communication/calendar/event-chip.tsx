import { Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { ApiReply } from '../../../api/client';
import { sofiaWallClock } from '../../../ui/format/calendar';
import { eventDays, startTimeOn } from './calendar-dates';

export type CalendarEvent = ApiReply<'communication.getEvent'>;

/**
 * An event on a day of a grid: its start time (on the day it starts) and title. Unseen events stand out in
 * bold on a green ground, so a parent sees at a glance what is new.
 */
export function EventChip({
  event,
  day,
  withTimes = false,
  onOpen,
}: {
  event: CalendarEvent;
  day: string;
  /** The week view shows the whole time span of the day ("10:30 – 11:30"). */
  withTimes?: boolean;
  onOpen: (id: string) => void;
}) {
  const unseen = !event.seenByCurrentUser;
  const time = withTimes ? timeSpanOn(event, day) : startTimeOn(event, day);
  return (
    <UnstyledButton
      onClick={() => onOpen(event.id)}
      data-testid="calendar-event"
      data-event-id={event.id}
      data-unseen={unseen ? 'true' : undefined}
      title={event.title}
      w="100%"
      px={6}
      py={2}
      style={{
        display: 'block',
        borderRadius: 4,
        borderLeft: `3px solid ${unseen ? 'var(--mantine-color-garden-7)' : 'var(--mantine-color-gray-5)'}`,
        background: unseen ? 'var(--mantine-color-garden-1)' : 'var(--mantine-color-gray-1)',
      }}
    >
      <Text
        fz="xs"
        fw={unseen ? 700 : 400}
        c={unseen ? 'garden.9' : 'dark.7'}
        truncate={!withTimes}
        // Holds the hidden " (ново)": absolutely placed after a cut title, it would stretch the page sideways.
        pos="relative"
      >
        {time && (
          // A phone's month cell is too narrow for the time; the title matters more there.
          <Text span fz="xs" fw={700} mr={4} visibleFrom={withTimes ? undefined : 'sm'}>
            {time}
          </Text>
        )}
        {event.title}
        {unseen && <VisuallyHidden> (ново)</VisuallyHidden>}
      </Text>
    </UnstyledButton>
  );
}

/** The part of a timed event that falls on the day: "10:30 – 11:30", "от 18:00", "до 9:00" or "цял ден". */
function timeSpanOn(e: CalendarEvent, day: string): string | undefined {
  if (e.allDay) return 'цял ден';
  const { first, last } = eventDays(e);
  const from = sofiaWallClock(e.fromDate).time;
  const to = sofiaWallClock(e.toDate).time;
  if (first === day && last === day) return `${from} – ${to}`;
  if (first === day) return `от ${from}`;
  if (last === day) return `до ${to}`;
  return 'цял ден';
}
