import type { QueryClient } from '@tanstack/react-query';
import { apiQuery, invalidateRoutes, useRouteQuery } from '../../api/query';

/**
 * The communication area's reads that several screens share, and what each change makes stale, by route id
 * (the header's dropdowns read the same `communication.inbox`, `events` and `polls` routes as the pages).
 */

/** The menu's and header's counters; the realtime connection refreshes them on arrivals. */
export const useBadgeCounters = () =>
  useRouteQuery('communication.badges', undefined, {
    staleTime: 60_000,
    refetchOnWindowFocus: true,
    retry: false,
  });

/** The home dashboard's reply: the board and the calendar take the kindergarten's groups from it. */
export const useDashboard = (options: { retry?: boolean } = {}) =>
  useRouteQuery('communication.dashboard', undefined, { staleTime: 60_000, ...options });

/** Opening an event reads it through GET /api/Events/{id}, which also marks it seen for the user. */
export const useEvent = (id: string, enabled = true) =>
  useRouteQuery('communication.getEvent', { path: { id } }, { enabled, retry: false, staleTime: 30_000 });

/** The header's newest messages (the unread among them are shown), read when its dropdown opens. */
export const useHeaderMessages = (enabled: boolean) =>
  useRouteQuery(
    'communication.inbox',
    { query: { PageNumber: 1, PageSize: 50, OrderByColumn: 'creationTime', OrderByDescending: 'true' } },
    { enabled, retry: false },
  );

/**
 * Unread events and unanswered active polls (the header's dropdown and /notifications). A failure of either
 * fails the whole list: the page says it could not load instead of "none".
 */
export function useUnreadNotifications(enabled: boolean) {
  const events = useRouteQuery(
    'communication.events',
    { query: { onlyUnseen: 'true', PageSize: 100 } },
    { enabled, retry: false },
  );
  const polls = useRouteQuery(
    'communication.polls',
    { query: { type: 1, PageSize: 100 } },
    { enabled, retry: false },
  );
  const failed = events.isError ? events : polls.isError ? polls : undefined;
  return {
    data:
      events.data && polls.data
        ? {
            events: events.data.result.filter((e) => !e.seenByCurrentUser),
            polls: polls.data.result.filter((p) => p.canVote && !p.hasVoted && !p.isExpired),
          }
        : undefined,
    isPending: !failed && (events.isPending || polls.isPending),
    isFetching: events.isFetching || polls.isFetching,
    isError: Boolean(failed),
    error: failed?.error ?? null,
    refetch: () => Promise.all([events.refetch(), polls.refetch()]),
  };
}

export const invalidateBadges = (client: QueryClient) => invalidateRoutes(client, 'communication.badges');

/** A message was opened: it is seen now, so the counters and the unread marks change. */
export const invalidateMessageSeen = (client: QueryClient) =>
  invalidateRoutes(client, 'communication.badges', 'communication.inbox');

/** Every list a message shows in: the counters, the inbox, the home dashboard. */
const messageLists = ['communication.badges', 'communication.inbox', 'communication.dashboard'] as const;

export const invalidateMessages = (client: QueryClient) => invalidateRoutes(client, ...messageLists);

/** One message changed (a reply, an edit): the opened message and every list showing it. */
export const invalidateMessage = (client: QueryClient) =>
  invalidateRoutes(client, 'communication.getMessage', ...messageLists);

/** Every list an event shows in: the counters, the calendar, the home dashboard. */
const eventLists = ['communication.badges', 'communication.events', 'communication.dashboard'] as const;

export const invalidateEvents = (client: QueryClient) => invalidateRoutes(client, ...eventLists);

/** An event was deleted: its own entry is dropped (refetching it would answer 404), the lists refresh. */
export function forgetDeletedEvent(client: QueryClient, id: string) {
  client.removeQueries(apiQuery('communication.getEvent', { path: { id } }));
  return invalidateEvents(client);
}

/** One event changed: the opened event and every list showing it. */
export const invalidateEvent = (client: QueryClient) =>
  invalidateRoutes(client, 'communication.getEvent', ...eventLists);

/** Every list a poll shows in: the counters and the polls. */
const pollLists = ['communication.badges', 'communication.polls'] as const;

export const invalidatePolls = (client: QueryClient) => invalidateRoutes(client, ...pollLists);

/** The opened poll only (it changed under the user, e.g. it got votes and can no longer be edited). */
export const invalidateOpenedPoll = (client: QueryClient) =>
  invalidateRoutes(client, 'communication.getPoll');

/** One poll changed: the opened poll and every list showing it. */
export const invalidatePoll = (client: QueryClient) =>
  invalidateRoutes(client, 'communication.getPoll', ...pollLists);

/** The board changed; resolves when the board shows it again (its order is rebuilt from it). */
export async function invalidateBoard(client: QueryClient) {
  void invalidateRoutes(client, 'communication.dashboard');
  await invalidateRoutes(client, 'communication.boardMessages');
}

export const invalidateMaintenanceMessages = (client: QueryClient) =>
  invalidateRoutes(client, 'communication.maintenanceMessages');

export const invalidateAdministrativeMessages = (client: QueryClient) =>
  invalidateRoutes(client, 'communication.administrativeMessages');
