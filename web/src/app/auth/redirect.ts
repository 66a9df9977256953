/**
 * Where to send a user after signing in. Only a path inside this app is accepted (spec: redirect paths must
 * be local): it starts with a single '/', has no backslash, whitespace or control character (browsers read
 * `/\evil.com` and `/\t/evil.com` as `//evil.com`), and resolves to this origin. The sign-in and sign-out pages
 * are never targets, which would loop. Anything else answers undefined, and callers go home.
 */
const probeOrigin = 'https://gradina.invalid';

export function safeRedirectTarget(raw: string | null | undefined): string | undefined {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2048) return undefined;
  if (!raw.startsWith('/') || raw.startsWith('//')) return undefined;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused here
  if (/[\\\s\u0000-\u001f\u007f]/.test(raw)) return undefined;
  let url: URL;
  try {
    url = new URL(raw, probeOrigin);
  } catch {
    return undefined;
  }
  if (url.origin !== probeOrigin) return undefined;
  const path = url.pathname.toLowerCase().replace(/\/+$/, '');
  if (path === '/login' || path.startsWith('/login/') || path === '/logout') return undefined;
  return url.pathname + url.search + url.hash;
}

/** The sign-in page, remembering a local page to come back to ('/' needs no reminder). */
export function loginPath(returnTo?: string): string {
  const target = safeRedirectTarget(returnTo);
  return target && target !== '/' ? `/login?redirect=${encodeURIComponent(target)}` : '/login';
}
