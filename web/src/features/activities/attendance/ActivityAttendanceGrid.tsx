import { Table, Text, VisuallyHidden } from '@mantine/core';
import type { ApiReply } from '../../../api/routes';
import { formatDateDigits } from '../../../ui/format/dates';
import {
  CellButton,
  DayHead,
  DaysTotalsRow,
  MonthGridTable,
  PersonHead,
  RowTotals,
  stickyColumn,
  TotalsHeads,
} from '../../../ui/table/month-grid';

type ActivityAttendanceMonth = ApiReply<'activities.activityAttendance'>;

/**
 * An activity's month: children down (the name column sticky), the session days across, one button per
 * cell (П present, О absent), totals per child and per day. As the kindergarten's grid: the visible text
 * starts each button's name, and the scrolled region takes the focus with a name, so a phone scrolls it in
 * its card and a keyboard user with the arrows.
 */

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
    <MonthGridTable regionLabel={`Присъствия в ${grid.activityName}`} testId={testId}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th style={{ ...stickyColumn, zIndex: 2 }}>Дете</Table.Th>
          {grid.sessionDays.map((d) => (
            <Table.Th key={d} ta="center" p={2}>
              <DayHead date={d} weekday={weekdayOf(d)} />
            </Table.Th>
          ))}
          <TotalsHeads />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {grid.students.map((row) => (
          <Table.Tr key={row.studentId} data-testid={`${testId}-row`} data-name={row.studentName}>
            <PersonHead name={row.studentName} note={row.isLocked && 'платен месец'} miw={110} />
            {row.cells.map((c) => {
              const shown = c.mark === null ? null : marks[c.mark];
              const inactive = !c.isEnrolled || row.isLocked || !onCell;
              return (
                <Table.Td key={c.date} p={0} bg={c.isEnrolled ? undefined : 'gray.2'} miw={30}>
                  <CellButton
                    badge={shown && { text: shown.short, color: shown.color }}
                    row={row.studentId}
                    date={c.date}
                    aria-disabled={inactive}
                    data-mark={c.mark ?? ''}
                    onClick={() => !inactive && onCell?.(row.studentId, c.date, c.mark)}
                    testId={testId}
                  >
                    <VisuallyHidden>
                      {`${shown ? ' ' : ''}${row.studentName}, ${formatDateDigits(c.date)}: ${
                        c.isEnrolled ? (shown?.name ?? 'неотбелязан') : 'не е записан'
                      }`}
                    </VisuallyHidden>
                  </CellButton>
                </Table.Td>
              );
            })}
            <RowTotals present={row.presentDays} absent={row.absentDays} testId={testId} />
          </Table.Tr>
        ))}
        <DaysTotalsRow label="Присъствали">
          {grid.sessionDays.map((d) => (
            <Table.Td key={d} ta="center">
              {perDay(d, 1)}
            </Table.Td>
          ))}
          <Table.Td ta="center" data-testid={`${testId}-present-total`}>
            {grid.presentCount}
          </Table.Td>
          <Table.Td ta="center">{grid.absentCount}</Table.Td>
        </DaysTotalsRow>
      </Table.Tbody>
    </MonthGridTable>
  );
}
