// @vitest-environment happy-dom
import { Button } from '@mantine/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors';
import { renderRoutes } from '../../test-support/dom';
import { type EntityColumn, EntityTable, type EntityTableProps, rowIdOf } from './EntityTable';

interface Kid {
  id: string;
  name: string;
  group: string;
}

const kids: Kid[] = [
  { id: '1', name: 'Щерю', group: 'Пчелички' },
  { id: '2', name: 'Ана', group: 'Зайчета' },
  { id: '3', name: 'Ясен', group: 'Пчелички' },
  { id: '4', name: 'Борис', group: 'Зайчета' },
  { id: '5', name: 'Цвета', group: 'Звездички' },
];

const columns: EntityColumn<Kid>[] = [
  { id: 'name', header: 'Име', cell: (k) => k.name, sortText: (k) => k.name },
  { id: 'group', header: 'Група', cell: (k) => k.group },
];

function show(props: Partial<EntityTableProps<Kid>>) {
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <EntityTable<Kid>
            columns={columns}
            rows={kids}
            rowProps={(k) => ({ 'data-testid': 'kids-row', 'data-kid': k.id })}
            empty={{ text: 'Няма деца.', testId: 'kids-empty' }}
            minWidth={400}
            testId="kids"
            {...props}
          />
        ),
      },
    ],
    '/',
  );
}

const names = () => screen.queryAllByTestId('kids-row').map((r) => r.querySelector('td')?.textContent);

describe('EntityTable', () => {
  it('sorts a column in Bulgarian alphabetical order, both ways', async () => {
    show({});
    fireEvent.click(await screen.findByTestId('kids-sort-name'));
    expect(names()).toEqual(['Ана', 'Борис', 'Цвета', 'Щерю', 'Ясен']);
    expect(screen.getByRole('columnheader', { name: /Име/ }).getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(screen.getByTestId('kids-sort-name'));
    expect(names()).toEqual(['Ясен', 'Щерю', 'Цвета', 'Борис', 'Ана']);
    // A column without sortText is not a button.
    expect(screen.queryByTestId('kids-sort-group')).toBeNull();
  });

  it('pages the rows here when given a client page size', async () => {
    show({ paging: { clientPageSize: 2 }, initialSort: [{ id: 'name', desc: false }] });
    expect(names()).toEqual(['Ана', 'Борис']);
    const pager = await screen.findByTestId('kids-pager');
    expect(pager.textContent).toContain('1–2 от 5');
    fireEvent.click(within(pager).getByRole('button', { name: 'Страница 3' }));
    expect(names()).toEqual(['Ясен']);
  });

  it('shows the server page as it is and asks for another', async () => {
    const onChange = vi.fn();
    show({ rows: kids.slice(0, 2), paging: { page: 1, pageSize: 2, rowsCount: 5, onChange } });
    expect(names()).toEqual(['Щерю', 'Ана']);
    fireEvent.click(await screen.findByRole('button', { name: 'Следваща страница' }));
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it("counts a usePaging list's pages by its query's rowsCount", async () => {
    const paging = vi.fn((rowsCount: number | undefined) => ({
      page: 1,
      pageSize: 2,
      rowsCount: rowsCount ?? 0,
      onChange: () => {},
      testId: 'kids-pager',
    }));
    const query = { isPending: false, isError: false, data: { result: kids.slice(0, 2), rowsCount: 5 } };
    show({ rows: undefined, query: query as EntityTableProps<Kid>['query'], paging: { paging } });
    expect(paging).toHaveBeenCalledWith(5);
    expect((await screen.findByTestId('kids-pager')).textContent).toContain('1–2 от 5');
  });

  it('puts the row actions last, under a header named for screen readers', async () => {
    const onDelete = vi.fn();
    show({
      rowActions: (k) => (
        <Button size="xs" onClick={() => onDelete(k.id)}>
          Изтрий
        </Button>
      ),
    });
    expect(await screen.findByRole('columnheader', { name: 'Действия' })).toBeTruthy();
    const row = screen.getAllByTestId('kids-row')[1] as HTMLElement;
    expect(row.getAttribute('data-kid')).toBe('2');
    fireEvent.click(within(row).getByRole('button', { name: 'Изтрий' }));
    expect(onDelete).toHaveBeenCalledWith('2');
  });

  it('shows the empty state with its main action, and keeps the filters', async () => {
    show({
      rows: [],
      filters: <span data-testid="kids-filters">филтри</span>,
      empty: { text: 'Все още няма деца.', testId: 'kids-empty', action: <Button>Добави дете</Button> },
    });
    expect((await screen.findByTestId('kids-empty')).textContent).toContain('Все още няма деца.');
    expect(screen.getByRole('button', { name: 'Добави дете' })).toBeTruthy();
    expect(screen.getByTestId('kids-filters')).toBeTruthy();
    expect(screen.queryByTestId('kids')).toBeNull();
  });

  it('shows that the rows are loading', async () => {
    show({ rows: undefined, query: { isPending: true, isError: false, error: null } });
    expect((await screen.findByRole('status')).textContent).toContain('Зареждане');
  });

  it('offers a retry when the rows could not load', async () => {
    const refetch = vi.fn();
    const error = new ApiError(503, 'network', 'Услугата не е достъпна.');
    show({ rows: undefined, query: { isPending: false, isError: true, error, refetch } });
    expect((await screen.findByTestId('kids-error')).textContent).toBe('Услугата не е достъпна.');
    fireEvent.click(screen.getByTestId('kids-retry'));
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});

describe('rowIdOf', () => {
  it('tells rows apart by their id, or by getRowId where given', () => {
    expect(rowIdOf<Kid>({})({ id: 'k1', name: 'Ива', group: 'Пчелички' })).toBe('k1');
    expect(rowIdOf<{ egn: string }>({ getRowId: (r) => r.egn })({ egn: '1111' })).toBe('1111');
  });
});
