import type { GroupAttendanceMonth } from '@gradina/shared/manifest/routes/attendance/grid';
import { Box, Table, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { formatDateDigits } from '../../../ui/format/dates';
import {
  CellButton,
  DayHead,
  DaysTotalsRow,
  MonthGridTable,
  RowTotals,
  stickyColumn as sticky,
  TotalsHeads,
  useGridKeys,
} from '../../../ui/table/month-grid';
import { shadeOf } from './day-types';
import { statusColor, statusName, statusShort } from './statuses';

/**
 * The month grid: children down (the name column sticky), days across (days off greyed, locked days
 * marked, days after today disabled, today highlighted), one button per cell moved through by the arrows,
 * totals per child and per day. It scrolls inside its card, so a phone shows it without the page scrolling
 * sideways, and opens scrolled to today (issue #26: the morning's column is the one a teacher needs).
 */

export function AttendanceGrid({
  grid,
  editable,
  onKey,
  onActivate,
  onDay,
  onChild,
  today,
  testId,
}: {
  grid: GroupAttendanceMonth;
  /** Today (YYYY-MM-DD, Sofia): its column is highlighted and scrolled into view. */
  today: string;
  /** The caller may mark cells. */
  editable: boolean;
  /** A key pressed in a cell; true when it was handled. */
  onKey?: (studentId: string, date: string, key: string) => boolean;
  /** A cell clicked (or Enter/Space). */
  onActivate?: (studentId: string, date: string) => void;
  /** A working day's header: the whole column. */
  onDay?: (date: string) => void;
  /** A child's name: the whole row. */
  onChild?: (studentId: string) => void;
  testId: string;
}) {
  const viewport = useRef<HTMLDivElement>(null);
  const rows = grid.students;
  const days = grid.days;
  const { table, focusCell, arrows } = useGridKeys(rows.length, days.length);
  const isFuture = (c: number) => Boolean(days[c]?.isFuture);
  useEffect(() => {
    const head = table.current?.querySelector<HTMLElement>('th[data-today="true"]');
    const names = table.current?.querySelector<HTMLElement>('th');
    if (head && viewport.current)
      viewport.current.scrollLeft = Math.max(0, head.offsetLeft - (names?.offsetWidth ?? 0) - 60);
  }, [table]);
  const keyDown = (e: KeyboardEvent<HTMLButtonElement>, r: number, c: number) => {
    if (arrows(e, r, c)) return;
    const row = rows[r];
    const day = days[c];
    // A cell that takes no mark (a day off, a later day, a day outside the child's stay) ignores the keys.
    if (!row || !day || day.isDayOff || isFuture(c) || !row.attendances[c]?.isEnrolled || !editable || !onKey)
      return;
    if (onKey(row.studentId, day.date, e.key)) {
      e.preventDefault();
      // The next child on the same day, as a teacher goes down the list in the morning; the last child
      // keeps the focus, so a key pressed once more never marks another day by accident.
      focusCell(Math.min(rows.length - 1, r + 1), c);
    }
  };
  const dayHead = (d: (typeof days)[number]) => (
    <>
      <DayHead date={d.date} weekday={d.weekday - 1} />
      {d.isDayLocked ? (
        <>
          <br />З
        </>
      ) : null}
    </>
  );
  return (
    <MonthGridTable table={table} viewport={viewport} testId={testId}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th style={{ ...sticky, zIndex: 2 }}>Дете</Table.Th>
          {days.map((d) => (
            <Table.Th
              key={d.date}
              ta="center"
              p={2}
              bg={
                d.date === today
                  ? 'yellow.2'
                  : d.isDayOff
                    ? 'gray.2'
                    : (shadeOf(d.dayOffType)?.bg ?? (d.isDayLocked ? 'dark.0' : undefined))
              }
              title={d.reasons.join(', ') || undefined}
              aria-current={d.date === today ? 'date' : undefined}
              data-testid={`${testId}-day-head`}
              data-date={d.date}
              data-today={d.date === today}
              data-locked={d.isDayLocked}
              data-day-type={d.dayOffType ?? ''}
            >
              {onDay && !d.isDayOff && !d.isFuture && editable ? (
                <UnstyledButton
                  onClick={() => onDay(d.date)}
                  data-testid={`${testId}-day-${d.date}`}
                  fz="xs"
                  fw={700}
                >
                  {dayHead(d)}
                  {/* The name adds to what the button shows (axe: the visible text stays part of the name). */}
                  <VisuallyHidden>
                    : отбележи неотбелязаните деца за {formatDateDigits(d.date)}
                  </VisuallyHidden>
                </UnstyledButton>
              ) : (
                dayHead(d)
              )}
            </Table.Th>
          ))}
          <TotalsHeads />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row, r) => (
          <Table.Tr key={row.studentId} data-testid={`${testId}-row`} data-name={row.studentName}>
            <Table.Th scope="row" style={{ ...sticky, zIndex: 1 }} miw={110} maw={170}>
              {onChild && editable ? (
                <UnstyledButton
                  fz="xs"
                  fw={600}
                  onClick={() => onChild(row.studentId)}
                  data-testid={`${testId}-child`}
                >
                  {row.studentName}
                  <VisuallyHidden>: отбележи неотбелязаните дни</VisuallyHidden>
                </UnstyledButton>
              ) : (
                <Box fw={600}>{row.studentName}</Box>
              )}
              {row.showFamilyAbsenceWarningMessage && row.maxAbsenceCount !== null && (
                <Box c="red.8" fz={11} data-testid={`${testId}-family-warning`}>
                  По семейни причини: {row.currentAbsenceCount}/{row.maxAbsenceCount} дни
                </Box>
              )}
            </Table.Th>
            {row.attendances.map((a, c) => {
              const shown = a.type === null ? null : statusShort(a.type);
              // A quarantine, flu break or vacation day stays open, shaded in its colour (issue #24).
              const shade = shadeOf(days[c]?.dayOffType);
              // A day outside the child's stay in this group (before a move into it, after a move out):
              // greyed and not markable, so the other group marks it (issue #24, group history).
              const future = isFuture(c);
              const label = `${row.studentName}, ${formatDateDigits(a.forDate)}: ${
                a.isDayOff
                  ? 'почивен ден'
                  : !a.isEnrolled
                    ? 'не е в групата'
                    : future
                      ? 'предстоящ ден'
                      : (shown ?? 'неотбелязан')
              }${shade ? ` (${shade.label})` : ''}${a.isDayLocked ? ' (заключен)' : ''}${
                a.medicalNotes.length ? ' (медицинска бележка)' : ''
              }`;
              const inactive = a.isDayOff || !a.isEnrolled || future || !editable;
              return (
                <Table.Td
                  key={a.forDate}
                  p={0}
                  bg={a.isDayOff || !a.isEnrolled || future ? 'gray.2' : shade?.bg}
                  miw={30}
                  data-day-type={days[c]?.dayOffType ?? ''}
                >
                  <CellButton
                    badge={a.type === null ? null : { text: shown ?? '', color: statusColor(a.type) }}
                    row={row.studentId}
                    date={a.forDate}
                    testId={testId}
                    aria-label={label}
                    title={a.type === null ? undefined : statusName(a.type)}
                    aria-disabled={inactive}
                    data-cell={`${r}:${c}`}
                    data-status={a.type ?? ''}
                    data-outside={a.isEnrolled ? undefined : 'true'}
                    data-future={future || undefined}
                    onKeyDown={(e) => keyDown(e, r, c)}
                    onClick={() => !inactive && onActivate?.(row.studentId, a.forDate)}
                  />
                </Table.Td>
              );
            })}
            <RowTotals present={row.presentDays} absent={row.absentDays} testId={testId} />
          </Table.Tr>
        ))}
        <DaysTotalsRow label="Присъстващи">
          {days.map((d) => (
            <Table.Td key={d.date} ta="center" bg={d.isDayOff ? 'gray.2' : undefined}>
              {d.isDayOff ? '' : d.present}
            </Table.Td>
          ))}
          <Table.Td colSpan={2} />
        </DaysTotalsRow>
      </Table.Tbody>
    </MonthGridTable>
  );
}
