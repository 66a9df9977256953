import { createBrowserRouter, type RouteObject } from 'react-router';
import { loadUserIfSignedIn, redirectIfSignedIn, requireSignedIn } from './auth/guards';
import { PageErrorBoundary, PageLoader, RootErrorBoundary } from './errors/boundaries';
import { registerPages } from './known-pages';
import { allPages, pagePaths } from './page-paths';
import { type PageDef, routerPath } from './pages';
import { RootRoute } from './RootRoute';

/**
 * The page map. Only routes of the spec's table (../shared/spec/web-routes.tsv) are pages here; a test checks
 * it. Every screen is a lazy chunk; the entry holds only the shell's wiring, the guards and the error page.
 */
export { pagePaths };

registerPages(pagePaths);

/** A signed-in page loads with the page guard (auth/PageGuard.tsx), which refuses it to users without the right. */
const guarded = (load: PageDef['load']) => async () => {
  const [page, { guardedPage }] = await Promise.all([load(), import('./auth/PageGuard')]);
  return page.Component ? { ...page, Component: guardedPage(page.Component) } : page;
};

const byLayout = (layout: PageDef['layout']): RouteObject[] =>
  allPages
    .filter((p) => p.layout === layout)
    .map((p) => {
      const lazy = layout === 'shell' ? guarded(p.load) : p.load;
      return p.path === '/' ? { index: true, lazy } : { path: routerPath(p.path), lazy };
    });

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootRoute,
    ErrorBoundary: RootErrorBoundary,
    HydrateFallback: PageLoader,
    children: [
      {
        loader: redirectIfSignedIn,
        lazy: async () => ({ Component: (await import('./layout/LoginLayout')).LoginLayout }),
        children: byLayout('login'),
      },
      {
        lazy: async () => ({ Component: (await import('./layout/BlankLayout')).BlankLayout }),
        children: byLayout('public'),
      },
      {
        id: 'signed-in',
        loader: requireSignedIn,
        lazy: async () => ({ Component: (await import('./layout/DefaultShell')).DefaultShell }),
        children: [{ ErrorBoundary: PageErrorBoundary, children: byLayout('shell') }],
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
