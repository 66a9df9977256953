import { type LoaderFunctionArgs, redirect } from 'react-router';
import { ApiError } from '../../api/errors';
import { isSignedIn } from '../../api/session';
import { queryClient } from '../query-client';
import { loginPath, safeRedirectTarget } from './redirect';

function here(request: Request): string {
  const url = new URL(request.url);
  return url.pathname + url.search + url.hash;
}

/**
 * Loads the signed-in user into the cache with the rest of the frame (one shell call whose parts seed the
 * separate queries); the API client is imported on demand to keep the entry small. Once the user data is
 * cached (the shell seeded it, or a write refetched it) navigating asks nothing more.
 */
async function loadUser(request: Request): Promise<void> {
  const [{ userDataQuery }, { shellQuery }] = await Promise.all([
    import('./user-data'),
    import('../../api/frame'),
  ]);
  try {
    if (!queryClient.getQueryData(userDataQuery().queryKey))
      await queryClient.fetchQuery(shellQuery(queryClient));
  } catch (e) {
    // The token was refused: the client has already signed out; go to the sign-in page and come back after.
    if (e instanceof ApiError && e.status === 401) throw redirect(loginPath(here(request)));
    throw e;
  }
}

/** Pages behind sign-in: a signed-out visitor goes to /login?redirect=<this page>. */
export async function requireSignedIn({ request }: LoaderFunctionArgs): Promise<null> {
  if (!isSignedIn()) throw redirect(loginPath(here(request)));
  await loadUser(request);
  return null;
}

/** The sign-in page: a signed-in user goes home (or to the local page it was asked to return to). */
export function redirectIfSignedIn({ request }: LoaderFunctionArgs): null {
  if (isSignedIn()) {
    const target = safeRedirectTarget(new URL(request.url).searchParams.get('redirect'));
    throw redirect(target ?? '/');
  }
  return null;
}

/** Pages open to both (the error page): load the user when signed in so the default layout can show. */
export async function loadUserIfSignedIn({ request }: LoaderFunctionArgs): Promise<null> {
  if (isSignedIn()) await loadUser(request);
  return null;
}
