// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRouteQuery } from '../../api/query';
import { jsonResponse, renderRoutes } from '../../test-support/dom';
import { Field } from '../fields';
import { given } from '../forms/useManifestForm';
import { FormFrame, FormPage } from './FormPage';
import { useFormPage } from './useFormPage';

/** An edit page on the kit: a maintenance message's title, filled from a record read by another route. */
function NotePage() {
  const record = useRouteQuery('kindergartens.dayOff', { path: { id: 'd1' } });
  const page = useFormPage('communication.createMaintenanceMessage', {
    spec: {
      labels: { title: 'Заглавие на бележката' },
      toBody: (v: { title: string }) => ({ title: given(v.title), content: '<p>текст</p>' }),
      defaultValues: { title: '' },
    },
    record: { query: record, toValues: (r) => ({ title: r.name }) },
    back: '/notes',
  });
  return (
    <FormPage page={page} title="Бележка" testId="note">
      <Field.Text form={page} name="title" testId="note-title" />
    </FormPage>
  );
}

/** The API: the record's reads answer `names` in turn, the save answers `save`. */
function api(save: () => Response, names = ['Първа', 'Втора']) {
  let reads = 0;
  const fetch = vi.fn(async (_url: string, init?: RequestInit) =>
    init?.method === 'POST'
      ? save()
      : jsonResponse(200, { name: names[Math.min(reads++, names.length - 1)] }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const renderPage = () =>
  renderRoutes(
    [
      { path: '/notes/1', Component: NotePage },
      { path: '/notes', element: <p>Списък</p> },
    ],
    '/notes/1',
  );

const title = () => screen.getByTestId('note-title') as HTMLInputElement;
const saves = (fetch: ReturnType<typeof api>) =>
  fetch.mock.calls.filter(([, init]) => init?.method === 'POST');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the form page kit', () => {
  it("shows the record in the form with the spec's label, the schema's required mark and text limit", async () => {
    api(() => jsonResponse(200, { isSuccessful: true, entityId: '1', errorMessage: null }));
    renderPage();
    await waitFor(() => expect(title().value).toBe('Първа'));
    expect(screen.getByText('Заглавие на бележката').closest('label')?.textContent).toMatch(/\*$/);
    expect(title().maxLength).toBe(200);
    expect(screen.getByTestId('note-form').hasAttribute('novalidate')).toBe(true);
  });

  it('refuses an empty field in Bulgarian by its label and sends nothing', async () => {
    const fetch = api(() => jsonResponse(200, { isSuccessful: true, entityId: '1', errorMessage: null }));
    renderPage();
    await waitFor(() => expect(title().value).toBe('Първа'));
    fireEvent.change(title(), { target: { value: '  ' } });
    await act(async () => fireEvent.click(screen.getByTestId('note-save')));
    expect(await screen.findByText('Полето "Заглавие на бележката" е задължително')).toBeTruthy();
    expect(saves(fetch)).toHaveLength(0);
  });

  it("puts the server's field error on its field and its refusal above the buttons", async () => {
    api(() =>
      jsonResponse(400, {
        code: 'validation',
        errorMessage: 'Невалидни данни.',
        errors: [{ field: 'title', message: 'Полето "Заглавие" вече съществува' }],
      }),
    );
    renderPage();
    await waitFor(() => expect(title().value).toBe('Първа'));
    await act(async () => fireEvent.click(screen.getByTestId('note-save')));
    expect(await screen.findByText('Полето "Заглавие на бележката" вече съществува')).toBeTruthy();
    expect(screen.queryByTestId('note-form-error')).toBeNull();
  });

  it('asks to reload a record saved meanwhile, and "Презареди" fills the form with the newer one', async () => {
    const fetch = api(() =>
      jsonResponse(409, {
        code: 'conflict',
        errorMessage: 'Записът е променен от друг потребител.',
        errors: [{ field: 'version', message: 'Записът е променен от друг потребител.' }],
      }),
    );
    renderPage();
    await waitFor(() => expect(title().value).toBe('Първа'));
    await act(async () => fireEvent.click(screen.getByTestId('note-save')));
    expect(await screen.findByTestId('stale-edit-modal')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByTestId('stale-edit-reload')));
    await waitFor(() => expect(title().value).toBe('Втора'));
    expect(saves(fetch)).toHaveLength(1);
  });

  it('goes back to the list after a save', async () => {
    const fetch = api(() => jsonResponse(200, { isSuccessful: true, entityId: '1', errorMessage: null }));
    const { router } = renderPage();
    await waitFor(() => expect(title().value).toBe('Първа'));
    await act(async () => fireEvent.click(screen.getByTestId('note-save')));
    await waitFor(() => expect(router.state.location.pathname).toBe('/notes'));
    expect(JSON.parse(String(saves(fetch)[0]?.[1]?.body))).toEqual({
      title: 'Първа',
      content: '<p>текст</p>',
    });
  });

  it('shows a refusal in the reply above the buttons and stays', async () => {
    api(() => jsonResponse(200, { isSuccessful: false, entityId: null, errorMessage: 'Не може днес.' }));
    const { router } = renderPage();
    await waitFor(() => expect(title().value).toBe('Първа'));
    await act(async () => fireEvent.click(screen.getByTestId('note-save')));
    expect((await screen.findByTestId('note-form-error')).textContent).toBe('Не може днес.');
    expect(router.state.location.pathname).toBe('/notes/1');
  });
});

