import type { QueryClient } from '@tanstack/react-query';
import { apiQuery } from '../../api/query';

/** Query keys of this area (apiQuery keys start with ['api', routeId]). */
export const keys = {
  badges: ['api', 'communication.badges'] as const,
  inbox: ['api', 'communication.inbox'] as const,
  message: ['api', 'communication.getMessage'] as const,
  events: ['api', 'communication.events'] as const,
  event: ['api', 'communication.getEvent'] as const,
  polls: ['api', 'communication.polls'] as const,
  poll: ['api', 'communication.getPoll'] as const,
  board: ['api', 'communication.boardMessages'] as const,
  dashboard: ['api', 'communication.dashboard'] as const,
  maintenanceMessages: ['api', 'communication.maintenanceMessages'] as const,
  administrativeMessages: ['api', 'communication.administrativeMessages'] as const,
  /** The header dropdowns' own lists. */
  headerMessages: ['communication', 'header-messages'] as const,
  headerNotifications: ['communication', 'header-notifications'] as const,
};

const refresh = (client: QueryClient, ...queryKeys: (typeof keys)[keyof typeof keys][]) =>
  Promise.all(queryKeys.map((queryKey) => client.invalidateQueries({ queryKey })));

export function invalidateBadges(client: QueryClient) {
  return refresh(client, keys.badges);
}

/** A message was opened: it is seen now, so the counters and the unread marks change. */
export function invalidateMessageSeen(client: QueryClient) {
  void refresh(client, keys.badges, keys.inbox, keys.headerMessages);
}

export function invalidateMessages(client: QueryClient) {
  void refresh(client, keys.badges, keys.inbox, keys.headerMessages, keys.dashboard);
}

/** One message changed (a reply, an edit): the opened message and every list showing it. */
export function invalidateMessage(client: QueryClient) {
  void refresh(client, keys.message);
  invalidateMessages(client);
}

export function invalidateEvents(client: QueryClient) {
  void refresh(client, keys.badges, keys.events, keys.headerNotifications, keys.dashboard);
}

/** Opening an event reads it through GET /api/Events/{id}, which also marks it seen for the user. */
export const eventQuery = (id: string) => ({
  ...apiQuery('communication.getEvent', { path: { id } }),
  retry: false,
  staleTime: 30_000,
});

/** An event was deleted: its own entry is dropped (refetching it would answer 404), the lists refresh. */
export function forgetDeletedEvent(client: QueryClient, id: string) {
  client.removeQueries({ queryKey: eventQuery(id).queryKey });
  invalidateEvents(client);
}

/** One event changed: the opened event and every list showing it. */
export function invalidateEvent(client: QueryClient) {
  invalidateEvents(client);
  void refresh(client, keys.event);
}

export function invalidatePolls(client: QueryClient) {
  void refresh(client, keys.badges, keys.polls, keys.headerNotifications);
}

/** The opened poll only (it changed under the user, e.g. it got votes and can no longer be edited). */
export function invalidateOpenedPoll(client: QueryClient) {
  void refresh(client, keys.poll);
}

/** One poll changed: the opened poll and every list showing it. */
export function invalidatePoll(client: QueryClient) {
  invalidatePolls(client);
  invalidateOpenedPoll(client);
}

/** The board changed; resolves when the board shows it again (its order is rebuilt from it). */
export async function invalidateBoard(client: QueryClient) {
  void refresh(client, keys.dashboard);
  await refresh(client, keys.board);
}

export function invalidateMaintenanceMessages(client: QueryClient) {
  void refresh(client, keys.maintenanceMessages);
}

export function invalidateAdministrativeMessages(client: QueryClient) {
  void refresh(client, keys.administrativeMessages);
}
