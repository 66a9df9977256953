import { createBrowserRouter, type RouteObject } from 'react-router';
import { loadUserIfSignedIn, redirectIfSignedIn, requireSignedIn } from './auth/guards';
import { PageErrorBoundary, PageLoader, RootErrorBoundary } from './errors/boundaries';
import { RootRoute } from './RootRoute';

/**
 * The page map. Only routes of the spec's table (../shared/spec/web-routes.tsv) are pages here; a test checks
 * it. Every screen is a lazy chunk; the entry holds only the shell's wiring, the guards and the error page.
 */
export { pagePaths } from './page-paths';

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootRoute,
    ErrorBoundary: RootErrorBoundary,
    HydrateFallback: PageLoader,
    children: [
      {
        path: 'login',
        loader: redirectIfSignedIn,
        lazy: async () => ({ Component: (await import('./layout/LoginLayout')).LoginLayout }),
        children: [
          {
            index: true,
            lazy: async () => ({ Component: (await import('../areas/identity/LoginPage')).LoginPage }),
          },
        ],
      },
      {
        path: 'logout',
        lazy: async () => ({ loader: (await import('../areas/identity/LogoutRoute')).logoutLoader }),
        Component: PageLoader,
      },
      {
        id: 'signed-in',
        loader: requireSignedIn,
        lazy: async () => ({ Component: (await import('./layout/DefaultShell')).DefaultShell }),
        children: [
          {
            ErrorBoundary: PageErrorBoundary,
            children: [
              {
                index: true,
                lazy: async () => ({ Component: (await import('../areas/home/HomePage')).HomePage }),
              },
              {
                path: 'platform/about',
                lazy: async () => ({ Component: (await import('../areas/platform/AboutPage')).AboutPage }),
              },
            ],
          },
        ],
      },
      {
        path: '*',
        loader: loadUserIfSignedIn,
        lazy: async () => ({ Component: (await import('./layout/NotFoundRoute')).NotFoundRoute }),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
