// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes } from '../../test-support/dom';
import { UnsubscribePage } from './UnsubscribePage';

const render = (path: string) =>
  renderRoutes([{ path: '/unsubscribe/:token?', Component: UnsubscribePage }], path);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('UnsubscribePage', () => {
  it('sends the token of the link once and confirms', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) =>
      jsonResponse(200, { isSuccessful: true, entityId: null, errorMessage: null }),
    );
    vi.stubGlobal('fetch', fetch);
    render('/unsubscribe/bWFyaWFAZXhhbXBsZS5iZw.c2lnbmF0dXJlLXNpZ25hdHVyZQ');
    expect((await screen.findByTestId('unsubscribe-done')).textContent).toContain('Отписахте се');
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/Mails/unsubscribe');
    expect(JSON.parse(String(init.body))).toEqual({
      token: 'bWFyaWFAZXhhbXBsZS5iZw.c2lnbmF0dXJlLXNpZ25hdHVyZQ',
    });
  });

  it("shows the server's refusal", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(400, {
          code: 'validation',
          errorMessage: 'Връзката за отписване е невалидна.',
          isSuccessful: false,
        }),
      ),
    );
    render('/unsubscribe/not-a-signed-address');
    expect((await screen.findByTestId('unsubscribe-error')).textContent).toBe(
      'Връзката за отписване е невалидна.',
    );
  });

  it('asks nothing without a token', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    render('/unsubscribe');
    expect((await screen.findByTestId('unsubscribe-error')).textContent).toContain('непълна');
    expect(fetch).not.toHaveBeenCalled();
  });
});
