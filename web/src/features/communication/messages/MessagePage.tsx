import { Anchor, Button, Divider, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { callApi } from '../../../api/client';
import { useRouteQuery } from '../../../api/query';
import { useConfirmDelete } from '../../../ui/delete/useConfirmDelete';
import { formatDateTime } from '../../../ui/format/dates';
import { roleLabels } from '../../../ui/format/labels';
import { RichText } from '../../../ui/forms/RichText';
import { RichTextInput } from '../../../ui/forms/RichTextInput';
import { Loading } from '../../../ui/Loading';
import { QueryError } from '../../../ui/QueryError';
import { AttachmentList } from '../attachments';
import { decodeContent, saveFailure, toast } from '../common';
import { invalidateMessage, invalidateMessageSeen, invalidateMessages } from '../queries';
import { MessageEditForm } from './MessageEditForm';

/** /messages/{id}: the message, its replies, the reply form; the sender edits or deletes it. */
export function MessagePage() {
  const { id = '' } = useParams();
  const client = useQueryClient();
  const navigate = useNavigate();
  const message = useRouteQuery('communication.getMessage', { path: { id } });
  const [reply, setReply] = useState('');
  const [replyTo, setReplyTo] = useState<string | null>(null);
  const [replyError, setReplyError] = useState<string>();
  const [editing, setEditing] = useState(false);

  // Opening marks it seen: the counters and the lists change.
  const loadedAt = message.dataUpdatedAt;
  useEffect(() => {
    if (loadedAt) invalidateMessageSeen(client);
  }, [loadedAt, client]);

  const refresh = () => invalidateMessage(client);
  const failed = (title: string) => (e: unknown) =>
    void toast({ title, message: e instanceof Error ? e.message : 'Възникна грешка!', color: 'red' });

  const send = useMutation({
    mutationFn: () =>
      callApi('communication.replyToMessage', {
        path: { id },
        body: { content: reply, recipientId: replyTo },
      }),
    onSuccess: (r) => {
      const failure = saveFailure(r);
      if (failure) return void toast({ title: 'Отговор', message: failure, color: 'red' });
      setReply('');
      refresh();
    },
    onError: failed('Отговор'),
  });
  const removeReply = useConfirmDelete<{ id: string; author: string }>({
    remove: (r) => callApi('communication.deleteReply', { path: { messageId: id, replyId: r.id } }),
    onDeleted: refresh,
    onRefused: (text) => void toast({ title: 'Отговор', message: text, color: 'red' }),
    refusedText: 'Отговорът не беше изтрит.',
    title: 'Изтриване на отговор',
    question: (r) => `Да бъде ли изтрит отговорът на ${r.author}?`,
    testId: 'message-reply-delete',
  });
  // The sender deletes the message for everyone; a recipient only takes it out of their box.
  const remove = useConfirmDelete<{ title: string; forEveryone: boolean }>({
    remove: () => callApi('communication.deleteMessage', { path: { id } }),
    onDeleted: () => {
      invalidateMessages(client);
      navigate('/messages');
    },
    onRefused: (text) => void toast({ title: 'Изтриване', message: text, color: 'red' }),
    refusedText: 'Съобщението не беше изтрито.',
    title: 'Изтриване на съобщение',
    question: (m) =>
      m.forEveryone
        ? `Да бъде ли изтрито съобщението „${m.title}“ за всички получатели?`
        : `Да бъде ли премахнато съобщението „${m.title}“ от кутията ви?`,
    testId: 'message-delete',
  });

  if (message.isPending) return <Loading />;
  if (message.isError) return <QueryError error={message.error} />;
  const m = message.data;
  const html = decodeContent(m.content);
  // The sender may answer everyone or one of the recipients who wrote.
  const participants = new Map<string, string>();
  for (const r of m.replies)
    if (r.participantId && r.createdBy.id === r.participantId)
      participants.set(r.participantId, r.createdBy.name);

  return (
    <Stack data-testid="message-page">
      <Anchor component={Link} to="/messages" fz="sm">
        ← Всички съобщения
      </Anchor>
      <Paper withBorder p="md">
        {editing ? (
          <MessageEditForm message={m} onDone={() => setEditing(false)} />
        ) : (
          <Stack gap="xs">
            <Title order={1} fz="h3" data-testid="message-title">
              {m.title}
            </Title>
            <Text fz="sm" c="dimmed">
              {m.createdBy.name} ({roleLabels[m.createdBy.userType]}) · {formatDateTime(m.creationTime)}
              {m.recipientsCount !== null && m.isSentByCurrentUser && ` · получатели: ${m.recipientsCount}`}
            </Text>
            <RichText html={html} testId="message-content" />
            <AttachmentList messageId={m.id} attachments={m.attachments} />
            <Group gap="xs">
              {m.canEdit && (
                <Button size="xs" variant="light" onClick={() => setEditing(true)} data-testid="message-edit">
                  Редактирай
                </Button>
              )}
              <Button
                size="xs"
                variant="light"
                color="red"
                loading={remove.pending}
                onClick={() => remove.ask({ title: m.title, forEveryone: m.isSentByCurrentUser })}
                data-testid="message-delete"
              >
                Изтрий
              </Button>
            </Group>
          </Stack>
        )}
      </Paper>
      <Title order={2} fz="h4">
        Отговори
      </Title>
      {m.replies.length === 0 && <Text c="dimmed">Няма отговори.</Text>}
      {m.replies.map((r) => (
        <Paper key={r.id} withBorder p="sm" data-testid="message-reply">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Stack gap={2} miw={0}>
              <Text fz="sm" fw={600} data-testid="message-reply-author">
                {r.createdBy.name}{' '}
                <Text span fz="xs" c="dimmed">
                  ({roleLabels[r.createdBy.userType]}) · {formatDateTime(r.creationTime)}
                </Text>
              </Text>
              <RichText html={decodeContent(r.content)} testId="message-reply-content" />
            </Stack>
            {r.canDelete && (
              <Button
                size="compact-xs"
                variant="subtle"
                color="red"
                onClick={() => removeReply.ask({ id: r.id, author: r.createdBy.name })}
                data-testid="message-reply-delete"
              >
                Изтрий
              </Button>
            )}
          </Group>
        </Paper>
      ))}
      {m.canReply && (
        <Paper withBorder p="md">
          <Divider label="Нов отговор" labelPosition="left" mb="sm" />
          <Stack>
            {m.isSentByCurrentUser && participants.size > 0 && (
              <Select
                label="До"
                data={[
                  { value: '', label: 'Всички получатели' },
                  ...[...participants].map(([value, label]) => ({ value, label })),
                ]}
                value={replyTo ?? ''}
                onChange={(v) => setReplyTo(v || null)}
                allowDeselect={false}
                data-testid="message-reply-to"
              />
            )}
            <RichTextInput
              label="Отговор"
              value={reply}
              onChange={(v) => {
                setReply(v);
                if (v) setReplyError(undefined);
              }}
              error={replyError}
              minRows={3}
              testId="message-reply-input"
            />
            <Group justify="flex-end">
              <Button
                loading={send.isPending}
                onClick={() => {
                  if (!reply.trim()) return setReplyError('Полето "Отговор" е задължително');
                  setReplyError(undefined);
                  send.mutate();
                }}
                data-testid="message-reply-send"
              >
                Изпрати отговор
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
      {remove.modal}
      {removeReply.modal}
    </Stack>
  );
}
