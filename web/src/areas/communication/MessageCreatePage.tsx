import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { callApi } from '../../api/client';
import { QueryError } from '../../ui/QueryError';
import { AttachmentsInput, type AttachmentValue } from './attachments';
import { saveFailure, toast } from './common';
import { invalidateMessages } from './queries';
import { toHtml } from './RichTextInput';
import {
  RecipientsField,
  type RecipientsValue,
  recipientFields,
  recipientsError,
  useDefaultChoice,
} from './recipients';
import { TitleAndContentFields, titleAndContentErrors } from './title-and-content';

/** /messages/create: title, body, recipients, send. */
export function MessageCreatePage() {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [attachments, setAttachments] = useState<AttachmentValue[]>([]);
  const [recipients, setRecipients] = useState<RecipientsValue>({ choice: useDefaultChoice(), groupIds: [] });
  const [errors, setErrors] = useState<{ title?: string; content?: string; recipients?: string }>({});

  const send = useMutation({
    mutationFn: () =>
      callApi('communication.sendMessage', {
        body: {
          title: title.trim(),
          content: toHtml(content.trim()),
          ...recipientFields(recipients),
          attachments: attachments.map(({ fileKey, fileName }) => ({ fileKey, fileName })),
        },
      }),
    onSuccess: (reply) => {
      const failure = saveFailure(reply);
      if (failure) {
        void toast({ title: 'Ново съобщение', message: failure, color: 'red' });
        return;
      }
      invalidateMessages(client);
      void toast({
        title: 'Ново съобщение',
        message: 'Съобщението е изпратено.',
        testId: 'message-sent-toast',
      });
      navigate(reply.entityId ? `/messages/${reply.entityId}` : '/messages');
    },
  });

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const next = {
      ...titleAndContentErrors(title, content),
      recipients: recipientsError(recipients),
    };
    setErrors(next);
    if (next.title || next.content || next.recipients) return;
    send.mutate();
  };

  return (
    <Stack data-testid="message-create-page">
      <Title order={1} fz="h2">
        Ново съобщение
      </Title>
      <Paper withBorder p="md" component="form" onSubmit={submit} noValidate>
        <Stack>
          <TitleAndContentFields
            title={title}
            onTitle={setTitle}
            content={content}
            onContent={setContent}
            errors={errors}
            testId="message"
          />
          <AttachmentsInput value={attachments} onChange={setAttachments} />
          <RecipientsField value={recipients} onChange={setRecipients} error={errors.recipients} />
          {send.isError && <QueryError error={send.error} />}
          <Group justify="flex-end">
            <Button variant="default" component={Link} to="/messages">
              Отказ
            </Button>
            <Button type="submit" loading={send.isPending} data-testid="message-send">
              Изпрати
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
