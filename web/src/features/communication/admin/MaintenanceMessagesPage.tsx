import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { callApi } from '../../../api/client';
import { useRouteQuery } from '../../../api/query';
import { formatDateTime } from '../../../ui/format/dates';
import { RichText } from '../../../ui/forms/RichText';
import { ListPage, useFormPage, useListActions } from '../../../ui/page';
import { EntityList } from '../../../ui/table/EntityList';
import { decodeContent, toast } from '../common';
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
  const [page, setPage] = useState(1);
  const list = useRouteQuery('communication.maintenanceMessages', {
    query: { PageNumber: page, PageSize: pageSize },
  });
  const create = useFormPage<TitleAndContent, 'communication.createMaintenanceMessage'>(
    'communication.createMaintenanceMessage',
    {
      spec: {
        labels: titleAndContentLabels,
        toBody: titleAndContentBody,
        defaultValues: { title: '', content: '' },
      },
      refresh: invalidateMaintenanceMessages,
      back: '/admin/messages/real-time',
      onSaved: () => {
        create.form.reset();
        setPage(1);
        void toast({
          title: 'Съобщение за поддръжка',
          message: 'Съобщението е публикувано и се показва на потребителите.',
          testId: 'maintenance-created-toast',
        });
      },
    },
  );
  // Taking a message down is the list's delete: asked first, its outcome in the page's result line.
  const actions = useListActions<{ id: string; title: string }>('MaintenanceMessages', {
    remove: (m) => callApi('communication.clearMaintenanceMessage', { path: { id: m.id } }),
    refresh: invalidateMaintenanceMessages,
    deletedText: (m) => `Съобщението „${m.title}“ е свалено.`,
    refusedText: 'Съобщението не беше свалено.',
    title: 'Сваляне на съобщение за поддръжка',
    confirmLabel: 'Свали',
    buttonLabel: 'Свали',
    question: (m) => `Да се свали ли „${m.title}“? То изчезва веднага от екраните на всички потребители.`,
    testId: 'maintenance',
    deleteTestId: 'maintenance-clear',
  });

  return (
    <ListPage
      title="Съобщения в реално време"
      intro="Съобщение за поддръжка (например планирана профилактика) се появява веднага пред всеки потребител с отворена платформа и при следващото влизане на останалите, докато всеки не го потвърди или докато не го свалите."
      {...actions.page}
      maw={960}
      testId="maintenance"
    >
      <MessageFormCard page={create} submitLabel="Публикувай" submitTestId="maintenance-publish">
        <TitleAndContentFields form={create} minRows={3} testId="maintenance-form" />
      </MessageFormCard>

      <EntityList
        query={list}
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
                <Group justify="flex-end">{actions.remove.button(m, 'maintenance-clear')}</Group>
              )}
            </Stack>
          </Paper>
        )}
        paging={{ page, pageSize, onChange: setPage, testId: 'maintenance-pager' }}
        empty={{ text: 'Няма съобщения за поддръжка.' }}
        testId="maintenance-list"
      />
    </ListPage>
  );
}
