import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { callApi } from '../../../api/client';
import { useRouteQuery } from '../../../api/query';
import { usePermissions } from '../../../app/auth/permissions';
import { formatDateTime } from '../../../ui/format/dates';
import { roleLabels } from '../../../ui/format/labels';
import { ListPage } from '../../../ui/page';
import { EntityList } from '../../../ui/table/EntityList';
import { decodeContent, plainText, saveFailure, toast } from '../common';
import { invalidateMessages } from '../queries';

/** Spec section 9: 10 per page, newest first. */
const pageSize = 10;

/** /messages: the inbox, unread in bold with their unseen replies. */
export function MessagesPage() {
  const client = useQueryClient();
  const { can } = usePermissions();
  const [page, setPage] = useState(1);
  const inbox = useRouteQuery('communication.inbox', {
    query: {
      PageNumber: page,
      PageSize: pageSize,
      OrderByColumn: 'creationTime',
      OrderByDescending: 'true',
    },
  });
  const allSeen = useMutation({
    mutationFn: () => callApi('communication.setAllMessagesSeen', { body: {} }),
    onSuccess: (reply) => {
      const failure = saveFailure(reply);
      if (failure) void toast({ title: 'Съобщения', message: failure, color: 'red' });
      invalidateMessages(client);
    },
    onError: (e) => void toast({ title: 'Съобщения', message: String((e as Error).message), color: 'red' }),
  });

  return (
    <ListPage
      title="Съобщения"
      action={{ resource: 'Messages', label: 'Ново съобщение', to: '/messages/create' }}
      actions={
        <Button
          variant="light"
          onClick={() => allSeen.mutate()}
          loading={allSeen.isPending}
          data-testid="messages-mark-all"
        >
          Маркирай всички като прочетени
        </Button>
      }
      testId="messages"
    >
      <EntityList
        query={inbox}
        row={(m) => {
          const unread = !m.seenByCurrentUser || m.numberOfUnseenReplies > 0;
          return (
            <Paper withBorder p="sm" data-testid="message-row" data-unread={unread || undefined}>
              {/* The text keeps at least 16rem: on a phone the replies' badge goes under it, not beside. */}
              <Group justify="space-between" align="flex-start" gap="xs">
                <Stack gap={2} miw={0} style={{ flex: '1 1 16rem' }}>
                  <Anchor
                    component={Link}
                    to={`/messages/${m.id}`}
                    fw={unread ? 700 : 400}
                    data-testid="message-row-title"
                  >
                    {m.title}
                  </Anchor>
                  <Text fz="sm" c="dimmed">
                    {m.isSentByCurrentUser
                      ? 'Изпратено от вас'
                      : `${m.createdBy.name} (${roleLabels[m.createdBy.userType]})`}{' '}
                    · {formatDateTime(m.creationTime)}
                  </Text>
                  <Text fz="sm" lineClamp={2} fw={unread ? 600 : 400}>
                    {plainText(decodeContent(m.content), 200)}
                  </Text>
                </Stack>
                {m.numberOfUnseenReplies > 0 && (
                  <Badge color="red" data-testid="message-row-unseen-replies">
                    {m.numberOfUnseenReplies}{' '}
                    {m.numberOfUnseenReplies === 1 ? 'нов отговор' : 'нови отговора'}
                  </Badge>
                )}
              </Group>
            </Paper>
          );
        }}
        paging={{ page, pageSize, onChange: setPage, testId: 'messages-pager' }}
        empty={{
          text: 'Нямате съобщения.',
          icon: <IconMail size={40} stroke={1.5} color="var(--mantine-color-dimmed)" aria-hidden="true" />,
          action: can('Messages', 'create') && (
            <Button component={Link} to="/messages/create" data-testid="messages-empty-create">
              Ново съобщение
            </Button>
          ),
          testId: 'messages-empty',
        }}
        testId="messages-list"
      />
    </ListPage>
  );
}
