import { Button, Stack, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { callApi } from '../../../api/client';
import { useFieldProps } from '../../../ui/forms/useFieldProps';
import { useManifestForm } from '../../../ui/forms/useManifestForm';
import { AttachmentsInput, type AttachmentValue } from '../attachments';
import { saveFailure, toast } from '../common';
import { MessageFormCard } from '../message-form-card';
import { invalidateMessages } from '../queries';
import {
  RecipientsField,
  type RecipientsValue,
  recipientFields,
  recipientsError,
  useDefaultChoice,
} from '../recipients';
import {
  type TitleAndContent,
  TitleAndContentFields,
  titleAndContentBody,
  titleAndContentLabels,
} from '../title-and-content';

interface MessageValues extends TitleAndContent {
  attachments: AttachmentValue[];
  recipients: RecipientsValue;
}

/** /messages/create: title, body, recipients, send. */
export function MessageCreatePage() {
  const navigate = useNavigate();
  const client = useQueryClient();
  const defaultChoice = useDefaultChoice();
  // The recipients' messages say what to choose ("Изберете поне една група"): the page's own rule.
  const { form, toBody } = useManifestForm<MessageValues, 'communication.sendMessage'>(
    'communication.sendMessage',
    {
      labels: titleAndContentLabels,
      toBody: (v) => ({
        ...titleAndContentBody(v),
        ...recipientFields(v.recipients),
        attachments: v.attachments.map(({ fileKey, fileName }) => ({ fileKey, fileName })),
      }),
      check: (v) => ({ recipients: recipientsError(v.recipients) }),
      defaultValues: {
        title: '',
        content: '',
        attachments: [],
        recipients: { choice: defaultChoice, groupIds: [] },
      },
    },
  );

  const recipients = useFieldProps(form, 'recipients');

  const send = useMutation({
    mutationFn: (values: MessageValues) => callApi('communication.sendMessage', { body: toBody(values) }),
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

  return (
    <Stack data-testid="message-create-page">
      <Title order={1} fz="h2">
        Ново съобщение
      </Title>
      <MessageFormCard
        onSubmit={form.handleSubmit((v) => send.mutate(v))}
        error={send.error}
        pending={send.isPending}
        submitLabel="Изпрати"
        submitTestId="message-send"
        cancel={
          <Button variant="default" component={Link} to="/messages">
            Отказ
          </Button>
        }
      >
        <TitleAndContentFields form={form} testId="message" />
        <Controller
          control={form.control}
          name="attachments"
          render={({ field }) => <AttachmentsInput value={field.value} onChange={field.onChange} />}
        />
        <RecipientsField {...recipients} />
      </MessageFormCard>
    </Stack>
  );
}
