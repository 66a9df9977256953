import {
  type QueryClient,
  queryOptions,
  type UseQueryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { callApi } from './client';
import type { ApiArgs, ApiArgsTuple, ApiReply, ApiRouteId, CallOptions } from './routes';

/**
 * The query kit: one query per manifest route, its key derived from the route id and the input, so every
 * screen that reads `children.childDropdown` for a kindergarten shares one cache entry and one request, and
 * `invalidateRoutes(client, 'children.childDropdown')` refreshes them all. No other file writes a `queryKey`
 * (`ui/source-rules.test.ts`).
 *
 * ```tsx
 * const list = useRouteQuery('kindergartens.daysOffOverview', { query: { kindergartenId, periodId } }, {
 *   enabled: Boolean(periodId),
 * });
 * // the feature's queries.ts: what a save changes
 * export const invalidateDaysOff = (client: QueryClient) =>
 *   invalidateRoutes(client, 'kindergartens.daysOffOverview', 'kindergartens.dayOff');
 * ```
 */

/** The route's input as its query is keyed: the call's options (signal, download) are not part of it. */
type KeyInput = Record<string, unknown>;

function keyInput(args: unknown): KeyInput {
  const { signal: _s, download: _d, ...input } = (args ?? {}) as CallOptions & KeyInput;
  return input;
}

/**
 * The cache key of a route's reply for this input: `['api', id, input]`; `routeKey(id)` alone is the prefix
 * of every input's key (what invalidation matches).
 */
export function routeKey<Id extends ApiRouteId>(id: Id, ...rest: Partial<ApiArgsTuple<Id>>) {
  return rest.length === 0 ? (['api', id] as const) : (['api', id, keyInput(rest[0])] as const);
}

/** React Query options for a manifest route (for `useQuery`, `useQueries`, `prefetchQuery`, loaders). */
export function apiQuery<Id extends ApiRouteId>(id: Id, ...rest: ApiArgsTuple<Id>) {
  const args = rest[0] as (CallOptions & KeyInput) | undefined;
  return queryOptions({
    queryKey: ['api', id, keyInput(args)] as const,
    queryFn: ({ signal }) => callApi(id, ...([{ ...(args ?? {}), signal }] as ApiArgsTuple<Id>)),
  });
}

/** What a screen may tune of a route's query; the key and the call are the kit's. */
export type RouteQueryOptions<Id extends ApiRouteId, Selected = ApiReply<Id>> = Omit<
  UseQueryOptions<ApiReply<Id>, Error, Selected>,
  'queryKey' | 'queryFn'
> & {
  /**
   * A value the reply depends on that the call does not send (the avatar's stored path): part of the key,
   * so a new one reads the route again at once.
   */
  revision?: string | number | null;
};

/**
 * Reads a manifest route: `useRouteQuery(id, input, { enabled, staleTime, select… })`. The input is the
 * call's `{ path, query }`; a route without one takes `undefined` or nothing.
 */
export function useRouteQuery<Id extends ApiRouteId, Selected = ApiReply<Id>>(
  id: Id,
  input?: ApiArgsTuple<Id>[0],
  options?: RouteQueryOptions<Id, Selected>,
) {
  const { revision, ...tuning } = options ?? {};
  const base = apiQuery(id, ...([input] as ApiArgsTuple<Id>));
  const queryKey = revision === undefined ? base.queryKey : [...base.queryKey, revision];
  return useQuery({ ...tuning, queryKey, queryFn: base.queryFn } as UseQueryOptions<
    ApiReply<Id>,
    Error,
    Selected
  >);
}

/** Refreshes every screen that shows one of these routes, whatever input it was read with. */
export async function invalidateRoutes(client: QueryClient, ...ids: readonly ApiRouteId[]): Promise<void> {
  await Promise.all(ids.map((id) => client.invalidateQueries({ queryKey: routeKey(id) })));
}

/** Reads one route's reply for this input again now (a form reloading the record after a stale save). */
export function refetchRoute<Id extends ApiRouteId>(client: QueryClient, id: Id, ...rest: ApiArgsTuple<Id>) {
  return client.refetchQueries({ queryKey: apiQuery(id, ...rest).queryKey });
}

/** Puts a reply in the cache as if the route had answered it (a reply that carries another route's data). */
export function setRouteData<Id extends ApiRouteId>(
  client: QueryClient,
  id: Id,
  input: ApiArgsTuple<Id>[0],
  reply: ApiReply<Id>,
) {
  client.setQueryData(apiQuery(id, ...([input] as ApiArgsTuple<Id>)).queryKey, reply);
}

export interface RouteMutationOptions<Id extends ApiRouteId> {
  /** What the change makes stale: the feature's `invalidate…` function from its `queries.ts`. */
  refresh?: (client: QueryClient) => Promise<unknown>;
  onSuccess?: (reply: ApiReply<Id>, args: ApiArgs<Id>) => unknown;
  onError?: (error: Error, args: ApiArgs<Id>) => unknown;
}

/**
 * Calls a manifest route that changes something: `mutate({ body })`; after a success the `refresh` runs
 * before `onSuccess`, so a page that navigates back finds its list already fresh.
 */
export function useRouteMutation<Id extends ApiRouteId>(id: Id, options: RouteMutationOptions<Id> = {}) {
  const client = useQueryClient();
  return useMutation<ApiReply<Id>, Error, ApiArgs<Id>>({
    mutationFn: (args) => callApi(id, ...([args] as ApiArgsTuple<Id>)),
    onSuccess: async (reply, args) => {
      await options.refresh?.(client);
      await options.onSuccess?.(reply, args);
    },
    onError: (error, args) => options.onError?.(error, args),
  });
}
