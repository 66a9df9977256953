// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import '../../test-support/dom';
import { ApiError } from '../../api/errors';
import { theme } from '../../app/theme';
import { accessRight, signInDirector } from '../../test-support/user-data';
import { useMessage } from '../result-message';
import { EntityTable } from '../table/EntityTable';
import { ListPage, RowActions, useRowActions } from './ListPage';

/** A supplier's row actions by the user's rights (`rights`: the access letters, e.g. 'rud'). */
function SupplierActions() {
  const actions = useRowActions<{ id: string }>('Suppliers', {
    edit: (s) => `/storage/suppliers/${s.id}`,
    remove: { button: (_item, testId) => <button type="button" data-testid={testId} /> },
    testId: 'suppliers-row',
  });
  return <>{actions ? actions({ id: 's1' }) : <p>без действия</p>}</>;
}

/** A row opened rather than seen ("Отвори"), with a button of its own before its delete. */
function OpenedActions() {
  const actions = useRowActions<{ id: string }>('Suppliers', {
    open: (s) => `/storage/suppliers/${s.id}/view`,
    openLabel: 'Отвори',
    buttons: (s) => <button type="button" data-testid={`chart-${s.id}`} />,
    testId: 'suppliers-row',
  });
  return <>{actions?.({ id: 's1' })}</>;
}

function show(mayCreate: boolean, rights = mayCreate ? 'rc' : 'r', actions = <SupplierActions />) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  signInDirector(client, [accessRight('Suppliers', rights)]);
  const page = (
    <ListPage
      title="Доставчици"
      action={{ resource: 'Suppliers', label: 'Нов доставчик', to: '/storage/suppliers/create' }}
      testId="suppliers"
    >
      <p>списък</p>
      {actions}
    </ListPage>
  );
  const router = createMemoryRouter([{ path: '*', element: page }], { initialEntries: ['/'] });
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe("a list page's main action of a resource", () => {
  it('links to the new record for a user who may create it, its test id taken from the page', async () => {
    show(true);
    const link = await screen.findByTestId('suppliers-create');
    expect(link.textContent).toBe('Нов доставчик');
    expect(link.getAttribute('href')).toBe('/storage/suppliers/create');
  });

  it('is not there for a user who may not', async () => {
    show(false);
    expect(await screen.findByText('списък')).toBeTruthy();
    expect(screen.queryByTestId('suppliers-create')).toBeNull();
  });
});

describe('RowActions', () => {
  it("links to the record's page, its form and asks the delete, each with the row's test ids", async () => {
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: (
            <RowActions
              item={{ id: 's1' }}
              open="/storage/suppliers/s1/view"
              edit="/storage/suppliers/s1"
              remove={{ button: (_item, testId) => <button type="button" data-testid={testId} /> }}
              testId="suppliers-row"
            />
          ),
        },
      ],
      { initialEntries: ['/'] },
    );
    render(
      <MantineProvider theme={theme}>
        <RouterProvider router={router} />
      </MantineProvider>,
    );
    expect((await screen.findByTestId('suppliers-row-open')).textContent).toBe('Преглед');
    expect(screen.getByTestId('suppliers-row-open').getAttribute('href')).toBe('/storage/suppliers/s1/view');
    expect(screen.getByTestId('suppliers-row-edit').textContent).toBe('Редактирай');
    expect(screen.getByTestId('suppliers-row-delete')).toBeTruthy();
  });
});

describe('useRowActions', () => {
  it('offers the edit to who may update and the delete to who may delete', async () => {
    show(false, 'ru');
    expect((await screen.findByTestId('suppliers-row-edit')).getAttribute('href')).toBe(
      '/storage/suppliers/s1',
    );
    expect(screen.queryByTestId('suppliers-row-delete')).toBeNull();
  });

  it("names the open as the list says and shows the row's own buttons to who may only read", async () => {
    show(false, 'r', <OpenedActions />);
    expect((await screen.findByTestId('suppliers-row-open')).textContent).toBe('Отвори');
    expect(screen.getByTestId('chart-s1')).toBeTruthy();
  });

  it('gives no actions (no column) to who may only read', async () => {
    show(false, 'r');
    expect(await screen.findByText('без действия')).toBeTruthy();
    expect(screen.queryByTestId('suppliers-row-edit')).toBeNull();
  });

  it('asks the delete for who may delete', async () => {
    show(false, 'rd');
    expect(await screen.findByTestId('suppliers-row-delete')).toBeTruthy();
    expect(screen.queryByTestId('suppliers-row-edit')).toBeNull();
  });
});

/** A report page with a PDF the API refuses and an empty table that names nothing of its own. */
function ReportPage() {
  const msg = useMessage();
  return (
    <ListPage
      title="Справка"
      files={[
        {
          label: 'PDF',
          run: () => Promise.reject(new ApiError(404, 'not_found', 'Няма данни за печат.')),
          testId: 'report-pdf',
        },
      ]}
      msg={msg}
      testId="report"
    >
      <EntityTable<{ id: string }>
        rows={[]}
        columns={[{ id: 'id', header: 'Номер', cell: (r) => r.id }]}
        empty="Няма редове."
        minWidth={300}
      />
    </ListPage>
  );
}

describe("a list page's files and its table", () => {
  it("names the table's empty state after the page and shows a refused file in the result line", async () => {
    render(
      <MantineProvider theme={theme}>
        <ReportPage />
      </MantineProvider>,
    );
    expect((await screen.findByTestId('report-empty')).textContent).toContain('Няма редове.');
    await act(async () => fireEvent.click(screen.getByTestId('report-pdf')));
    expect((await screen.findByTestId('report-error')).textContent).toContain('Няма данни за печат.');
  });
});
