import { describe, expect, it } from 'vitest';
import { loginPath, safeRedirectTarget } from './redirect';

describe('safeRedirectTarget', () => {
  it.each([
    ['/', '/'],
    ['/platform/about', '/platform/about'],
    ['/messages/42?tab=read#reply', '/messages/42?tab=read#reply'],
    ['/calendar?id=7', '/calendar?id=7'],
    ['/%D0%B0', '/%D0%B0'],
    ['/a/../platform/about', '/platform/about'],
    ['/login-help', '/login-help'],
  ])('keeps the local path %s', (raw, expected) => {
    expect(safeRedirectTarget(raw)).toBe(expected);
  });

  it.each([
    ['an absolute URL', 'https://evil.example/'],
    ['a protocol-relative URL', '//evil.example/path'],
    ['a backslash that browsers read as a slash', '/\\evil.example'],
    ['backslashes only', '\\\\evil.example'],
    ['a tab the URL parser strips', '/\t/evil.example'],
    ['a newline', '/\n/evil.example'],
    ['a leading space', ' /platform/about'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['a relative path', 'platform/about'],
    ['an empty string', ''],
    ['the sign-in page', '/login'],
    ['a sign-in child page', '/login/reset'],
    ['the sign-in page in capitals', '/LOGIN?redirect=/x'],
    ['the sign-out page', '/logout'],
    ['an overlong value', `/${'a'.repeat(3000)}`],
  ])('refuses %s', (_name, raw) => {
    expect(safeRedirectTarget(raw)).toBeUndefined();
  });

  it('refuses values that are not strings', () => {
    expect(safeRedirectTarget(null)).toBeUndefined();
    expect(safeRedirectTarget(undefined)).toBeUndefined();
  });
});

describe('loginPath', () => {
  it('remembers a local page', () => {
    expect(loginPath('/platform/about')).toBe('/login?redirect=%2Fplatform%2Fabout');
  });

  it('needs no reminder for home or an unsafe target', () => {
    expect(loginPath('/')).toBe('/login');
    expect(loginPath('//evil.example')).toBe('/login');
    expect(loginPath()).toBe('/login');
  });
});
