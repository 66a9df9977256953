import {
  Badge,
  Box,
  ScrollArea,
  Table,
  type TableThProps,
  UnstyledButton,
  type UnstyledButtonProps,
} from '@mantine/core';
import { type ButtonHTMLAttributes, type KeyboardEvent, type ReactNode, type RefObject, useRef } from 'react';
import { weekdayShortNames } from '../format/dates';

/**
 * The month grids (the children's attendance, the staff's, an activity's): people down with their name
 * column fixed while the days scroll across, one button per cell showing a short badge, and the arrows moving
 * between the cells. A screen writes only what its cells mean.
 */

/** The first column's style: it stays while the days scroll under it. */
export const stickyColumn = { position: 'sticky', left: 0, background: 'var(--mantine-color-body)' } as const;

const moves: Record<string, [number, number]> = {
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
};

/**
 * Moving through a grid's cells (buttons with `data-cell="<row>:<column>"`) by the arrow keys, kept inside
 * the grid. `arrows` answers whether the key was an arrow (and moved).
 */
export function useGridKeys(rows: number, columns: number) {
  const table = useRef<HTMLTableElement>(null);
  const focusCell = (r: number, c: number) =>
    table.current?.querySelector<HTMLButtonElement>(`[data-cell="${r}:${c}"]`)?.focus();
  const arrows = (e: KeyboardEvent<HTMLElement>, r: number, c: number) => {
    const move = moves[e.key];
    if (!move) return false;
    e.preventDefault();
    focusCell(Math.max(0, Math.min(rows - 1, r + move[0])), Math.max(0, Math.min(columns - 1, c + move[1])));
    return true;
  };
  return { table, focusCell, arrows };
}

/**
 * The grid's frame: the region that scrolls sideways (named for screen readers when `regionLabel` is
 * given, so a keyboard scrolls it too) and the bordered table. Test ids `<testId>-scroll` and `<testId>`.
 */
export function MonthGridTable({
  table,
  regionLabel,
  viewport,
  testId,
  children,
}: {
  table?: RefObject<HTMLTableElement | null>;
  regionLabel?: string;
  viewport?: RefObject<HTMLDivElement | null>;
  testId: string;
  children: ReactNode;
}) {
  return (
    <ScrollArea
      type="auto"
      offsetScrollbars
      viewportRef={viewport}
      viewportProps={regionLabel ? { tabIndex: 0, role: 'region', 'aria-label': regionLabel } : undefined}
      data-testid={`${testId}-scroll`}
    >
      <Table
        ref={table}
        withTableBorder
        withColumnBorders
        fz="xs"
        style={{ borderCollapse: 'separate', borderSpacing: 0 }}
        data-testid={testId}
      >
        {children}
      </Table>
    </ScrollArea>
  );
}

/** A day's column head: the day of the month over the weekday's short name ("пн"); `weekday` 0 is Monday. */
export function DayHead({ date, weekday }: { date: string; weekday: number }) {
  return (
    <>
      {date.slice(8, 10)}
      <br />
      {weekdayShortNames[weekday]}
    </>
  );
}

/** A row's head: the person's name and, dimmed under it, what else tells them apart. */
export function PersonHead({ name, note, ...th }: { name: string; note?: ReactNode } & TableThProps) {
  return (
    <Table.Th scope="row" style={{ ...stickyColumn, zIndex: 1 }} maw={170} {...th}>
      <Box fw={600}>{name}</Box>
      {note && (
        <Box c="dimmed" fz={11}>
          {note}
        </Box>
      )}
    </Table.Th>
  );
}

/**
 * One cell's button, the whole cell wide: `data-cell` places it for the arrows; the badge shows its short
 * text. Test id `<testId>-cell` with `data-date` and `data-row`.
 */
export function CellButton({
  badge,
  row,
  date,
  testId,
  children,
  ...button
}: {
  badge?: { text: string; color: string } | null;
  row: string;
  date: string;
  testId: string;
  children?: ReactNode;
} & UnstyledButtonProps &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, keyof UnstyledButtonProps | 'children'>) {
  return (
    <UnstyledButton
      w="100%"
      h={30}
      ta="center"
      data-testid={`${testId}-cell`}
      data-date={date}
      data-row={row}
      {...button}
    >
      {badge ? (
        <Badge size="xs" radius="sm" variant="light" color={badge.color} px={3}>
          {badge.text}
        </Badge>
      ) : null}
      {children}
    </UnstyledButton>
  );
}

/** The heads of the two totals columns after the days: „П“ present and „О“ absent (named in their titles). */
export function TotalsHeads() {
  return (
    <>
      <Table.Th ta="center" title="Присъствия">
        П
      </Table.Th>
      <Table.Th ta="center" title="Отсъствия">
        О
      </Table.Th>
    </>
  );
}

/** A row's two totals under `TotalsHeads`: its present days (test id `<testId>-present`) and absent days. */
export function RowTotals({ present, absent, testId }: { present: number; absent: number; testId: string }) {
  return (
    <>
      <Table.Td ta="center" data-testid={`${testId}-present`}>
        {present}
      </Table.Td>
      <Table.Td ta="center">{absent}</Table.Td>
    </>
  );
}

/** The last row of a month grid: its name in the sticky column, then the day cells and totals it is given. */
export function DaysTotalsRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" style={{ ...stickyColumn, zIndex: 1 }}>
        {label}
      </Table.Th>
      {children}
    </Table.Tr>
  );
}
