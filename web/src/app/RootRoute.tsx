import { Outlet, ScrollRestoration } from 'react-router';

/** The root of every page: the matched layout, with scroll positions kept per history entry. */
export function RootRoute() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