/** An edit saved through another route than a new record, with a refusal the page shows its own way. */
function TwoRoutesPage({ seen }: { seen: (error: unknown) => boolean }) {
  const record = useRouteQuery('kindergartens.dayOff', { path: { id: 'd1' } });
  const page = useFormPage('communication.createMaintenanceMessage', {
    spec: {
      labels: { title: 'Заглавие' },
      toBody: (v: { title: string }) => ({ title: given(v.title), content: '<p>нова</p>' }),
      defaultValues: { title: '' },
    },
    record: { query: record, toValues: (r) => ({ title: r.name }) },
    update: {
      routeId: 'communication.sendAdministrativeMessage',
      toArgs: (v) => ({ body: { title: v.title, content: '<p>редакция</p>' } }),
    },
    onServerError: seen,
    refusedText: 'Бележката не беше запазена.',
    back: '/notes',
  });
  return (
    <FormPage
      page={page}
      title="Бележка"
      actions={<a href="/notes">Към списъка</a>}
      notice={<p>Последният запис мина.</p>}
      saveTestId="note-send"
      errorTestId="note-error"
      pageTestId="note-page"
      testId="note"
    >
      <Field.Text form={page} name="title" testId="note-title" />
    </FormPage>
  );
}

describe('the form page kit with two routes', () => {
  const renderTwo = (seen: (error: unknown) => boolean) =>
    renderRoutes(
      [
        { path: '/notes/1', element: <TwoRoutesPage seen={seen} /> },
        { path: '/notes', element: <p>Списък</p> },
      ],
      '/notes/1',
    );

  it('saves an edit through the update route, by the save test id given', async () => {
    const fetch = api(() => jsonResponse(200, { isSuccessful: true, entityId: '1', errorMessage: null }));
    renderTwo(() => false);
    await waitFor(() => expect(title().value).toBe('Първа'));
    const root = screen.getByTestId('note-page');
    expect(root.textContent).toContain('Към списъка');
    expect(root.textContent).toContain('Последният запис мина.');
    await act(async () => fireEvent.click(screen.getByTestId('note-send')));
    await waitFor(() => expect(saves(fetch)).toHaveLength(1));
    expect(String(saves(fetch)[0]?.[0])).toContain('/api/administration/Message');
    expect(JSON.parse(String(saves(fetch)[0]?.[1]?.body)).content).toBe('<p>редакция</p>');
  });

  it('lets the page see a failed save first: handled, the kit asks nothing', async () => {
    api(() =>
      jsonResponse(409, {
        code: 'conflict',
        errorMessage: 'Записът е променен от друг потребител.',
        errors: [{ field: 'version', message: 'Записът е променен от друг потребител.' }],
      }),
    );
    const seen = vi.fn(() => true);
    renderTwo(seen);
    await waitFor(() => expect(title().value).toBe('Първа'));
    await act(async () => fireEvent.click(screen.getByTestId('note-send')));
    await waitFor(() => expect(seen).toHaveBeenCalledTimes(1));
    expect(screen.queryByTestId('stale-edit-modal')).toBeNull();
  });

  it("says the refusal in the reply, or the page's words when it gives none", async () => {
    api(() => jsonResponse(200, { isSuccessful: false, entityId: null, errorMessage: null }));
    renderTwo(() => false);
    await waitFor(() => expect(title().value).toBe('Първа'));
    await act(async () => fireEvent.click(screen.getByTestId('note-send')));
    expect((await screen.findByTestId('note-error')).textContent).toBe('Бележката не беше запазена.');
  });

  it('leaves a failure the page does not take to the kit, under the error test id given', async () => {
    api(() => jsonResponse(500, { code: 'internal', errorMessage: 'Сървърът не отговори.' }));
    renderTwo(() => false);
    await waitFor(() => expect(title().value).toBe('Първа'));
    await act(async () => fireEvent.click(screen.getByTestId('note-send')));
    expect((await screen.findByTestId('note-error')).textContent).toBeTruthy();
  });
});

/** A form of the user's own data: no record query, so „Презареди" reads what `reload` says. */
function OwnDataForm({ reload }: { reload: () => unknown }) {
  const page = useFormPage('communication.createMaintenanceMessage', {
    spec: {
      labels: { title: 'Заглавие' },
      toBody: (v: { title: string }) => ({ title: given(v.title), content: '<p>моята</p>' }),
      defaultValues: { title: 'Моята' },
    },
    reload,
    back: '/notes',
  });
  return (
    <FormFrame page={page} testId="own">
      <Field.Text form={page} name="title" testId="own-title" />
    </FormFrame>
  );
}

describe('the form kit without a record', () => {
  it('reloads through `reload` after a save met a newer version', async () => {
    const stale = { field: 'version', message: 'Записът е променен от друг потребител.' };
    api(() => jsonResponse(409, { code: 'conflict', errorMessage: stale.message, errors: [stale] }));
    const reload = vi.fn();
    renderRoutes([{ path: '/own', element: <OwnDataForm reload={reload} /> }], '/own');
    await act(async () => fireEvent.click(screen.getByTestId('own-save')));
    await act(async () => fireEvent.click(await screen.findByTestId('stale-edit-reload')));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
