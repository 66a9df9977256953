// @vitest-environment happy-dom
import { Role } from '@gradina/shared';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import '../../test-support/dom';
import { theme } from '../../app/theme';
import { ListPage } from './ListPage';

const right = (resource: string, create: boolean) => ({
  resource,
  group: null,
  canView: true,
  canCreate: create,
  canEdit: false,
  read: true,
  create,
  update: false,
  delete: false,
});

function show(mayCreate: boolean) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(['api', 'identity.userData', {}], {
    id: 'u1',
    firstName: 'Елена',
    lastName: 'Димитрова',
    email: null,
    avatarPath: null,
    userType: Role.Director,
    baseRoleType: Role.Director,
    periodId: null,
    consolidation: false,
    kindergartens: [],
    access: [right('Suppliers', mayCreate)],
  });
  const page = (
    <ListPage
      title="Доставчици"
      action={{ resource: 'Suppliers', label: 'Нов доставчик', to: '/storage/suppliers/create' }}
      testId="suppliers"
    >
      <p>списък</p>
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
