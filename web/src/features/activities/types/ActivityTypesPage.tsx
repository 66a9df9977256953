import { Button, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../../api/client';
import type { ApiReply } from '../../../api/routes';
import { useListDelete } from '../../../ui/delete/useConfirmDelete';
import { given, useManifestForm } from '../../../ui/forms/useManifestForm';
import { MessageAlert, useMessage } from '../../../ui/result-message';
import { useStaleEdit } from '../../../ui/StaleEditModal';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';
import { activityTypesQuery, invalidateActivityTypes } from './queries';

type ActivityType = ApiReply<'activities.activityTypes'>['result'][number];

interface Values {
  id: string;
  version: number;
  name: string;
}
const labels = { name: 'Наименование' } as const;
const blank: Values = { id: '', version: 0, name: '' };

const columns: EntityColumn<ActivityType>[] = [
  { id: 'name', header: 'Наименование', cell: (t) => t.name, sortText: (t) => t.name, td: { fw: 600 } },
  { id: 'usedBy', header: 'Дейности', cell: (t) => t.usedBy },
];

/**
 * /admin/activities/activities: the country's activity types (танци, английски език…), which every
 * kindergarten's activity form offers. The Master adds and renames them in a modal form; a type an activity
 * uses is not deleted (the API's refusal shows in the result line).
 */
export function ActivityTypesPage() {
  useDocumentTitle('Видове дейности | Градина');
  const client = useQueryClient();
  const types = useQuery(activityTypesQuery());
  const msg = useMessage();
  const [opened, setOpened] = useState(false);
  const { form, toBody, formError, setFormError, onServerError } = useManifestForm<
    Values,
    'activities.saveActivityType'
  >('activities.saveActivityType', {
    labels,
    toBody: (v) => ({ ...(v.id ? { id: v.id, version: v.version } : {}), name: given(v.name) }),
    defaultValues: blank,
  });
  const stale = useStaleEdit(async () => {
    await invalidateActivityTypes(client);
    setOpened(false);
  });
  const open = (t?: ActivityType) => {
    msg.clear();
    setFormError(undefined);
    form.reset(t ? { id: t.id, version: t.version, name: t.name } : blank);
    setOpened(true);
  };
  const save = useMutation({
    mutationFn: (v: Values) => callApi('activities.saveActivityType', { body: toBody(v) }),
    onSuccess: async (_reply, v) => {
      setOpened(false);
      msg.ok(v.id ? `Видът „${v.name.trim()}“ е преименуван.` : `Видът „${v.name.trim()}“ е добавен.`);
      await invalidateActivityTypes(client);
    },
    onError: (error) => stale.caught(error) || onServerError(error),
  });
  const remove = useListDelete<ActivityType>({
    remove: (t) => callApi('activities.deleteActivityType', { path: { id: t.id } }),
    msg,
    refresh: () => invalidateActivityTypes(client),
    deletedText: (t) => `Видът „${t.name}“ е изтрит.`,
    refusedText: 'Видът не беше изтрит.',
    title: 'Изтриване на вид дейност',
    question: (t) => `Да бъде ли изтрит видът „${t.name}“?`,
    testId: 'activity-type-delete',
  });
  const { errors } = form.formState;

  return (
    <Stack gap="lg" maw={860} data-testid="activity-types-page">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>Видове дейности</Title>
          <Text c="dimmed">Видовете допълнителни дейности, от които избират всички детски градини.</Text>
        </Stack>
        <Button onClick={() => open()} data-testid="activity-type-add">
          Нов вид
        </Button>
      </Group>
      <MessageAlert
        message={msg.message}
        onClose={msg.clear}
        testId="activity-types-message"
        errorTestId="activity-types-error"
      />
      <EntityTable<ActivityType>
        columns={columns}
        rows={types.data?.result}
        query={types}
        getRowId={(t) => t.id}
        rowProps={(t) => ({ 'data-testid': 'activity-type-row', 'data-name': t.name })}
        rowActions={(t) => (
          <Group gap={4} wrap="nowrap">
            <Button size="xs" variant="subtle" onClick={() => open(t)} data-testid="activity-type-edit">
              Преименувай
            </Button>
            {remove.button(t, 'activity-type-delete-button')}
          </Group>
        )}
        empty={{ text: 'Още няма видове дейности.', testId: 'activity-types-empty' }}
        minWidth={360}
        testId="activity-types-table"
      />
      {remove.modal}
      {stale.modal}
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={form.watch('id') ? 'Преименуване на вид' : 'Нов вид дейност'}
        centered
        closeButtonProps={{ 'aria-label': 'Затвори' }}
      >
        <form
          noValidate
          data-testid="activity-type-form"
          onSubmit={form.handleSubmit((v) => {
            setFormError(undefined);
            save.mutate(v);
          })}
        >
          <Stack gap="md">
            <TextInput
              {...form.register('name')}
              label={labels.name}
              withAsterisk
              maxLength={100}
              error={errors.name?.message}
              data-autofocus
              data-testid="activity-type-name"
            />
            {formError && (
              <Text c="red" role="alert">
                {formError}
              </Text>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpened(false)}>
                Отказ
              </Button>
              <Button type="submit" loading={save.isPending} data-testid="activity-type-save">
                Запази
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
}
