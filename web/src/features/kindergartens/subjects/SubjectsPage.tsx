import { ClassSubjectType } from '@gradina/shared';
import { subjectsMax } from '@gradina/shared/manifest/routes/kindergartens/subjects';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Controller, useFieldArray } from 'react-hook-form';
import { callApi } from '../../../api/client';
import { usePermissions } from '../../../app/auth/permissions';
import { useUserData } from '../../../app/auth/user-data';
import { useManifestForm } from '../../../ui/forms/useManifestForm';
import { Loading } from '../../../ui/Loading';
import { QueryError } from '../../../ui/QueryError';
import { MessageAlert, useMessage } from '../../../ui/result-message';
import { useStaleEdit } from '../../../ui/StaleEditModal';
import { editSubjectsQuery, invalidateSubjects } from './queries';
import { type SubjectsValues, subjectsFormSpec, subjectsValues, subjectTypeLabels } from './subjects-form';

const typeOptions = Object.values(ClassSubjectType).map((t) => ({
  value: String(t),
  label: subjectTypeLabels[t],
}));

/**
 * /platform/settings/subjects: the subjects the kindergarten teaches, each of a kind (mandatory, optional,
 * facultative, specialized), edited as one list and saved with its version.
 */
export function SubjectsPage() {
  useDocumentTitle('Направления | Градина');
  const user = useUserData();
  const { can } = usePermissions();
  const client = useQueryClient();
  const kindergartenId = user.kindergartens.find((k) => k.isSelected)?.id ?? '';
  const read = useQuery({ ...editSubjectsQuery(kindergartenId), enabled: Boolean(kindergartenId) });
  const { form, toBody, formError, setFormError, onServerError } = useManifestForm<
    SubjectsValues,
    'kindergartens.updateSubjects'
  >('kindergartens.updateSubjects', {
    ...subjectsFormSpec(kindergartenId),
    defaultValues: { version: 0, subjects: [] },
  });
  const rows = useFieldArray({ control: form.control, name: 'subjects' });
  useEffect(() => {
    if (read.data) form.reset(subjectsValues(read.data));
  }, [read.data, form]);
  const msg = useMessage();
  const stale = useStaleEdit(() => read.refetch());
  const save = useMutation({
    mutationFn: (v: SubjectsValues) => callApi('kindergartens.updateSubjects', { body: toBody(v) }),
    onMutate: () => msg.clear(),
    onSuccess: async () => {
      msg.ok('Направленията са записани.');
      await invalidateSubjects(client);
    },
    onError: (error) => stale.caught(error) || onServerError(error),
  });

  if (!kindergartenId) return <Alert color="yellow">Направленията се управляват в детска градина.</Alert>;
  if (read.isPending) return <Loading />;
  if (read.isError) return <QueryError error={read.error} />;
  const canEdit = can('Subjects', 'update');
  const errors = form.formState.errors.subjects;

  return (
    <Stack gap="lg" maw={860} data-testid="subjects-page">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>Направления</Title>
          <Text c="dimmed">Образователните направления, които детската градина преподава, по вид.</Text>
        </Stack>
        {canEdit && (
          <Button
            variant="default"
            disabled={rows.fields.length >= subjectsMax}
            onClick={() => rows.append({ id: '', name: '', type: '' })}
            data-testid="subject-add"
          >
            Добави направление
          </Button>
        )}
      </Group>
      <MessageAlert
        message={msg.message}
        onClose={msg.clear}
        testId="subjects-message"
        errorTestId="subjects-error"
      />
      <Paper withBorder p="lg" radius="md">
        <form
          noValidate
          data-testid="subjects-form"
          onSubmit={form.handleSubmit((v) => {
            setFormError(undefined);
            save.mutate(v);
          })}
        >
          <Stack gap="md">
            {rows.fields.length === 0 && (
              <Text c="dimmed" data-testid="subjects-empty">
                Още няма направления.
              </Text>
            )}
            {rows.fields.map((row, i) => (
              <Group key={row.id} align="flex-start" wrap="wrap" data-testid="subject-row">
                <TextInput
                  {...form.register(`subjects.${i}.name`)}
                  label="Наименование"
                  withAsterisk
                  maxLength={100}
                  readOnly={!canEdit}
                  error={errors?.[i]?.name?.message}
                  style={{ flex: '1 1 220px' }}
                  data-testid="subject-name"
                />
                <Controller
                  control={form.control}
                  name={`subjects.${i}.type`}
                  render={({ field }) => (
                    <Select
                      label="Вид"
                      withAsterisk
                      data={typeOptions}
                      value={field.value || null}
                      onChange={(v) => field.onChange(v ?? '')}
                      readOnly={!canEdit}
                      error={errors?.[i]?.type?.message}
                      style={{ flex: '1 1 180px' }}
                      data-testid="subject-type"
                    />
                  )}
                />
                {canEdit && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    mt={28}
                    aria-label={`Премахни направление ${i + 1}`}
                    onClick={() => rows.remove(i)}
                    data-testid="subject-remove"
                  >
                    ×
                  </ActionIcon>
                )}
              </Group>
            ))}
            {formError && (
              <Alert color="red" variant="light" role="alert" data-testid="subjects-form-error">
                {formError}
              </Alert>
            )}
            {canEdit && (
              <Group>
                <Button type="submit" loading={save.isPending} data-testid="subjects-save">
                  Запази
                </Button>
              </Group>
            )}
          </Stack>
        </form>
      </Paper>
      {stale.modal}
    </Stack>
  );
}
