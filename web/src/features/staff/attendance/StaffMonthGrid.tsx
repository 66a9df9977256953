import { Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { KeyboardEvent } from 'react';
import { formatDateDigits } from '../../../ui/format/dates';
import { Loading } from '../../../ui/Loading';
import { QueryError } from '../../../ui/QueryError';
import {
  CellButton,
  DayHead,
  MonthGridTable,
  PersonHead,
  stickyColumn,
  useGridKeys,
} from '../../../ui/table/month-grid';

/** A month grid of the staff screens: staff down, days across, one button per cell, moved through by arrows. */

export interface GridDay {
  date: string;
  weekday: number;
  isDayOff: boolean;
}

export interface GridRow {
  id: string;
  name: string;
  position: string;
}

export interface GridCell {
  text: string;
  color?: string;
  /** What a screen reader says after the name and date ("Присъствие"). */
  label: string;
}

type GridProps = Parameters<typeof StaffMonthGrid>[0];

/**
 * A staff screen's month as it is read: loading, failed (with "Опитай отново"), no staff that month, or the
 * grid of its staff. Test ids `<testId>-loading`, `-load-error`, `-empty`; the grid's is `<testId>-grid`.
 */
export function StaffMonthOf({
  month,
  staff,
  testId,
  ...grid
}: Omit<GridProps, 'rows' | 'days' | 'testId'> & {
  month: UseQueryResult<{ days: GridDay[] }>;
  staff: readonly { teacherId: string; teacherName: string; position: string }[];
  testId: string;
}) {
  if (month.isPending) return <Loading testId={`${testId}-loading`} />;
  if (month.isError)
    return <QueryError error={month.error} testId={`${testId}-load-error`} onRetry={() => month.refetch()} />;
  if (staff.length === 0)
    return <Text data-testid={`${testId}-empty`}>В детската градина няма служители през този месец.</Text>;
  return (
    <StaffMonthGrid
      {...grid}
      rows={staff.map((t) => ({ id: t.teacherId, name: t.teacherName, position: t.position }))}
      days={month.data.days}
      testId={`${testId}-grid`}
    />
  );
}

export function StaffMonthGrid({
  rows,
  days,
  cellOf,
  onKey,
  onActivate,
  onDayHeader,
  disabled,
  testId,
}: {
  rows: readonly GridRow[];
  days: readonly GridDay[];
  cellOf: (rowId: string, date: string) => GridCell | undefined;
  /** A key pressed in a cell; true when it was handled. */
  onKey: (rowId: string, date: string, key: string) => boolean;
  /** A cell clicked (or Enter/Space). */
  onActivate: (rowId: string, date: string) => void;
  /** A working day's header clicked: the whole column. */
  onDayHeader?: (date: string) => void;
  disabled: boolean;
  testId: string;
}) {
  const { table, focusCell, arrows } = useGridKeys(rows.length, days.length);
  const keyDown = (e: KeyboardEvent<HTMLButtonElement>, r: number, c: number) => {
    if (arrows(e, r, c)) return;
    const row = rows[r];
    const day = days[c];
    if (!row || !day || day.isDayOff || disabled) return;
    if (onKey(row.id, day.date, e.key)) {
      e.preventDefault();
      focusCell(r, Math.min(days.length - 1, c + 1));
    }
  };
  return (
    <MonthGridTable table={table} testId={testId}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th style={{ ...stickyColumn, zIndex: 2 }}>Служител</Table.Th>
          {days.map((d) => (
            <Table.Th key={d.date} ta="center" p={2} bg={d.isDayOff ? 'gray.1' : undefined}>
              {onDayHeader && !d.isDayOff && !disabled ? (
                <UnstyledButton
                  onClick={() => onDayHeader(d.date)}
                  data-testid={`${testId}-day-${d.date}`}
                  fz="xs"
                  fw={700}
                >
                  <DayHead date={d.date} weekday={d.weekday - 1} />
                  {/* The name adds to what the button shows (axe: the visible text stays part of the name). */}
                  <VisuallyHidden>: отбележи всички за {formatDateDigits(d.date)}</VisuallyHidden>
                </UnstyledButton>
              ) : (
                <DayHead date={d.date} weekday={d.weekday - 1} />
              )}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row, r) => (
          <Table.Tr key={row.id} data-testid={`${testId}-row`} data-name={row.name}>
            <PersonHead name={row.name} note={row.position} miw={120} />
            {days.map((d, c) => {
              const cell = cellOf(row.id, d.date);
              // The badge's short text leads the name, so what the cell shows is part of what it is called.
              const label = `${cell && !d.isDayOff ? `${cell.text} ` : ''}${row.name}, ${formatDateDigits(d.date)}: ${
                d.isDayOff ? 'почивен ден' : (cell?.label ?? 'неотбелязан')
              }`;
              return (
                <Table.Td key={d.date} p={0} bg={d.isDayOff ? 'gray.1' : undefined} miw={30}>
                  <CellButton
                    badge={cell && { text: cell.text, color: cell.color ?? 'gray' }}
                    row={row.id}
                    date={d.date}
                    aria-label={label}
                    aria-disabled={d.isDayOff || disabled}
                    data-cell={`${r}:${c}`}
                    onKeyDown={(e) => keyDown(e, r, c)}
                    onClick={() => !d.isDayOff && !disabled && onActivate(row.id, d.date)}
                    testId={testId}
                  />
                </Table.Td>
              );
            })}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </MonthGridTable>
  );
}
