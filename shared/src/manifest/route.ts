import type { z } from 'zod';
import type { Action, Resource } from '../permissions';
import type { AreaName } from './areas';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/**
 * Who may call a route: anyone (sign-in), any signed-in user, or a user holding a right on a resource.
 * `tenant` says the route reads or writes one kindergarten's data, so the session must have one selected.
 */
export type RoutePermission =
  | { kind: 'public' }
  | { kind: 'signedIn' }
  | { kind: 'resource'; resource: Resource; action: Action; tenant: boolean };

export interface RouteSchemas {
  path?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** `multipart`: the body is multipart/form-data; each file part arrives as `{ fileName, contentType, data }`. */
  encoding?: 'json' | 'multipart';
}

export type RouteReply =
  | { kind: 'json'; schema: z.ZodType; paged?: boolean }
  | { kind: 'file'; contentTypes: string[] };

/** Routes whose requests share one per-address limit: sign-in, recovery, new password (activation), registration. */
export type RateLimitGroup = 'sign-in' | 'password-recovery' | 'new-password' | 'registration';

export interface RouteDef {
  /** Stable id used by handlers, tests and the web client: `<area>.<name>`. */
  id: string;
  method: HttpMethod;
  /** The path as the spec writes it, e.g. `/api/Kindergartens/change/{id}`. */
  path: string;
  area: AreaName;
  permission: RoutePermission;
  request: RouteSchemas;
  reply: RouteReply;
  summary: string;
  /** A public route an attacker would repeat: limited per source address (functions/src/platform/http/rate-limit.ts). */
  rateLimit?: RateLimitGroup;
}

export const publicRoute: RoutePermission = { kind: 'public' };
export const signedIn: RoutePermission = { kind: 'signedIn' };
export const needs = (resource: Resource, action: Action, tenant = true): RoutePermission => ({
  kind: 'resource',
  resource,
  action,
  tenant,
});
