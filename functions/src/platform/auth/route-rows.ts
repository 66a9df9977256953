import { routeMatcher } from '@gradina/shared/manifest/match';
import type { RouteDef, RoutePermission } from '@gradina/shared/manifest/route';
import type { Action, Resource } from '@gradina/shared/permissions';

/**
 * One route as the authorizer needs it: method, path pattern, id and permission, nothing else. The
 * authorizer runs before every call, and the manifest's zod schemas would make its cold start grow with
 * every route (issue #34: 361 kB with 398 routes); these rows cost about 100 bytes a route.
 *
 * The permission is a short code: `public`, `signedIn`, `<Resource>.<action>` (a tenant route) or
 * `<Resource>.<action>!` (no kindergarten: МОН, municipality, Master).
 */
export type RouteRow = readonly [method: RouteDef['method'], path: string, id: string, permission: string];

export function permissionCode(p: RoutePermission): string {
  if (p.kind !== 'resource') return p.kind;
  return `${p.resource}.${p.action}${p.tenant ? '' : '!'}`;
}

export function permissionOfCode(code: string): RoutePermission {
  if (code === 'public' || code === 'signedIn') return { kind: code };
  const tenant = !code.endsWith('!');
  const [resource, action] = code.replace(/!$/, '').split('.') as [Resource, Action];
  return { kind: 'resource', resource, action, tenant };
}

export const routeRow = (r: RouteDef): RouteRow => [r.method, r.path, r.id, permissionCode(r.permission)];

/** What the authorizer knows of a route. */
export type RouteSummary = Pick<RouteDef, 'id' | 'method' | 'path' | 'permission'>;

/**
 * The manifest's own matcher over rows, so the authorizer names the same route the area Lambda will:
 * `routeMatcher` reads only a route's method and path, and the rest rides along.
 */
export function rowMatcher(rows: readonly RouteRow[]) {
  const summaries: RouteSummary[] = rows.map(([method, path, id, permission]) => ({
    method,
    path,
    id,
    permission: permissionOfCode(permission),
  }));
  const matcher = routeMatcher(summaries as RouteDef[]);
  return {
    /** The route of a method and path; undefined when none (or only another method's) matches. */
    match(method: string, path: string): RouteSummary | undefined {
      const found = matcher.match(method, path);
      return found && !('methodMismatch' in found) ? found.route : undefined;
    },
  };
}
