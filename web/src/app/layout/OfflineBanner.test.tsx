// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test-support/dom';
import { OfflineBanner } from './OfflineBanner';

afterEach(() => vi.restoreAllMocks());

describe('OfflineBanner', () => {
  it('shows while the browser is offline and goes away when it is back', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    renderRoutes([{ path: '*', element: <OfflineBanner /> }], '/');
    expect(screen.queryByTestId('offline-banner')).toBeNull();
    onLine.mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByTestId('offline-banner').textContent).toBe('Няма връзка с интернет');
    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByTestId('offline-banner')).toBeNull();
  });
});
