// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToken } from '../../api/session';
import { jsonResponse, renderRoutes } from '../../test-support/dom';
import { LoginPage } from './LoginPage';

function renderLogin(path = '/login') {
  return renderRoutes(
    [
      { path: '/login', Component: LoginPage },
      { path: '/', element: <p>Начална страница</p> },
      { path: '/platform/about', element: <p>За платформата</p> },
      { path: '/login/reset', element: <p>Забравена парола</p> },
    ],
    path,
  );
}

function fill(testId: string, value: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LoginPage', () => {
  it('names the empty fields in Bulgarian and sends nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderLogin();
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('Полето "Имейл" е задължително')).toBeTruthy();
    expect(screen.getByText('Полето "Парола" е задължително')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('labels the identifier by the chosen kind', async () => {
    renderLogin();
    fireEvent.click(screen.getByText('ЕГН/ЛНЧ'));
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('Полето "ЕГН/ЛНЧ" е задължително')).toBeTruthy();
  });

  it("shows the server's message when the sign-in is refused", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(401, {
          code: 'unauthorized',
          errorMessage: 'Грешно потребителско име или парола.',
          isSuccessful: false,
        }),
      ),
    );
    const { router } = renderLogin();
    fill('login-identifier', 'director@demo.gradina.bg');
    fill('login-password', 'wrong');
    fireEvent.click(screen.getByTestId('login-submit'));
    expect((await screen.findByTestId('login-error')).textContent).toBe(
      'Грешно потребителско име или парола.',
    );
    expect(router.state.location.pathname).toBe('/login');
    expect(getToken()).toBeNull();
  });

  it('posts the identifier kind, keeps the token and returns to the local page it came from', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => jsonResponse(200, { token: 'tok-1' }));
    vi.stubGlobal('fetch', fetch);
    const { router } = renderLogin('/login?redirect=%2Fplatform%2Fabout');
    fireEvent.click(screen.getByText('Телефон'));
    fill('login-identifier', ' 0888 123 456 ');
    fill('login-password', 'Gradina2026');
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/platform/about'));
    expect(getToken()).toBe('tok-1');
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/identity/login');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      identifier: '0888 123 456',
      password: 'Gradina2026',
      identifierKind: 2,
    });
  });

  it('ignores a redirect to another site', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, { token: 'tok-2' })),
    );
    const { router } = renderLogin('/login?redirect=%2F%2Fevil.example');
    fill('login-identifier', 'director@demo.gradina.bg');
    fill('login-password', 'Gradina2026');
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it("shows the server's lockout message after too many wrong passwords", async () => {
    const message =
      'Твърде много неуспешни опити за вход. Входът е временно блокиран; опитайте отново след 15 минути или възстановете паролата си.';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(429, { code: 'too_many_requests', errorMessage: message, isSuccessful: false }),
      ),
    );
    renderLogin();
    fill('login-identifier', 'director@demo.gradina.bg');
    fill('login-password', 'wrong');
    fireEvent.click(screen.getByTestId('login-submit'));
    const error = await screen.findByTestId('login-error');
    expect(error.textContent).toBe(message);
    expect(error.getAttribute('data-locked')).toBe('true');
  });

  it('leads to the recovery request, taking the typed e-mail along', async () => {
    const { router } = renderLogin();
    fill('login-identifier', ' maria@example.bg ');
    expect(screen.getByTestId('login-forgot').textContent).toBe('Забравена парола?');
    fireEvent.click(screen.getByTestId('login-forgot'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/reset'));
    expect(router.state.location.state).toEqual({ email: 'maria@example.bg' });
  });

  it('shows the notice a finished flow left and fills in its e-mail', async () => {
    const { router } = renderLogin('/platform/about');
    await router.navigate('/login', {
      state: { notice: 'Паролата е сменена. Влезте с новата си парола.', email: 'maria@example.bg' },
    });
    expect((await screen.findByTestId('login-notice')).textContent).toBe(
      'Паролата е сменена. Влезте с новата си парола.',
    );
    expect((screen.getByTestId('login-identifier') as HTMLInputElement).value).toBe('maria@example.bg');
  });
});
