import { Badge, Box, ScrollArea, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { ApiReply } from '../../../api/routes';
import { formatDateDigits, weekdayShortNames } from '../../../ui/format/dates';

type ActivityAttendanceMonth = ApiReply<'activities.activityAttendance'>;

/**
 * An activity's month: children down (the name column sticky), the session days across, one button per
 * cell (П present, О absent), totals per child and per day. As the kindergarten's grid: the visible text
 * starts each button's name, and the scrolled region takes the focus with a name, so a phone scrolls it in
 * its card and a keyboard user with the arrows.
 */

const sticky = { position: 'sticky', left: 0, background: 'var(--mantine-color-body)' } as const;
const marks: Record<number, { short: string; name: string; color: string }> = {
  1: { short: 'П', name: 'присъствал', color: 'green' },
  2: { short: 'О', name: 'отсъствал', color: 'red' },
};
const weekdayOf = (date: string) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;

export function ActivityAttendanceGrid({
  grid,
  onCell,
  testId,
}: {
  grid: ActivityAttendanceMonth;
  /** A cell clicked: absent for read-only grids. */
  onCell?: (studentId: string, date: string, mark: number | null) => void;
  testId: string;
}) {
  if (grid.sessionDays.length === 0)
    return (
      <Text c="dimmed" data-testid={`${testId}-no-sessions`}>
        Няма дни със занимания през месеца.
      </Text>
    );
  const perDay = (date: string, mark: number) =>
    grid.students.filter((s) => s.cells.some((c) => c.date === date && c.mark === mark)).length;
  return (
    <ScrollArea
      type="auto"
      offsetScrollbars
      viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': `Присъствия в ${grid.activityName}` }}
      data-testid={`${testId}-scroll`}
    >
      <Table
        withTableBorder
        withColumnBorders
        fz="xs"
        style={{ borderCollapse: 'separate', borderSpacing: 0 }}
        data-testid={testId}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th style={{ ...sticky, zIndex: 2 }}>Дете</Table.Th>
            {grid.sessionDays.map((d) => (
              <Table.Th key={d} ta="center" p={2}>
                {d.slice(8, 10)}
                <br />
                {weekdayShortNames[weekdayOf(d)]}
              </Table.Th>
            ))}
            <Table.Th ta="center" title="Присъствия">
              П
            </Table.Th>
            <Table.Th ta="center" title="Отсъствия">
              О
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {grid.students.map((row) => (
            <Table.Tr key={row.studentId} data-testid={`${testId}-row`} data-name={row.studentName}>
              <Table.Th scope="row" style={{ ...sticky, zIndex: 1 }} miw={110} maw={170}>
                <Box fw={600}>{row.studentName}</Box>
                {row.isLocked && (
                  <Box c="dimmed" fz={11}>
                    платен месец
                  </Box>
                )}
              </Table.Th>
              {row.cells.map((c) => {
                const shown = c.mark === null ? null : marks[c.mark];
                const inactive = !c.isEnrolled || row.isLocked || !onCell;
                return (
                  <Table.Td key={c.date} p={0} bg={c.isEnrolled ? undefined : 'gray.2'} miw={30}>
                    <UnstyledButton
                      w="100%"
                      h={30}
                      ta="center"
                      aria-disabled={inactive}
                      data-testid={`${testId}-cell`}
                      data-date={c.date}
                      data-row={row.studentId}
                      data-mark={c.mark ?? ''}
                      onClick={() => !inactive && onCell?.(row.studentId, c.date, c.mark)}
                    >
                      {shown ? (
                        <Badge size="xs" radius="sm" variant="light" color={shown.color} px={3}>
                          {shown.short}
                        </Badge>
                      ) : null}
                      <VisuallyHidden>
                        {`${shown ? ' ' : ''}${row.studentName}, ${formatDateDigits(c.date)}: ${
                          c.isEnrolled ? (shown?.name ?? 'неотбелязан') : 'не е записан'
                        }`}
                      </VisuallyHidden>
                    </UnstyledButton>
                  </Table.Td>
                );
              })}
              <Table.Td ta="center" data-testid={`${testId}-present`}>
                {row.presentDays}
              </Table.Td>
              <Table.Td ta="center">{row.absentDays}</Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Th scope="row" style={{ ...sticky, zIndex: 1 }}>
              Присъствали
            </Table.Th>
            {grid.sessionDays.map((d) => (
              <Table.Td key={d} ta="center">
                {perDay(d, 1)}
              </Table.Td>
            ))}
            <Table.Td ta="center" data-testid={`${testId}-present-total`}>
              {grid.presentCount}
            </Table.Td>
            <Table.Td ta="center">{grid.absentCount}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
