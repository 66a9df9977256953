import { type ManifestRoute, type Role, routeById } from '@gradina/shared';
import type { z } from 'zod';
import { call, demoPassword, fillPath, testUrl } from './api-client';

/**
 * The typed API client of the test kits: `api(user, routeId, input)` calls a manifest route as that user,
 * with path, query and body typed by the route's schemas and the reply typed by its reply schema. Every call
 * carries the kits' fixed clock, so what depends on "today" never depends on the day the suite runs.
 */

/** Routes by id as a map: indexed access per id keeps TypeScript from multiplying unions across all routes. */
type RouteMap = { [R in ManifestRoute as R['id']]: R };
export type ApiRouteId = keyof RouteMap;
type RequestOf<Id extends ApiRouteId> = RouteMap[Id]['request'];

type PathInput<R> = R extends { path: infer P extends z.ZodType }
  ? { path: z.input<P> }
  : { path?: undefined };
type QueryInput<R> = R extends { query: infer Q extends z.ZodType }
  ? { query?: z.input<Q> }
  : { query?: undefined };
type BodyInput<R> = R extends { encoding: 'multipart' }
  ? { body: FormData }
  : R extends { body: infer B extends z.ZodType }
    ? { body: z.input<B> }
    : { body?: undefined };
/** `now` fixes another time than the kits' clock for this one request. */
type NowInput = { now?: string };
type InputMap = {
  [Id in ApiRouteId]: PathInput<RequestOf<Id>> &
    QueryInput<RequestOf<Id>> &
    BodyInput<RequestOf<Id>> &
    NowInput;
};
/**
 * Through interfaces: indexing a mapped type with a generic id makes TypeScript substitute its template, and the
 * constraint of that intersection is the cross product of every route's path, query and body shapes (TS2590 once
 * the manifest passed 300 routes). An interface's members are resolved per route instead.
 */
interface InputIndex extends InputMap {}
export type ApiInput<Id extends ApiRouteId> = InputIndex[Id];
type InputTupleMap = {
  [Id in ApiRouteId]: object extends InputMap[Id] ? [input?: InputMap[Id]] : [input: InputMap[Id]];
};
interface InputTupleIndex extends InputTupleMap {}
type InputTuple<Id extends ApiRouteId> = InputTupleIndex[Id];

/** The reply a route's schema promises (a file reply arrives as its text). */
export type ApiReplyBody<Id extends ApiRouteId> = RouteMap[Id]['reply'] extends {
  kind: 'json';
  schema: infer S extends z.ZodType;
}
  ? z.output<S>
  : string;

/** What every refusal answers. */
export interface ErrorBody {
  code: string;
  errorMessage: string;
  isSuccessful: false;
  errors?: { field: string; message: string }[];
}

export interface ApiResult<Id extends ApiRouteId> {
  status: number;
  /** The reply as the route's schema describes it; on a 4xx/5xx it is the error body (see `error`). */
  body: ApiReplyBody<Id>;
  /** The error body when the status is not 2xx, else null. */
  error: ErrorBody | null;
  headers: Headers;
}

/** A signed-in user, as the builders return them. */
export interface Principal {
  id: string;
  email: string;
  role: Role;
  /** The kindergarten the session opens in (null for national roles). */
  kindergartenId: string | null;
  token: string;
}

/** The kits' "now": the demo data's today, 10:00 in Sofia. */
export const fixedToday = '2026-11-21';
export const fixedNow = `${fixedToday}T10:00:00+02:00`;

/** Signs a user in through the API (the same call the login page makes). */
export async function signInAs(user: Omit<Principal, 'token'>, password = demoPassword): Promise<Principal> {
  const reply = await call('POST', '/api/identity/login', {
    body: { identifier: user.email, password, identifierKind: 0 },
  });
  if (reply.status !== 200)
    throw new Error(`sign-in of ${user.email} failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  return { ...user, token: (reply.body as { token: string }).token };
}

const asQuery = (query: Record<string, unknown> | undefined) => {
  const out: Record<string, string | string[]> = {};
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v === undefined || v === null) continue;
    out[k] = Array.isArray(v) ? v.map(String) : String(v);
  }
  return out;
};

const pathOf = (path: string, params: Record<string, unknown> | undefined) =>
  fillPath(path, Object.fromEntries(Object.entries(params ?? {}).map(([k, v]) => [k, String(v)])));

/** Calls route `routeId` as `user` (null: anonymously). */
export async function api<Id extends ApiRouteId>(
  user: Principal | null,
  routeId: Id,
  ...rest: InputTuple<Id>
): Promise<ApiResult<Id>> {
  const route = routeById.get(routeId as string);
  if (!route) throw new Error(`no route ${routeId} in the manifest`);
  // Inside, the input is handled untyped; the typed signature is the caller's contract.
  const given = ((rest as unknown[])[0] ?? {}) as {
    path?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
    now?: string;
  };
  const reply = await call(route.method, pathOf(route.path, given.path), {
    ...(user ? { token: user.token } : {}),
    query: asQuery(given.query),
    ...(given.body !== undefined ? { body: given.body } : {}),
    headers: { 'x-gradina-now': given.now ?? fixedNow },
  });
  const failed = reply.status >= 400;
  return {
    status: reply.status,
    body: reply.body as ApiReplyBody<Id>,
    error: failed ? (reply.body as ErrorBody) : null,
    headers: reply.headers,
  };
}

/** A file reply as bytes (a Word or Excel export read as text would be mangled). */
export interface Download {
  status: number;
  headers: Headers;
  bytes: Buffer;
}

/** Calls file route `routeId` as `user`, like `api`, and answers the reply's bytes. */
export async function download<Id extends ApiRouteId>(
  user: Principal | null,
  routeId: Id,
  ...rest: InputTuple<Id>
): Promise<Download> {
  const route = routeById.get(routeId as string);
  if (!route) throw new Error(`no route ${routeId} in the manifest`);
  const given = ((rest as unknown[])[0] ?? {}) as {
    path?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
    now?: string;
  };
  const url = new URL(pathOf(route.path, given.path), testUrl());
  for (const [k, v] of Object.entries(asQuery(given.query)))
    for (const one of Array.isArray(v) ? v : [v]) url.searchParams.append(k, one);
  const res = await fetch(url, {
    method: route.method,
    headers: {
      'x-gradina-now': given.now ?? fixedNow,
      ...(user ? { authorization: `Bearer ${user.token}` } : {}),
      // A file a POST answers (a certificate printed from the body's choices).
      ...(given.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(given.body !== undefined ? { body: JSON.stringify(given.body) } : {}),
  });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}
