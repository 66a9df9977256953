import type { GroupAttendanceMonth } from '@gradina/shared/manifest/routes/attendance/grid';
import { Badge, Box, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { weekdayShortNames } from '../../../ui/format/dates';
import { statusColor, statusName, statusShort } from '../grid/statuses';
import { calendarWeeks } from './weeks';

/**
 * The parent's month of one child (issue #26): a calendar of seven narrow columns, Monday first, each day
 * with its mark, so 390 px shows the whole month without sideways scrolling; the legend below names the
 * marks the month has, and the totals follow. Read only.
 */
export function ParentMonthCalendar({ grid, today }: { grid: GroupAttendanceMonth; today: string }) {
  const child = grid.students[0];
  if (!child) return <Text data-testid="attendance-empty">Няма присъствия на детето през този месец.</Text>;
  const days = new Map(grid.days.map((d) => [d.date, d]));
  const marks = new Map(child.attendances.map((a) => [a.forDate, a]));
  const used = [...new Set(child.attendances.flatMap((a) => (a.type === null ? [] : [a.type])))];
  return (
    <Stack gap="sm">
      <Table
        layout="fixed"
        withTableBorder
        withColumnBorders
        fz="sm"
        data-testid="attendance-calendar"
        aria-label={`Присъствия на ${child.studentName}`}
      >
        <Table.Thead>
          <Table.Tr>
            {weekdayShortNames.map((w) => (
              <Table.Th key={w} ta="center" p={2}>
                {w}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {calendarWeeks(grid.year, grid.month).map((week) => (
            <Table.Tr key={week.find(Boolean)}>
              {week.map((date, i) => {
                if (!date) return <Table.Td key={`blank-${i}`} />;
                const day = days.get(date);
                const mark = marks.get(date);
                const off = day?.isDayOff || mark?.isEnrolled === false;
                return (
                  <Table.Td
                    key={date}
                    p={2}
                    h={52}
                    ta="center"
                    style={{ verticalAlign: 'top' }}
                    bg={date === today ? 'yellow.1' : off ? 'gray.1' : undefined}
                    aria-current={date === today ? 'date' : undefined}
                    data-testid="attendance-calendar-day"
                    data-date={date}
                    data-status={mark?.type ?? ''}
                    title={day?.reasons.join(', ') || undefined}
                  >
                    <Box fz="xs" c={off ? 'dimmed' : undefined}>
                      {Number(date.slice(8, 10))}
                    </Box>
                    {mark?.type != null && (
                      <Badge size="xs" radius="sm" variant="light" color={statusColor(mark.type)} px={3}>
                        {statusShort(mark.type)}
                        <VisuallyHidden> – {statusName(mark.type)}</VisuallyHidden>
                      </Badge>
                    )}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {used.length > 0 && (
        <Group gap="xs" data-testid="attendance-calendar-legend">
          {used.map((s) => (
            <Group key={s} gap={4} wrap="nowrap">
              <Badge size="xs" radius="sm" variant="light" color={statusColor(s)} px={3}>
                {statusShort(s)}
              </Badge>
              <Text fz="xs">{statusName(s)}</Text>
            </Group>
          ))}
        </Group>
      )}
      <Group gap="lg">
        <Text fz="sm" data-testid="attendance-calendar-present">
          Присъствия: {child.presentDays}
        </Text>
        <Text fz="sm">Отсъствия: {child.absentDays}</Text>
      </Group>
    </Stack>
  );
}
