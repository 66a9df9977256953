import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../../api/client';
import { apiQuery } from '../../../api/query';
import { useConfirmDelete } from '../../../ui/delete/useConfirmDelete';
import { formatDateTime } from '../../../ui/format/dates';
import { RichText } from '../../../ui/forms/RichText';
import { useManifestForm } from '../../../ui/forms/useManifestForm';
import { EntityList } from '../../../ui/table/EntityList';
import { decodeContent, saveFailure, toast } from '../common';
import { MessageFormCard } from '../message-form-card';
import { invalidateMaintenanceMessages } from '../queries';
import {
  type TitleAndContent,
  TitleAndContentFields,
  titleAndContentBody,
  titleAndContentLabels,
} from '../title-and-content';

const pageSize = 10;

/**
 * /admin/messages/real-time: maintenance messages. A new one appears at once in every open session and once
 * more for each user who signs in later, until they confirm it; taking it down removes it everywhere at once.
 */
export function MaintenanceMessagesPage() {
  useDocumentTitle('Съобщения в реално време | Градина');
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const list = useQuery(
    apiQuery('communication.maintenanceMessages', { query: { PageNumber: page, PageSize: pageSize } }),
  );
  const { form, toBody } = useManifestForm<TitleAndContent, 'communication.createMaintenanceMessage'>(
    'communication.createMaintenanceMessage',
    {
      labels: titleAndContentLabels,
      toBody: titleAndContentBody,
      defaultValues: { title: '', content: '' },
    },
  );
  const refresh = () => invalidateMaintenanceMessages(client);

  const create = useMutation({
    mutationFn: (values: TitleAndContent) =>
      callApi('communication.createMaintenanceMessage', { body: toBody(values) }),
    onSuccess: (reply) => {
      const failure = saveFailure(reply);
      if (failure) return void toast({ title: 'Съобщение за поддръжка', message: failure, color: 'red' });
      form.reset();
      setPage(1);
      refresh();
      void toast({
        title: 'Съобщение за поддръжка',
        message: 'Съобщението е публикувано и се показва на потребителите.',
        testId: 'maintenance-created-toast',
      });
    },
  });
  // Taking a message down is its delete: asked first; a refusal keeps the question open beside the toast.
  const clear = useConfirmDelete<{ id: string; title: string }>({
    remove: (m) => callApi('communication.clearMaintenanceMessage', { path: { id: m.id } }),
    onDeleted: refresh,
    onRefused: (message) => void toast({ title: 'Съобщение за поддръжка', message, color: 'red' }),
    refusedText: 'Действието не беше изпълнено.',
    keepOpenWhenRefused: true,
    title: 'Сваляне на съобщение за поддръжка',
    confirmLabel: 'Свали',
    question: (m) => `Да се свали ли „${m.title}“? То изчезва веднага от екраните на всички потребители.`,
    testId: 'maintenance-clear',
  });

  return (
    <Stack data-testid="maintenance-page" maw={960}>
      <Title order={1} fz="h2">
        Съобщения в реално време
      </Title>
      <Text c="dimmed">
        Съобщение за поддръжка (например планирана профилактика) се появява веднага пред всеки потребител с
        отворена платформа и при следващото влизане на останалите, докато всеки не го потвърди или докато не
        го свалите.
      </Text>
      <MessageFormCard
        onSubmit={form.handleSubmit((v) => create.mutate(v))}
        error={create.error}
        pending={create.isPending}
        submitLabel="Публикувай"
        submitTestId="maintenance-publish"
      >
        <TitleAndContentFields form={form} minRows={3} testId="maintenance-form" />
      </MessageFormCard>

      <EntityList
        query={list}
        getRowId={(m) => m.id}
        row={(m) => (
          <Paper withBorder p="sm" data-testid="maintenance-row" data-active={m.isActive || undefined}>
            <Stack gap={4}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Text fw={700} data-testid="maintenance-row-title">
                  {m.title}
                </Text>
                {m.isActive ? (
                  <Badge color="garden" data-testid="maintenance-row-state">
                    Активно
                  </Badge>
                ) : (
                  <Badge color="gray" variant="light" data-testid="maintenance-row-state">
                    Свалено{m.clearedTime ? ` на ${formatDateTime(m.clearedTime)}` : ''}
                  </Badge>
                )}
              </Group>
              <Text fz="sm" c="dimmed">
                Публикувано на {formatDateTime(m.creationTime)} от {m.createdBy.name}
              </Text>
              <RichText html={decodeContent(m.content)} testId="maintenance-row-content" />
              {m.isActive && (
                <Group justify="flex-end">
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    onClick={() => clear.ask({ id: m.id, title: m.title })}
                    data-testid="maintenance-clear"
                  >
                    Свали
                  </Button>
                </Group>
              )}
            </Stack>
          </Paper>
        )}
        paging={{ page, pageSize, onChange: setPage, testId: 'maintenance-pager' }}
        empty={{ text: 'Няма съобщения за поддръжка.' }}
        testId="maintenance-list"
      />
      {clear.modal}
    </Stack>
  );
}
