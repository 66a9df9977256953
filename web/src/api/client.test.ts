// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callApi } from './client';
import { ApiError } from './errors';
import { getToken, onSignOut, setToken } from './session';

function reply(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('callApi', () => {
  it('takes method and path from the manifest and sends the token', async () => {
    const fetch = vi.fn(async () => reply(200, { result: [], rowsCount: 0 }));
    vi.stubGlobal('fetch', fetch);
    setToken('tok');
    await callApi('lookups.cities', { query: { name: 'Бяла', PageSize: 20 } });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/cities?name=%D0%91%D1%8F%D0%BB%D0%B0&PageSize=20');
    expect(init.method).toBe('GET');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
    expect(init.body).toBeUndefined();
  });

  it('turns an error reply into an ApiError with the field messages', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        reply(400, {
          code: 'validation',
          errorMessage: 'Невалидни данни',
          isSuccessful: false,
          errors: [{ field: 'body.password', message: 'Полето "Парола" е задължително' }],
        }),
      ),
    );
    const error = await callApi('identity.login', { body: { identifier: 'a@b.bg', password: '' } }).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'validation', message: 'Невалидни данни' });
    expect(error.errors).toEqual([{ field: 'body.password', message: 'Полето "Парола" е задължително' }]);
  });

  it('signs out on a 401 of a signed-in call', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        reply(401, { code: 'unauthorized', errorMessage: 'Изтекла сесия', isSuccessful: false }),
      ),
    );
    const reasons: string[] = [];
    const off = onSignOut((r) => reasons.push(r));
    setToken('old');
    await expect(callApi('identity.userData')).rejects.toMatchObject({ status: 401 });
    off();
    expect(getToken()).toBeNull();
    expect(reasons).toEqual(['expired']);
  });

  it('does not sign out when the sign-in itself is refused', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        reply(401, { code: 'unauthorized', errorMessage: 'Грешна парола', isSuccessful: false }),
      ),
    );
    setToken('still-here');
    await expect(
      callApi('identity.login', { body: { identifier: 'a@b.bg', password: 'x' } }),
    ).rejects.toMatchObject({
      message: 'Грешна парола',
    });
    expect(getToken()).toBe('still-here');
  });

  it('reports a network failure in Bulgarian', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(callApi('lookups.regions')).rejects.toMatchObject({ status: 0, code: 'network' });
  });

  it('gives a general message for a reply that is not the API error shape', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => reply(502, '<html>Bad gateway</html>', { 'Content-Type': 'text/html' })),
    );
    await expect(callApi('lookups.regions')).rejects.toMatchObject({ status: 502, code: 'internal' });
  });
});
