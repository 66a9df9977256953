import { TOKEN_STORAGE_KEY } from './session-key';

/**
 * The signed-in session on this device: the API's access token.
 *
 * Kept in localStorage, not sessionStorage, so a reload or a second tab keeps the user signed in (staff open
 * children's records in new tabs all day). The token is short-lived and bound to a server-side session, so
 * logout, expiry or deactivation end it at once on the server whatever the browser still holds; a 401 on any
 * call clears it here too. It is never put in a URL: the real-time hub gets a one-time ticket instead.
 */
export type SignOutReason = 'logout' | 'expired' | 'other-tab';
type Listener = (reason: SignOutReason) => void;

const listeners = new Set<Listener>();

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function getToken(): string | null {
  return storage()?.getItem(TOKEN_STORAGE_KEY) ?? null;
}

export function isSignedIn(): boolean {
  return getToken() !== null;
}

export function setToken(token: string): void {
  storage()?.setItem(TOKEN_STORAGE_KEY, token);
}

/** Forgets the token and tells the shell (which clears cached data and, unless it was a logout, goes to /login). */
export function signOut(reason: SignOutReason): void {
  const had = getToken() !== null;
  storage()?.removeItem(TOKEN_STORAGE_KEY);
  if (had || reason !== 'expired') for (const l of listeners) l(reason);
}

export function onSignOut(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Logging out in one tab logs out every tab. */
export function watchOtherTabs(): () => void {
  const handler = (e: StorageEvent) => {
    const cleared =
      e.key === null || (e.key === TOKEN_STORAGE_KEY && e.newValue === null && e.oldValue !== null);
    if (cleared && getToken() === null) {
      for (const l of listeners) l('other-tab');
    }
  };
  globalThis.addEventListener?.('storage', handler);
  return () => globalThis.removeEventListener?.('storage', handler);
}
