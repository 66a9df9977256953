import type { Action, Resource, RouteDef } from '@gradina/shared';
import { sessionCan } from '../auth/effective-rights';
import { sessionKindergarten } from '../auth/session-context';
import type { SessionContext } from './session';

/**
 * The session every handler receives: who calls, in which kindergarten and school year, and `can` to ask
 * the effective rights (role defaults and user groups) without a read.
 */
export interface RouteSession extends SessionContext {
  can(resource: Resource, action: Action): boolean;
}

/** Tenant routes' session: the pipeline made sure a kindergarten is selected. */
export type TenantRouteSession = RouteSession & { kindergartenId: string };

const shownKindergarten = (part: unknown): string | undefined => {
  const value = (part as { kindergartenId?: unknown } | undefined)?.kindergartenId;
  return typeof value === 'string' && value !== '' ? value : undefined;
};

/**
 * The handler's session. For tenant routes it also checks the kindergarten the screen shows (`kindergartenId`
 * of the query or body): a tab still showing another kindergarten is refused (403) instead of working on
 * the session's.
 */
export function routeSession(
  route: RouteDef,
  session: SessionContext,
  input: { query?: unknown; body?: unknown },
): RouteSession {
  if (route.permission.kind === 'resource' && route.permission.tenant)
    sessionKindergarten(session, shownKindergarten(input.query) ?? shownKindergarten(input.body));
  return { ...session, can: (resource, action) => sessionCan(session, resource, action) };
}
