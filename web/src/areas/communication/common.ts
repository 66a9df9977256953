import type { QueryClient } from '@tanstack/react-query';
import { dateFormats } from '../../ui/format/dates';
import { dayjs } from '../../ui/format/dayjs';

/** Replies carry rich text URI-encoded (docs/areas/communication.md); decoded for display. */
export function decodeContent(content: string | null | undefined): string {
  if (!content) return '';
  try {
    return decodeURIComponent(content);
  } catch {
    return content;
  }
}

/** Plain text of (sanitized) HTML, cut at `max` characters. */
export function plainText(html: string, max = 160): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max).trimEnd()}…` : text;
}

export const formatMessageTime = (iso: string) => dayjs(iso).format(dateFormats.messageTime);
export const formatLongDate = (iso: string) => dayjs(iso).format(dateFormats.longDate);
export const formatLongDateTime = (iso: string) => dayjs(iso).format(dateFormats.longDateTime);
export const formatDate = (iso: string) => dayjs(iso).format(dateFormats.date);

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
  /** The header dropdowns' own lists. */
  headerMessages: ['communication', 'header-messages'] as const,
  headerNotifications: ['communication', 'header-notifications'] as const,
};

export function invalidateBadges(client: QueryClient) {
  return client.invalidateQueries({ queryKey: keys.badges });
}

export function invalidateMessages(client: QueryClient) {
  void invalidateBadges(client);
  void client.invalidateQueries({ queryKey: keys.inbox });
  void client.invalidateQueries({ queryKey: keys.headerMessages });
  void client.invalidateQueries({ queryKey: keys.dashboard });
}

export function invalidateEvents(client: QueryClient) {
  void invalidateBadges(client);
  void client.invalidateQueries({ queryKey: keys.events });
  void client.invalidateQueries({ queryKey: keys.headerNotifications });
  void client.invalidateQueries({ queryKey: keys.dashboard });
}

export function invalidatePolls(client: QueryClient) {
  void invalidateBadges(client);
  void client.invalidateQueries({ queryKey: keys.polls });
  void client.invalidateQueries({ queryKey: keys.headerNotifications });
}

/** Shows a toast (the notifications package loads with the shell, not the entry chunk). */
export async function toast(options: {
  title: string;
  message: string;
  color?: string;
  testId?: string;
  autoClose?: number | false;
}) {
  const { notifications } = await import('@mantine/notifications');
  notifications.show({
    title: options.title,
    message: options.message,
    color: options.color ?? 'garden',
    autoClose: options.autoClose ?? 8000,
    ...({ 'data-testid': options.testId } as object),
  });
}

/** The server's reason when a save reply is not successful, or a general one. */
export function saveFailure(reply: {
  isSuccessful: boolean;
  errorMessage: string | null;
}): string | undefined {
  return reply.isSuccessful ? undefined : reply.errorMessage || 'Действието не беше изпълнено.';
}
