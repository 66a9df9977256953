// @vitest-environment happy-dom
import { Button } from '@mantine/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors';
import { renderRoutes } from '../../test-support/dom';
import { MessageAlert, useMessage } from '../result-message';
import { type ConfirmDeleteOptions, deleteWords, useConfirmDelete, useListDelete } from './useConfirmDelete';

interface Year {
  id: string;
  name: string;
}

/** A page that deletes one school year; the hook's modal renders with it. */
function Host(props: Partial<ConfirmDeleteOptions<Year>> & Pick<ConfirmDeleteOptions<Year>, 'remove'>) {
  const del = useConfirmDelete<Year>({
    onDeleted: () => {},
    onRefused: () => {},
    refusedText: 'Годината не беше изтрита.',
    title: 'Изтриване на учебна година',
    question: (y) => `Да бъде ли изтрита учебната година ${y.name}?`,
    testId: 'year-delete',
    ...props,
  });
  return (
    <>
      <Button onClick={() => del.ask({ id: 'y1', name: '2026/2027' })}>Изтрий</Button>
      {del.modal}
    </>
  );
}

async function askAndConfirm(props: Parameters<typeof Host>[0]) {
  renderRoutes([{ path: '/', element: <Host {...props} /> }], '/');
  fireEvent.click(await screen.findByRole('button', { name: 'Изтрий' }));
  expect((await screen.findByTestId('year-delete-modal')).textContent).toContain(
    'Да бъде ли изтрита учебната година 2026/2027?',
  );
  fireEvent.click(screen.getByTestId('year-delete-confirm'));
}

describe('useConfirmDelete', () => {
  it('deletes only after the question is confirmed, then tells the page', async () => {
    const remove = vi.fn(async () => ({ isSuccessful: true, errorMessage: null }));
    const onDeleted = vi.fn();
    await askAndConfirm({ remove, onDeleted });
    await waitFor(() => expect(onDeleted).toHaveBeenCalledWith({ id: 'y1', name: '2026/2027' }));
    expect(remove).toHaveBeenCalledTimes(1);
  });

  it('passes on the API refusal in its words, or the fallback when it gives none', async () => {
    const onRefused = vi.fn();
    await askAndConfirm({
      remove: async () => ({ isSuccessful: false, errorMessage: 'Годината има записи.' }),
      onRefused,
    });
    await waitFor(() => expect(onRefused).toHaveBeenCalledWith('Годината има записи.', expect.anything()));
  });

  it('passes on a failed call as the API message', async () => {
    const onRefused = vi.fn();
    const onDeleted = vi.fn();
    await askAndConfirm({
      remove: async () => {
        throw new ApiError(409, 'conflict', 'Учебната година е активна.');
      },
      onRefused,
      onDeleted,
    });
    await waitFor(() =>
      expect(onRefused).toHaveBeenCalledWith('Учебната година е активна.', expect.anything()),
    );
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('shows the refusal inside the open question when the page takes no refusals', async () => {
    await askAndConfirm({
      remove: async () => ({ isSuccessful: false, errorMessage: 'Годината има записи.' }),
      onRefused: undefined,
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Годината има записи.');
    expect(screen.getByTestId('year-delete-modal')).toBeTruthy();
  });
});

/** A list page's delete, its result line shown as text. */
function ListHost({ remove, refresh }: { remove: () => Promise<unknown>; refresh: () => Promise<unknown> }) {
  const msg = useMessage();
  const del = useListDelete<Year>({
    remove,
    msg,
    refresh,
    deletedText: (y) => `Учебната година ${y.name} е изтрита.`,
    refusedText: 'Годината не беше изтрита.',
    title: 'Изтриване на учебна година',
    question: (y) => `Да бъде ли изтрита учебната година ${y.name}?`,
    testId: 'year-delete',
  });
  return (
    <>
      <Button onClick={() => del.ask({ id: 'y1', name: '2026/2027' })}>Изтрий</Button>
      <MessageAlert message={msg.message} onClose={msg.clear} testId="years-message" />
      {del.modal}
    </>
  );
}

describe('useListDelete', () => {
  const run = async (remove: () => Promise<unknown>) => {
    const refresh = vi.fn(async () => {});
    renderRoutes([{ path: '/', element: <ListHost remove={remove} refresh={refresh} /> }], '/');
    fireEvent.click(await screen.findByRole('button', { name: 'Изтрий' }));
    fireEvent.click(await screen.findByTestId('year-delete-confirm'));
    return refresh;
  };

  it('says what was deleted in the result line and reads the list again', async () => {
    const refresh = await run(async () => ({ isSuccessful: true, errorMessage: null }));
    expect((await screen.findByTestId('years-message')).textContent).toBe(
      'Учебната година 2026/2027 е изтрита.',
    );
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it("shows a refusal in the API's words and still reads the list again", async () => {
    const refresh = await run(async () => ({ isSuccessful: false, errorMessage: 'Годината е активна.' }));
    expect((await screen.findByTestId('years-message-error')).textContent).toBe('Годината е активна.');
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});

/** A row's button from the hook, named otherwise than "Изтрий". */
function ButtonHost() {
  const msg = useMessage();
  const del = useListDelete<Year>({
    remove: async () => ({ isSuccessful: true, errorMessage: null }),
    msg,
    refresh: async () => {},
    deletedText: () => 'Заявлението е оттеглено.',
    refusedText: 'Заявлението не беше оттеглено.',
    title: 'Оттегляне',
    question: (y) => `Да бъде ли оттеглено ${y.name}?`,
    testId: 'year-withdraw',
    buttonLabel: 'Оттегли',
  });
  return (
    <>
      {del.button({ id: 'y1', name: '2026/2027' }, 'year-row-withdraw')}
      <MessageAlert message={msg.message} onClose={msg.clear} testId="years-message" />
      {del.modal}
    </>
  );
}

describe('the delete button', () => {
  it('is named by buttonLabel, asks, and clears the last result line when it asks again', async () => {
    renderRoutes([{ path: '/', element: <ButtonHost /> }], '/');
    const button = await screen.findByTestId('year-row-withdraw');
    expect(button.textContent).toBe('Оттегли');
    fireEvent.click(button);
    fireEvent.click(await screen.findByTestId('year-withdraw-confirm'));
    expect((await screen.findByTestId('years-message')).textContent).toBe('Заявлението е оттеглено.');
    fireEvent.click(screen.getByTestId('year-row-withdraw'));
    await waitFor(() => expect(screen.queryByTestId('years-message')).toBeNull());
    expect((await screen.findByTestId('year-withdraw-modal')).textContent).toContain(
      'Да бъде ли оттеглено 2026/2027?',
    );
  });
});

describe('deleteWords', () => {
  it('names the record in the result, the refusal, the title and the question', () => {
    const words = deleteWords<Year>({ the: 'групата', a: 'група', deleted: 'изтрита' }, (y) => y.name);
    const year = { id: 'g1', name: 'Слънце' };
    expect(words.deletedText(year)).toBe('Групата „Слънце“ е изтрита.');
    expect(words.refusedText).toBe('Групата не беше изтрита.');
    expect(words.title).toBe('Изтриване на група');
    expect(words.question(year)).toBe('Да бъде ли изтрита групата „Слънце“?');
  });
});
