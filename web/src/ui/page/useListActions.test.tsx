// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test-support/dom';
import { accessRight, signInDirector } from '../../test-support/user-data';
import { EntityTable } from '../table/EntityTable';
import { ListPage } from './ListPage';
import { useListActions } from './useListActions';

interface Check {
  id: string;
  name: string;
  cancelled: boolean;
}

const rows: Check[] = [
  { id: 'c1', name: 'Първа', cancelled: false },
  { id: 'c2', name: 'Втора', cancelled: true },
];

/** The checks' list; without `remove` it deletes nothing. */
function Checks({
  remove,
  refresh,
}: {
  remove?: (c: Check) => Promise<unknown>;
  refresh: () => Promise<unknown>;
}) {
  const rowsOf = {
    create: { label: 'Нова проверка', to: '/checks/create' },
    edit: (c: Check) => `/checks/${c.id}`,
  };
  const actions = useListActions<Check>(
    'Suppliers',
    remove
      ? {
          ...rowsOf,
          removable: (c) => !c.cancelled,
          remove,
          refresh,
          deletedText: (c) => `Проверката „${c.name}“ е изтрита.`,
          refusedText: 'Проверката не беше изтрита.',
          title: 'Изтриване на проверка',
          question: (c) => `Да бъде ли изтрита проверката „${c.name}“?`,
          testId: 'check',
          rowData: (c) => ({ 'data-name': c.name }),
        }
      : { ...rowsOf, testId: 'check', rowData: (c) => ({ 'data-name': c.name }) },
  );
  return (
    <ListPage title="Проверки" {...actions.page} testId="checks">
      <EntityTable<Check>
        rows={rows}
        columns={[{ id: 'name', header: 'Име', cell: (c) => c.name }]}
        {...actions.table}
        empty="Няма проверки."
        minWidth={300}
      />
    </ListPage>
  );
}

function show(
  rights: string,
  remove: ((c: Check) => Promise<unknown>) | null = vi.fn(async () => ({ isSuccessful: true })),
  refresh = vi.fn(async () => {}),
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  signInDirector(client, [accessRight('Suppliers', rights)]);
  renderRoutes(
    [{ path: '*', element: <Checks remove={remove ?? undefined} refresh={refresh} /> }],
    '/',
    client,
  );
  return { remove, refresh };
}

const rowOf = (name: string) => screen.getAllByTestId('check-row').find((r) => r.dataset.name === name)!;

describe("a list's actions named once", () => {
  it('gives who may do everything the main action and each row its edit and delete, none on a cancelled row', async () => {
    show('rcud');
    expect((await screen.findByTestId('check-create')).getAttribute('href')).toBe('/checks/create');
    const first = rowOf('Първа');
    expect(first.querySelector('[data-testid="check-edit"]')?.getAttribute('href')).toBe('/checks/c1');
    expect(first.querySelector('[data-testid="check-delete"]')).not.toBeNull();
    expect(rowOf('Втора').querySelector('[data-testid="check-delete"]')).toBeNull();
  });

  it('gives who only reads neither the main action nor the row buttons', async () => {
    show('r');
    expect(await screen.findByText('Първа')).toBeTruthy();
    expect(screen.queryByTestId('check-create')).toBeNull();
    expect(screen.queryByTestId('check-edit')).toBeNull();
    expect(screen.queryByTestId('check-delete')).toBeNull();
  });

  it('asks in the modal, deletes, says so in the result line and reads the list again', async () => {
    const { remove, refresh } = show('rcud');
    fireEvent.click(rowOf('Първа').querySelector('[data-testid="check-delete"]')!);
    expect((await screen.findByText('Да бъде ли изтрита проверката „Първа“?')).textContent).toBeTruthy();
    fireEvent.click(await screen.findByTestId('check-delete-confirm'));
    await waitFor(() =>
      expect(screen.getByTestId('checks-message').textContent).toBe('Проверката „Първа“ е изтрита.'),
    );
    expect(remove).toHaveBeenCalledWith(rows[0]);
    expect(refresh).toHaveBeenCalled();
  });

  it('gives a list without a delete its main action and edit but no delete, even to who may delete', async () => {
    show('rcud', null);
    expect((await screen.findByTestId('check-create')).getAttribute('href')).toBe('/checks/create');
    expect(screen.getAllByTestId('check-row')).toHaveLength(2);
    expect(screen.getAllByTestId('check-edit')).toHaveLength(2);
    expect(screen.queryByTestId('check-delete')).toBeNull();
  });
});
