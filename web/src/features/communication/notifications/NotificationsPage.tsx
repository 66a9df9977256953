import { Paper, Stack, Title } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { Loading } from '../../../ui/Loading';
import { QueryError } from '../../../ui/QueryError';
import { EmptyState } from '../../../ui/table/table-states';
import { EventLine, PollLine } from '../notification-lines';
import { useUnreadNotifications } from '../queries';

/** /notifications: every unread event and unanswered poll. */
export function NotificationsPage() {
  const list = useUnreadNotifications(true);
  const events = list.data?.events ?? [];
  const polls = list.data?.polls ?? [];
  return (
    <Stack data-testid="notifications-page">
      <Title order={1} fz="h2">
        {list.data && events.length + polls.length === 0
          ? 'Нямате непрочетени известия'
          : 'Непрочетени известия'}
      </Title>
      {list.isPending && <Loading />}
      {list.isError && (
        <QueryError error={list.error} testId="notifications-error" onRetry={() => void list.refetch()} />
      )}
      {list.data && events.length + polls.length === 0 && (
        <EmptyState
          text="Всички събития и анкети са прегледани."
          icon={<IconBell size={40} stroke={1.5} color="var(--mantine-color-dimmed)" aria-hidden="true" />}
          testId="notifications-empty"
        />
      )}
      {events.length > 0 && (
        <Title order={2} fz="h4">
          Събития
        </Title>
      )}
      {events.map((e) => (
        <Paper key={e.id} withBorder p="sm" data-testid="notifications-page-event">
          <EventLine event={e} />
        </Paper>
      ))}
      {polls.length > 0 && (
        <Title order={2} fz="h4">
          Анкети
        </Title>
      )}
      {polls.map((p) => (
        <Paper key={p.id} withBorder p="sm" data-testid="notifications-page-poll">
          <PollLine poll={p} />
        </Paper>
      ))}
    </Stack>
  );
}
