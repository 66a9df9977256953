// @vitest-environment happy-dom
import { Table } from '@mantine/core';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test-support/dom';
import * as MonthGrid from './month-grid';

const people = ['Ана', 'Боян'];
const days = ['2026-11-02', '2026-11-03', '2026-11-04'];

/** Two people over three days, moved through by the arrows. */
function Grid() {
  const { table, arrows } = MonthGrid.useGridKeys(people.length, days.length);
  return (
    <MonthGrid.MonthGridTable table={table} regionLabel="Присъствия" testId="grid">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Дете</Table.Th>
          {days.map((d, c) => (
            <Table.Th key={d}>
              <MonthGrid.DayHead date={d} weekday={c} />
            </Table.Th>
          ))}
          <MonthGrid.TotalsHeads />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {people.map((name, r) => (
          <Table.Tr key={name}>
            <MonthGrid.PersonHead name={name} note={r === 0 && 'платен месец'} />
            {days.map((d, c) => (
              <Table.Td key={d}>
                <MonthGrid.CellButton
                  badge={c === 0 ? { text: 'П', color: 'green' } : null}
                  row={name}
                  date={d}
                  aria-label={`${name}, ${d}`}
                  data-cell={`${r}:${c}`}
                  onKeyDown={(e) => arrows(e, r, c)}
                  testId="grid"
                />
              </Table.Td>
            ))}
            <MonthGrid.RowTotals present={2 - r} absent={r} testId="grid" />
          </Table.Tr>
        ))}
        <MonthGrid.DaysTotalsRow label="Присъстващи">
          {days.map((d) => (
            <Table.Td key={d}>1</Table.Td>
          ))}
          <Table.Td colSpan={2} />
        </MonthGrid.DaysTotalsRow>
      </Table.Tbody>
    </MonthGrid.MonthGridTable>
  );
}

const cell = (name: string, date: string) => screen.getByRole('button', { name: `${name}, ${date}` });

describe('the month grid kit', () => {
  it('heads the days with the day and the weekday, the rows with the name and its note', () => {
    renderRoutes([{ path: '/', element: <Grid /> }], '/');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Дете',
      '02пн',
      '03вт',
      '04ср',
      'П',
      'О',
    ]);
    expect(screen.getAllByRole('rowheader').map((h) => h.textContent)).toEqual([
      'Анаплатен месец',
      'Боян',
      'Присъстващи',
    ]);
    expect(screen.getAllByTestId('grid-present').map((c) => c.textContent)).toEqual(['2', '1']);
    expect(screen.getAllByTestId('grid-cell')).toHaveLength(6);
    expect(cell('Ана', '2026-11-02').textContent).toBe('П');
    expect(screen.getByRole('region', { name: 'Присъствия' })).toBeTruthy();
  });

  it('moves the focus by the arrows and stops at the edges', () => {
    renderRoutes([{ path: '/', element: <Grid /> }], '/');
    cell('Ана', '2026-11-02').focus();
    fireEvent.keyDown(cell('Ана', '2026-11-02'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(cell('Ана', '2026-11-03'));
    fireEvent.keyDown(cell('Ана', '2026-11-03'), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(cell('Боян', '2026-11-03'));
    fireEvent.keyDown(cell('Боян', '2026-11-03'), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(cell('Боян', '2026-11-03'));
    fireEvent.keyDown(cell('Боян', '2026-11-03'), { key: 'a' });
    expect(document.activeElement).toBe(cell('Боян', '2026-11-03'));
  });
});
