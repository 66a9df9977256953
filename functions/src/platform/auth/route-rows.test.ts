import { apiMatcher, routes } from '@gradina/shared';
import { describe, expect, it } from 'vitest';
import { permissionCode, permissionOfCode, rowMatcher } from './route-rows';
import { routeTable } from './route-table';

/** A concrete request path of a route: every `{param}` filled, optional ones too. */
const concrete = (pattern: string) => pattern.replace(/\{[^}]+\}/g, 'x1');

describe('the authorizer route rows', () => {
  it('keep every route permission through its short code', () => {
    for (const r of routes) expect(permissionOfCode(permissionCode(r.permission))).toEqual(r.permission);
  });

  it('name the route the manifest matcher names, for every route path', () => {
    const matcher = rowMatcher(routeTable);
    for (const r of routes) {
      const path = concrete(r.path);
      const expected = apiMatcher.match(r.method, path);
      const id = expected && !('methodMismatch' in expected) ? expected.route.id : undefined;
      expect(matcher.match(r.method, path)?.id, `${r.method} ${path}`).toBe(id);
    }
    expect(matcher.match('GET', '/api/no-such-thing/here')).toBeUndefined();
  });

  it('mark a platform route (no kindergarten) apart from a tenant route', () => {
    expect(permissionCode({ kind: 'resource', resource: 'Users', action: 'read', tenant: false })).toBe(
      'Users.read!',
    );
    expect(permissionOfCode('Users.read')).toMatchObject({ tenant: true });
  });
});
