import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { RouterProvider } from 'react-router';
import { isSignedIn, onSignOut, watchOtherTabs } from '../api/session';
import { datesSettings } from '../ui/format/dates';
import { loginPath } from './auth/redirect';
import { queryClient } from './query-client';
import { createAppRouter } from './router';
import { cssVariablesResolver, theme } from './theme';

export const router = createAppRouter();

/** Toasts mount after the first paint: nothing shows one before a page has loaded. */
const Notifications = lazy(async () => ({ default: (await import('@mantine/notifications')).Notifications }));

/**
 * Spec: a 401 logs the user out. The API client forgets the token; here the user goes to the sign-in page, which
 * brings them back to where they were. A logout in another tab does the same. (A logout here is /logout's own
 * redirect.)
 */
onSignOut((reason) => {
  if (reason === 'logout') return;
  const { pathname, search, hash } = router.state.location;
  if (pathname === '/login') return;
  void router.navigate(loginPath(pathname + search + hash), { replace: true });
});

/**
 * No data of a signed-out user stays in memory: once the app rests on a page while signed out, the cache is
 * emptied. Waiting for the navigation to settle lets the signed-in shell unmount first, so it never refetches.
 */
router.subscribe((state) => {
  if (state.navigation.state !== 'idle' || isSignedIn()) return;
  if (queryClient.getQueryCache().getAll().length > 0 || queryClient.getMutationCache().getAll().length > 0) {
    queryClient.clear();
  }
});
watchOtherTabs();

export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <DatesProvider settings={datesSettings}>
        <Suspense fallback={null}>
          <Notifications position="top-right" />
        </Suspense>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  );
}
