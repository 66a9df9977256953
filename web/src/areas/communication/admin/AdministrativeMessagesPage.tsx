import { Badge, Button, Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../../api/client';
import { apiQuery } from '../../../api/query';
import { RichText } from '../../../ui/forms/RichText';
import { Loading } from '../../../ui/Loading';
import { Pager } from '../../../ui/Pager';
import { QueryError } from '../../../ui/QueryError';
import { decodeContent, formatMessageTime, saveFailure, toast } from '../common';
import { invalidateAdministrativeMessages } from '../queries';
import { toHtml } from '../RichTextInput';
import { TitleAndContentFields, titleAndContentErrors } from '../title-and-content';
import { KindergartenPicker, type PickedKindergarten } from './KindergartenPicker';
import {
  type PlatformRecipients,
  platformRecipientLabels,
  platformSend,
  recipientsText,
} from './platform-recipients';

const pageSize = 10;

/** /admin/messages/dashboard: the Master writes to the users of every kindergarten and sees what was sent. */
export function AdministrativeMessagesPage() {
  useDocumentTitle('Административни съобщения | Градина');
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const sent = useQuery(
    apiQuery('communication.administrativeMessages', { query: { PageNumber: page, PageSize: pageSize } }),
  );
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [choice, setChoice] = useState<PlatformRecipients>('everyone');
  const [kindergartens, setKindergartens] = useState<PickedKindergarten[]>([]);
  const [errors, setErrors] = useState<{ title?: string; content?: string; kindergartens?: string }>({});

  const send = useMutation({
    mutationFn: () => {
      const call = platformSend(
        choice,
        { title: title.trim(), content: toHtml(content.trim()) },
        kindergartens.map((k) => k.id),
      );
      return call.route === 'communication.sendToKindergartens'
        ? callApi(call.route, { body: call.body })
        : callApi(call.route, { body: call.body });
    },
    onSuccess: (reply) => {
      const failure = saveFailure(reply);
      if (failure) return void toast({ title: 'Административно съобщение', message: failure, color: 'red' });
      setTitle('');
      setContent('');
      setKindergartens([]);
      setPage(1);
      invalidateAdministrativeMessages(client);
      void toast({
        title: 'Административно съобщение',
        message: 'Съобщението е изпратено. Получателите го виждат в съобщенията си.',
        testId: 'admin-message-sent-toast',
      });
    },
  });

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const next = {
      ...titleAndContentErrors(title, content),
      kindergartens:
        choice === 'chosen' && kindergartens.length === 0 ? 'Изберете поне една детска градина' : undefined,
    };
    setErrors(next);
    if (!next.title && !next.content && !next.kindergartens) send.mutate();
  };

  return (
    <Stack data-testid="admin-messages-page" maw={960}>
      <Title order={1} fz="h2">
        Административни съобщения
      </Title>
      <Paper withBorder p="md" component="form" onSubmit={submit} noValidate>
        <Stack>
          <Title order={2} fz="h4">
            Ново съобщение
          </Title>
          <TitleAndContentFields
            title={title}
            onTitle={setTitle}
            content={content}
            onContent={setContent}
            errors={errors}
            testId="admin-message"
          />
          <Radio.Group
            label="Получатели"
            value={choice}
            onChange={(v) => setChoice(v as PlatformRecipients)}
            data-testid="admin-message-recipients"
          >
            <Stack gap={6} mt={6}>
              {(Object.keys(platformRecipientLabels) as PlatformRecipients[]).map((c) => (
                <Radio
                  key={c}
                  value={c}
                  label={platformRecipientLabels[c]}
                  data-testid={`admin-message-to-${c}`}
                />
              ))}
            </Stack>
          </Radio.Group>
          {choice === 'chosen' && (
            <KindergartenPicker
              value={kindergartens}
              onChange={setKindergartens}
              error={errors.kindergartens}
            />
          )}
          {send.isError && <QueryError error={send.error} />}
          <Group justify="flex-end">
            <Button type="submit" loading={send.isPending} data-testid="admin-message-send">
              Изпрати
            </Button>
          </Group>
        </Stack>
      </Paper>

      <Title order={2} fz="h4">
        Изпратени
      </Title>
      {sent.isPending && <Loading />}
      {sent.isError && <QueryError error={sent.error} />}
      {sent.data?.result.length === 0 && <Text c="dimmed">Още няма изпратени съобщения.</Text>}
      {sent.data?.result.map((m) => (
        <Paper key={m.id} withBorder p="sm" data-testid="admin-message-row">
          <Stack gap={4}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text fw={700} data-testid="admin-message-row-title">
                {m.title}
              </Text>
              <Badge variant="light" color={m.kind === 'administrative' ? 'garden' : 'gray'}>
                {m.kind === 'administrative' ? 'Административно' : 'До служители'}
              </Badge>
            </Group>
            <Text fz="sm" c="dimmed" data-testid="admin-message-row-meta">
              {formatMessageTime(m.creationTime)} · {recipientsText(m)}
            </Text>
            <RichText html={decodeContent(m.content)} testId="admin-message-row-content" />
          </Stack>
        </Paper>
      ))}
      {sent.data && (
        <Pager
          page={page}
          pageSize={pageSize}
          rowsCount={sent.data.rowsCount}
          onChange={setPage}
          testId="admin-messages-pager"
        />
      )}
    </Stack>
  );
}
