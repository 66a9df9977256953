import type { ComponentType } from 'react';
import { useLocation } from 'react-router';
import { ErrorView } from '../errors/ErrorView';
import { mayOpenPage } from './page-access';
import { useUserData } from './user-data';

/**
 * A signed-in page behind the one page guard: a user without the right sees the 403 page at once (the same
 * page for every role and page) instead of a page whose requests are refused one by one.
 */
export function guardedPage(Page: ComponentType): ComponentType {
  function GuardedPage() {
    const { pathname } = useLocation();
    const user = useUserData();
    if (!mayOpenPage(pathname, { role: user.userType, access: user.access }))
      return <ErrorView status={403} />;
    return <Page />;
  }
  GuardedPage.displayName = `Guarded(${Page.displayName ?? Page.name ?? 'Page'})`;
  return GuardedPage;
}
