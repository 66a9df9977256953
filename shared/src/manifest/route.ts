import type { z } from 'zod';
import type { Action, Resource } from '../permissions';
import type { AreaName } from './areas';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/**
 * Who may call a route: anyone (sign-in), any signed-in user, or a user holding a right on a resource.
 * `tenant` says the route reads or writes one kindergarten's data, so the session must have one selected.
 */
export type RoutePermission = { kind: 'public' } | { kind: 'signedIn' } | ResourcePermission<boolean>;

export type ResourcePermission<T extends boolean> = {
  kind: 'resource';
  resource: Resource;
  action: Action;
  tenant: T;
};

export interface RouteSchemas {
  path?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** `multipart`: the body is multipart/form-data; each file part arrives as `{ fileName, contentType, data }`.
   * `form`: application/x-www-form-urlencoded fields as an object of strings (a signed form: ePay's). */
  encoding?: 'json' | 'multipart' | 'form';
  /**
   * The route speaks another party's protocol (ePay's notification URL): a body the kit cannot read (a JSON
   * content type with text that is not JSON) reaches the handler as its text, and the handler refuses it in
   * that protocol's words instead of the API's JSON 400.
   */
  protocolBody?: true;
}

export type RouteReply =
  | { kind: 'json'; schema: z.ZodType; paged?: boolean }
  | { kind: 'file'; contentTypes: readonly string[] };

/**
 * Who may write to the existing object a route acts on, beyond the route's right (docs/permissions.md,
 * "Object-level rights"); the request pipeline loads the object and applies one policy before the handler:
 * - `authored`: its author, or the director or administrator of its kindergarten;
 * - `group`: as `authored`, and a teacher whose groups cover every group the object is for;
 * - `own`: its author only (private correspondence: no one edits another's words);
 * - `recipient`: its author or a user it is addressed to (replies, votes, removing it from one's inbox);
 * - `kindergarten`: anyone holding the route's right; the object must belong to the session's kindergarten;
 * - `groupRead`: a read: anyone holding the route's right, but a teacher only an object of a group they teach
 *   (a day's meal calculation: the groups that eat that day).
 */
export type ObjectRule = { kind: 'authored' | 'group' | 'own' | 'recipient' | 'kindergarten' | 'groupRead' };

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
  /**
   * Required on every write that names an object (a path id, or an `id`/`…Id` field): its object rule, or
   * `'none'` with a comment saying why the route's right alone is enough (it creates, or acts on the
   * caller's own records by key, or on the whole kindergarten).
   */
  object?: ObjectRule | 'none';
}

/** A route as an area file writes it: `defineRoutes` adds the id (`<area>.<name>`) and the area. */
export type RouteSpec = Omit<RouteDef, 'id' | 'area'>;

type Defined<A extends AreaName, T> = {
  [K in keyof T & string]: T[K] & { readonly id: `${A}.${K}`; readonly area: A };
}[keyof T & string];

/**
 * One feature's routes, keyed by name: `defineRoutes('lookups', { regions: { method: 'GET', ... } })` gives
 * the route `lookups.regions`. The literal types survive (`const`), so route ids, schemas and replies stay
 * typed for handlers, the web client and the test kits.
 */
export function defineRoutes<
  const A extends AreaName,
  const T extends { readonly [name: string]: RouteSpec },
>(area: A, specs: T): readonly Defined<A, T>[] {
  return Object.entries(specs).map(([name, spec]) => ({ ...spec, id: `${area}.${name}`, area })) as never;
}

export const publicRoute: RoutePermission = { kind: 'public' };
export const signedIn: RoutePermission = { kind: 'signedIn' };
/** The literal `tenant` lets the pipeline hand tenant routes' handlers a session with a kindergarten. */
export function needs(resource: Resource, action: Action): ResourcePermission<true>;
export function needs<T extends boolean>(
  resource: Resource,
  action: Action,
  tenant: T,
): ResourcePermission<T>;
export function needs(resource: Resource, action: Action, tenant = true): ResourcePermission<boolean> {
  return { kind: 'resource', resource, action, tenant };
}

export const authored: ObjectRule = { kind: 'authored' };
export const groupObject: ObjectRule = { kind: 'group' };
export const ownObject: ObjectRule = { kind: 'own' };
export const addressedObject: ObjectRule = { kind: 'recipient' };
export const kindergartenObject: ObjectRule = { kind: 'kindergarten' };
export const groupReadObject: ObjectRule = { kind: 'groupRead' };

/** Field names that name an object; `kindergartenId` is the screen's kindergarten, not an object. */
const objectField = (name: string) => name === 'id' || (/Id$/.test(name) && name !== 'kindergartenId');

function shapeKeys(schema: unknown): string[] {
  let s = schema as {
    shape?: Record<string, unknown>;
    unwrap?: () => unknown;
    def?: { innerType?: unknown };
  };
  for (let i = 0; i < 3 && s && !s.shape; i++) s = (s.unwrap?.() ?? s.def?.innerType) as typeof s;
  return Object.keys(s?.shape ?? {});
}

/** A write (POST, PUT, PATCH, DELETE) that names an existing object in its path, query or body. */
export function namesAnObject(route: RouteDef): boolean {
  if (route.method === 'GET') return false;
  if (/\{\w+\??\}/.test(route.path)) return true;
  return [route.request.query, route.request.body].some((s) => shapeKeys(s).some(objectField));
}
