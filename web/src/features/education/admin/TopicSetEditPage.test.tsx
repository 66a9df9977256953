// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes } from '../../../test-support/dom';
import { TopicSetEditPage } from './TopicSetEditPage';

// The expected results' autosized textarea listens to `document.fonts`, which happy-dom lacks.
const fonts = { addEventListener: () => undefined, removeEventListener: () => undefined };
if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: fonts, configurable: true });

const stored = {
  id: 'set-1',
  publisherId: 'p1',
  publisherName: 'Просвета',
  ageGroup: 1,
  area: 1,
  topics: [{ id: 't1', title: 'Звукове и думи', expectedResults: 'Разпознава звукове.' }],
  version: 4,
};

/** The API: the set and the publishers are read, the save answers as the API does. */
function api() {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST')
      return jsonResponse(200, { isSuccessful: true, entityId: 'set-1', errorMessage: null });
    if (url.includes('/SubjectTopicsManagement/')) return jsonResponse(200, stored);
    return jsonResponse(200, [{ id: 'p1', name: 'Просвета' }]);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const saved = (fetch: ReturnType<typeof api>) =>
  fetch.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)));

const renderPage = () =>
  renderRoutes(
    [
      { path: '/admin/education-plan-topic/subject-topics/:id', Component: TopicSetEditPage },
      { path: '/admin/education-plan-topic/subject-topics', element: <p>Списък</p> },
    ],
    '/admin/education-plan-topic/subject-topics/set-1',
  );

const titles = () => screen.getAllByLabelText(/^Тема/) as HTMLInputElement[];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the topic set editor', () => {
  it('saves the stored topics with their ids, a new one without, and the version read', async () => {
    const fetch = api();
    renderPage();
    await waitFor(() => expect(titles()[0]?.value).toBe('Звукове и думи'));
    fireEvent.click(screen.getByTestId('topic-set-add'));
    fireEvent.change(titles()[1]!, { target: { value: 'Моето семейство' } });
    await act(async () => fireEvent.click(screen.getByTestId('topic-set-save')));
    await waitFor(() => expect(screen.getByText('Списък')).toBeTruthy());
    expect(saved(fetch)).toEqual([
      {
        publisherId: 'p1',
        ageGroup: 1,
        area: 1,
        topics: [
          { id: 't1', title: 'Звукове и думи', expectedResults: 'Разпознава звукове.' },
          { title: 'Моето семейство', expectedResults: '' },
        ],
        version: 4,
      },
    ]);
  });

  it('names an added topic left without its title in Bulgarian and sends nothing', async () => {
    const fetch = api();
    renderPage();
    await waitFor(() => expect(titles()[0]?.value).toBe('Звукове и думи'));
    fireEvent.click(screen.getByTestId('topic-set-add'));
    await act(async () => fireEvent.click(screen.getByTestId('topic-set-save')));
    expect(await screen.findByText('Полето "Тема" е задължително')).toBeTruthy();
    expect(saved(fetch)).toHaveLength(0);
  });
});
