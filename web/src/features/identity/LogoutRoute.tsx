import { redirect } from 'react-router';
import { callApi } from '../../api/client';
import { signOut } from '../../api/session';

/**
 * /logout: ends the session on the server (so the token stops working at once), then forgets it here and
 * goes to the sign-in page (the shell empties the cache once there). A failing call (offline, session already
 * gone) still signs out locally.
 */
export async function logoutLoader(): Promise<Response> {
  try {
    await callApi('identity.logout');
  } catch {
    // The token is dropped below whatever the server said.
  }
  signOut('logout');
  return redirect('/login');
}
