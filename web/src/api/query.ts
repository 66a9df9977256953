import { queryOptions } from '@tanstack/react-query';
import { callApi } from './client';
import type { ApiArgsTuple, ApiRouteId, CallOptions } from './routes';

/**
 * React Query options for a manifest route: the key is the route id and its arguments, so invalidating
 * `['api', 'lookups.cities']` refreshes every city list on screen.
 */
export function apiQuery<Id extends ApiRouteId>(id: Id, ...rest: ApiArgsTuple<Id>) {
  const args = rest[0] as (CallOptions & Record<string, unknown>) | undefined;
  const { signal: _s, download: _d, ...keyArgs } = args ?? {};
  return queryOptions({
    queryKey: ['api', id, keyArgs] as const,
    queryFn: ({ signal }) => callApi(id, ...([{ ...(args ?? {}), signal }] as ApiArgsTuple<Id>)),
  });
}
