// @vitest-environment happy-dom
import { Paper } from '@mantine/core';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors';
import { renderRoutes } from '../../test-support/dom';
import { EntityList, type PagedQuery } from './EntityList';

interface Note {
  id: string;
  title: string;
}

function show(query: PagedQuery<Note>, onChange = vi.fn()) {
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <EntityList<Note>
            query={query}
            row={(n) => <Paper data-testid="note-row">{n.title}</Paper>}
            paging={{ page: 1, pageSize: 2, onChange, testId: 'notes-pager' }}
            empty={{ text: 'Няма бележки.', testId: 'notes-empty' }}
            testId="notes"
          />
        ),
      },
    ],
    '/',
  );
  return onChange;
}

const idle = { isPending: false, isError: false, error: null };

describe('EntityList', () => {
  it("shows the server's page of cards and pages through the rest", async () => {
    const onChange = show({
      ...idle,
      data: {
        result: [
          { id: '1', title: 'Първа' },
          { id: '2', title: 'Втора' },
        ],
        rowsCount: 3,
      },
    });
    expect((await screen.findAllByTestId('note-row')).map((r) => r.textContent)).toEqual(['Първа', 'Втора']);
    expect(screen.getByTestId('notes-pager').textContent).toContain('1–2 от 3');
    fireEvent.click(screen.getByRole('button', { name: 'Страница 2' }));
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('says so when there are none, with an icon and no pager', async () => {
    show({ ...idle, data: { result: [], rowsCount: 0 } });
    const empty = await screen.findByTestId('notes-empty');
    expect(empty.textContent).toBe('Няма бележки.');
    // Every empty list shows an icon, its own or the kit's empty tray.
    expect(empty.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByTestId('notes-pager')).toBeNull();
  });

  it("shows a failure in the API's words with a retry", async () => {
    const refetch = vi.fn();
    show({
      isPending: false,
      isError: true,
      error: new ApiError(503, 'network', 'Списъкът не е достъпен.'),
      refetch,
    });
    expect((await screen.findByTestId('notes-error')).textContent).toContain('Списъкът не е достъпен.');
    fireEvent.click(screen.getByTestId('notes-retry'));
    expect(refetch).toHaveBeenCalled();
  });
});
