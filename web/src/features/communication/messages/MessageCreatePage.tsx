import { Button, Stack, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { useBoundField } from '../../../ui/fields';
import { useFormPage } from '../../../ui/page';
import { AttachmentsInput, type AttachmentValue } from '../attachments';
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
import { confirmSent } from './sent-toast';

interface MessageValues extends TitleAndContent {
  attachments: AttachmentValue[];
  recipients: RecipientsValue;
}

/** /messages/create: title, body, recipients, send. */
export function MessageCreatePage() {
  const navigate = useNavigate();
  const defaultChoice = useDefaultChoice();
  const page = useFormPage<MessageValues, 'communication.sendMessage'>('communication.sendMessage', {
    spec: {
      labels: titleAndContentLabels,
      toBody: (v) => ({
        ...titleAndContentBody(v),
        ...recipientFields(v.recipients),
        attachments: v.attachments.map(({ fileKey, fileName }) => ({ fileKey, fileName })),
      }),
      // The recipients' messages say what to choose ("Изберете поне една група"): the page's own rule.
      check: (v) => ({ recipients: recipientsError(v.recipients) }),
      defaultValues: {
        title: '',
        content: '',
        attachments: [],
        recipients: { choice: defaultChoice, groupIds: [] },
      },
    },
    refresh: invalidateMessages,
    back: '/messages',
    onSaved: (reply) => {
      void confirmSent(reply.entityId);
      navigate(reply.entityId ? `/messages/${reply.entityId}` : '/messages');
    },
  });
  const attachments = useBoundField({ form: page, name: 'attachments' });
  const recipients = useBoundField({ form: page, name: 'recipients' });

  return (
    <Stack data-testid="message-create-page">
      <Title order={1} fz="h2">
        Ново съобщение
      </Title>
      <MessageFormCard
        page={page}
        submitLabel="Изпрати"
        submitTestId="message-send"
        cancel={
          <Button variant="default" component={Link} to="/messages">
            Отказ
          </Button>
        }
      >
        <TitleAndContentFields form={page} testId="message" />
        <AttachmentsInput value={attachments.value} onChange={attachments.onChange} />
        <RecipientsField value={recipients.value} onChange={recipients.onChange} error={recipients.error} />
      </MessageFormCard>
    </Stack>
  );
}
