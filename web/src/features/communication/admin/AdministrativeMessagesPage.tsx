import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../../api/client';
import { useRouteQuery } from '../../../api/query';
import { Field, useBoundField } from '../../../ui/fields';
import { formatDateTime } from '../../../ui/format/dates';
import { RichText } from '../../../ui/forms/RichText';
import { useManifestForm } from '../../../ui/forms/useManifestForm';
import { ListPage } from '../../../ui/page';
import { EntityList } from '../../../ui/table/EntityList';
import { decodeContent, saveFailure, toast } from '../common';
import { MessageFormCard } from '../message-form-card';
import { invalidateAdministrativeMessages } from '../queries';
import {
  type TitleAndContent,
  TitleAndContentFields,
  titleAndContentBody,
  titleAndContentLabels,
} from '../title-and-content';
import { KindergartenPicker, type PickedKindergarten } from './KindergartenPicker';
import {
  type PlatformRecipients,
  platformRecipientLabels,
  platformSend,
  recipientsText,
} from './platform-recipients';

const pageSize = 10;

interface AdministrativeValues extends TitleAndContent {
  choice: PlatformRecipients;
  kindergartens: PickedKindergarten[];
}

/** /admin/messages/dashboard: the Master writes to the users of every kindergarten and sees what was sent. */
export function AdministrativeMessagesPage() {
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const sent = useRouteQuery('communication.administrativeMessages', {
    query: { PageNumber: page, PageSize: pageSize },
  });
  // Both routes take the title and body by the same rules; the chosen kindergartens are the page's to ask for.
  const f = useManifestForm<AdministrativeValues, 'communication.sendAdministrativeMessage'>(
    'communication.sendAdministrativeMessage',
    {
      labels: titleAndContentLabels,
      toBody: titleAndContentBody,
      check: (v) => ({
        kindergartens:
          v.choice === 'chosen' && v.kindergartens.length === 0
            ? 'Изберете поне една детска градина'
            : undefined,
      }),
      defaultValues: { title: '', content: '', choice: 'everyone', kindergartens: [] },
    },
  );
  const { form, setFormError, submitTo } = f;
  const choice = f.form.watch('choice');
  const kindergartens = useBoundField({ form: f, name: 'kindergartens' });

  const send = useMutation({
    mutationFn: (v: AdministrativeValues) => {
      const call = platformSend(
        v.choice,
        titleAndContentBody(v),
        v.kindergartens.map((k) => k.id),
      );
      return call.route === 'communication.sendToKindergartens'
        ? callApi(call.route, { body: call.body })
        : callApi(call.route, { body: call.body });
    },
    onSuccess: (reply) => {
      const failure = saveFailure(reply);
      if (failure) return setFormError(failure);
      form.reset({ title: '', content: '', choice: form.getValues('choice'), kindergartens: [] });
      setPage(1);
      void invalidateAdministrativeMessages(client);
      void toast({
        title: 'Административно съобщение',
        message: 'Съобщението е изпратено. Получателите го виждат в съобщенията си.',
        testId: 'admin-message-sent-toast',
      });
    },
    onError: f.onServerError,
  });
  const state = {
    submit: submitTo(send.mutate),
    saving: send.isPending,
    formError: f.formError,
  };

  return (
    <ListPage title="Административни съобщения" maw={960} testId="admin-messages">
      <MessageFormCard
        page={state}
        heading="Ново съобщение"
        submitLabel="Изпрати"
        submitTestId="admin-message-send"
      >
        <TitleAndContentFields form={f} testId="admin-message" />
        <Field.Radio
          form={f}
          name="choice"
          label="Получатели"
          data={(Object.keys(platformRecipientLabels) as PlatformRecipients[]).map((c) => ({
            value: c,
            label: platformRecipientLabels[c],
            testId: `admin-message-to-${c}`,
          }))}
          testId="admin-message-recipients"
        />
        {choice === 'chosen' && (
          <KindergartenPicker
            value={kindergartens.value}
            onChange={kindergartens.onChange}
            error={kindergartens.error}
          />
        )}
      </MessageFormCard>

      <Title order={2} fz="h4">
        Изпратени
      </Title>
      <EntityList
        query={sent}
        row={(m) => (
          <Paper withBorder p="sm" data-testid="admin-message-row">
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
                {formatDateTime(m.creationTime)} · {recipientsText(m)}
              </Text>
              <RichText html={decodeContent(m.content)} testId="admin-message-row-content" />
            </Stack>
          </Paper>
        )}
        paging={{ page, pageSize, onChange: setPage, testId: 'admin-messages-pager' }}
        empty={{ text: 'Още няма изпратени съобщения.' }}
        testId="admin-messages-list"
      />
    </ListPage>
  );
}
