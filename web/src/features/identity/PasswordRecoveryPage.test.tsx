// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes } from '../../test-support/dom';
import { LoginPage } from './LoginPage';
import { PasswordRecoveryPage } from './PasswordRecoveryPage';

const token = 'A'.repeat(43);
const renderRecovery = (path = `/password-recovery/user-1/${token}`) =>
  renderRoutes(
    [
      { path: '/password-recovery/:userId?/:token?', Component: PasswordRecoveryPage },
      { path: '/login', Component: LoginPage },
    ],
    path,
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PasswordRecoveryPage', () => {
  it('refuses a broken link without asking the server', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderRecovery('/password-recovery/user-1/short');
    expect((await screen.findByTestId('recovery-invalid')).textContent).toBe(
      'Връзката е невалидна, изтекла или вече е използвана.',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a used link", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(400, {
          code: 'validation',
          errorMessage: 'Връзката е невалидна, изтекла или вече е използвана.',
          isSuccessful: false,
        }),
      ),
    );
    renderRecovery();
    expect((await screen.findByTestId('recovery-invalid')).textContent).toBe(
      'Връзката е невалидна, изтекла или вече е използвана.',
    );
    expect(screen.queryByTestId('new-password-form')).toBeNull();
  });

  it('sets the new password and ends at /login with a notice', async () => {
    const fetch = vi.fn(async (url: string, _init: RequestInit) =>
      url.endsWith('/token-info')
        ? jsonResponse(200, {
            purpose: 'password-recovery',
            userId: 'user-1',
            email: 'maria@example.bg',
            firstName: 'Мария',
            lastName: 'Петрова',
            userType: 3,
            kindergartenId: null,
            kindergartenName: null,
            expiresAt: '2026-01-01T00:00:00.000Z',
          })
        : jsonResponse(200, { isSuccessful: true, entityId: 'user-1', errorMessage: null }),
    );
    vi.stubGlobal('fetch', fetch);
    const { router } = renderRecovery();
    expect((await screen.findByTestId('recovery-account')).textContent).toContain('maria@example.bg');
    fireEvent.change(screen.getByTestId('new-password'), { target: { value: 'Nova-Parola-1' } });
    fireEvent.change(screen.getByTestId('new-password-confirm'), { target: { value: 'Nova-Parola-1' } });
    fireEvent.click(screen.getByTestId('new-password-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect((await screen.findByTestId('login-notice')).textContent).toBe(
      'Паролата е сменена. Влезте с новата си парола.',
    );
    const reset = fetch.mock.calls.find(([url]) => url.endsWith('/reset-password'))!;
    expect(JSON.parse(String(reset[1].body))).toEqual({ userId: 'user-1', token, password: 'Nova-Parola-1' });
  });
});
