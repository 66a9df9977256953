// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import '../../test-support/dom';
import { accessRight, signInDirector } from '../../test-support/user-data';
import { registerPages } from '../known-pages';
import { theme } from '../theme';
import { SideMenu } from './SideMenu';

registerPages([
  '/',
  '/messages',
  '/polls',
  '/platform/settings/school-years',
  '/platform/settings/lock',
  '/platform/help',
]);
const badges = { unseenMessages: 3, unvotedPolls: 0, unseenNotifications: 0, unseenEvents: 0 };

function show(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  signInDirector(queryClient, [
    accessRight('Messages', 'rcud'),
    accessRight('Polls', 'rcud'),
    accessRight('KindergartenPeriods', 'rcud'),
    accessRight('ModuleSettings', 'rcud'),
  ]);
  const router = createMemoryRouter([{ path: '*', element: <SideMenu badges={badges} /> }], {
    initialEntries: [path],
  });
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { router };
}

describe('SideMenu', () => {
  it('shows the unread count beside Съобщения and none for zero', async () => {
    show('/');
    expect((await screen.findByTestId('menu-badge-/messages')).textContent).toBe('3');
    expect(screen.queryByTestId('menu-badge-/polls')).toBeNull();
  });

  it('opens a section on its pages and toggles it on click', async () => {
    const { router } = show('/platform/settings/lock');
    const settings = await screen.findByTestId('menu-item-/platform/settings');
    expect(settings.getAttribute('data-expanded')).toBe('true');
    expect(screen.getByTestId('menu-item-/platform/settings/lock').getAttribute('aria-current')).toBe('page');
    fireEvent.click(settings);
    expect(settings.hasAttribute('data-expanded')).toBe(false);
    fireEvent.click(settings);
    expect(settings.getAttribute('data-expanded')).toBe('true');
    fireEvent.click(settings);
    expect(settings.hasAttribute('data-expanded')).toBe(false);
    // Going to another page of the section opens it again.
    await router.navigate('/platform/settings/school-years');
    await waitFor(() => expect(settings.getAttribute('data-expanded')).toBe('true'));
    expect(settings.tagName).toBe('BUTTON');
  });
});
