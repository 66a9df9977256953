import { type RouteDef, type RouteId, routeById } from '../../shared/src/manifest/index';
import type { RouteExample } from '../api/route-examples';

/** What the local cloud's X-Gradina-Db header says one call cost (the handler's DynamoDB requests only). */
export interface RouteMeter {
  requests: number;
  rcu: number;
  wcu: number;
  items: number;
}

export interface MeteredCall {
  routeId: RouteId;
  status: number;
  /** The reply's JSON, or its text when it is not JSON (a file, ePay's protocol). */
  body: unknown;
  meter: RouteMeter;
}

export const meterOf = (headers: Headers): RouteMeter => {
  const parts = Object.fromEntries(
    (headers.get('x-gradina-db') ?? '')
      .split(';')
      .filter(Boolean)
      .map((p) => p.split('=') as [string, string]),
  );
  return {
    requests: Number(parts.requests ?? Number.NaN),
    rcu: Number(parts.rcu ?? 0),
    wcu: Number(parts.wcu ?? 0),
    items: Number(parts.items ?? 0),
  };
};

/**
 * One call of a manifest route against the local cloud with its DynamoDB meter: the one place both
 * `npm run bench`'s route table and `npm run bench:cost` read a route's requests from, so the two can
 * never count the same call differently (test/api/bench-cost.test.ts compares them).
 */
export async function callRoute(
  baseUrl: string,
  token: string | undefined,
  routeId: RouteId,
  example: Pick<RouteExample, 'path' | 'query' | 'body'>,
): Promise<MeteredCall> {
  const route = routeById.get(routeId) as RouteDef;
  const url = new URL(
    route.path.replace(/\{(\w+)\??\}/g, (_, n: string) => example.path?.[n] ?? ''),
    baseUrl,
  );
  for (const [k, v] of Object.entries(example.query ?? {}))
    for (const one of [v].flat()) url.searchParams.append(k, one);
  // A multipart example is FormData: fetch writes its content type with the boundary.
  const multipart = example.body instanceof FormData;
  const res = await fetch(url, {
    method: route.method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(example.body && !multipart ? { 'content-type': 'application/json' } : {}),
    },
    body: multipart ? (example.body as FormData) : example.body ? JSON.stringify(example.body) : undefined,
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // a file or a protocol reply: kept as text
  }
  return { routeId, status: res.status, body, meter: meterOf(res.headers) };
}

/** A demo account's session token (every demo account has the demo password). */
export async function signInAs(baseUrl: string, email: string, password = 'Gradina2026'): Promise<string> {
  const reply = await callRoute(baseUrl, undefined, 'identity.login', {
    body: { identifier: email, password, identifierKind: 0 },
  });
  if (reply.status !== 200) throw new Error(`sign-in of ${email} answered ${reply.status}`);
  return (reply.body as { token: string }).token;
}
