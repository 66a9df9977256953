import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Paper,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { useDocumentTitle } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, FormProvider } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { callApi } from '../../../api/client';
import { apiQuery } from '../../../api/query';
import { usePermissions } from '../../../app/auth/permissions';
import { sofiaLocal } from '../../../ui/format/calendar';
import { useManifestForm } from '../../../ui/forms/useManifestForm';
import { Loading } from '../../../ui/Loading';
import { QueryError } from '../../../ui/QueryError';
import { isStaleEdit, StaleEditModal } from '../../../ui/StaleEditModal';
import { saveFailure, toast } from '../common';
import { invalidateOpenedPoll, invalidatePoll } from '../queries';
import { RecipientsField, useDefaultChoice } from '../recipients';
import { emptyPoll, type PollFormValues, pollFormSpec, pollLabels, pollValues } from './poll-form';
import { QuestionsEditor } from './QuestionsEditor';

/** /polls/create: a new poll, or with `?id=` the edit of one nobody has answered yet. */
export function PollFormPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  useDocumentTitle(`${id ? 'Редакция на анкета' : 'Нова анкета'} | Градина`);
  const choice = useDefaultChoice();
  const { can } = usePermissions();
  const allowed = id ? can('Polls', 'update') : can('Polls', 'create');
  const poll = useQuery({
    ...apiQuery('communication.getPoll', { path: { id: id ?? '' } }),
    enabled: !!id && allowed,
  });

  if (!allowed)
    return (
      <Alert color="yellow" data-testid="poll-form-forbidden">
        {id ? 'Нямате право да редактирате анкети.' : 'Нямате право да създавате анкети.'}
      </Alert>
    );
  if (!id) return <PollForm initial={emptyPoll(choice)} />;
  if (poll.isPending) return <Loading />;
  if (poll.isError) return <QueryError error={poll.error} />;
  if (!poll.data.canEdit)
    return (
      <Stack data-testid="poll-form-page">
        <Alert color="yellow" data-testid="poll-not-editable">
          Анкетата не може да се редактира: в нея вече има отговори или нямате право да я променяте.
        </Alert>
        <Anchor component={Link} to={`/polls/${id}`}>
          ← Към анкетата
        </Anchor>
      </Stack>
    );
  return <PollForm id={id} initial={pollValues(poll.data, choice)} version={poll.data.version} />;
}

function PollForm({ id, initial, version }: { id?: string; initial: PollFormValues; version?: number }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const choice = useDefaultChoice();
  // The version this form edits: a save of an older one than the stored answers 409 and offers a reload.
  const [editedVersion, setEditedVersion] = useState(version);
  const [stale, setStale] = useState(false);
  const { form, toBody, formError, setFormError, onServerError } = useManifestForm<
    PollFormValues,
    'communication.createPoll'
  >('communication.createPoll', {
    ...pollFormSpec(),
    defaultValues: initial,
  });
  const { errors } = form.formState;
  const reload = useMutation({
    mutationFn: (pollId: string) =>
      client.fetchQuery({ ...apiQuery('communication.getPoll', { path: { id: pollId } }), staleTime: 0 }),
    onSuccess: (latest) => {
      setStale(false);
      setFormError(undefined);
      // A vote since makes the poll read-only: the page then says so instead of the form.
      if (!latest.canEdit) return invalidateOpenedPoll(client);
      form.reset(pollValues(latest, choice));
      setEditedVersion(latest.version);
    },
  });

  const save = useMutation({
    mutationFn: (v: PollFormValues) =>
      id
        ? callApi('communication.updatePoll', {
            path: { id },
            body: { ...toBody(v), version: editedVersion ?? 0 },
          })
        : callApi('communication.createPoll', { body: toBody(v) }),
    onSuccess: (reply) => {
      const failure = saveFailure(reply);
      if (failure) return setFormError(failure);
      invalidatePoll(client);
      void toast({
        title: id ? 'Редакция на анкета' : 'Нова анкета',
        message: id ? 'Анкетата е запазена.' : 'Анкетата е изпратена.',
        testId: 'poll-saved-toast',
      });
      navigate(reply.entityId ? `/polls/${reply.entityId}` : '/polls');
    },
    onError: (error) => {
      if (isStaleEdit(error)) return setStale(true);
      onServerError(error);
    },
  });

  return (
    <Stack data-testid="poll-form-page">
      <Anchor component={Link} to={id ? `/polls/${id}` : '/polls'} fz="sm">
        {id ? '← Към анкетата' : '← Всички анкети'}
      </Anchor>
      <Title order={1} fz="h2">
        {id ? 'Редакция на анкета' : 'Нова анкета'}
      </Title>
      <FormProvider {...form}>
        <Paper
          withBorder
          p="md"
          component="form"
          noValidate
          onSubmit={form.handleSubmit((v) => {
            setFormError(undefined);
            save.mutate(v);
          })}
          data-testid="poll-form"
        >
          <Stack>
            <TextInput
              label={pollLabels.question}
              withAsterisk
              maxLength={300}
              {...form.register('question')}
              error={errors.question?.message}
              data-testid="poll-form-title"
            />
            <Textarea
              label={pollLabels.description}
              autosize
              minRows={2}
              maxLength={4000}
              {...form.register('description')}
              error={errors.description?.message}
              data-testid="poll-form-description"
            />
            <Controller
              control={form.control}
              name="expiration"
              render={({ field }) => (
                <DateTimePicker
                  label={pollLabels.expiration}
                  withAsterisk
                  valueFormat="DD.MM.YYYY HH:mm"
                  placeholder="ДД.ММ.ГГГГ ЧЧ:ММ"
                  minDate={sofiaLocal(Date.now()).slice(0, 10)}
                  value={field.value || null}
                  onChange={(v) => field.onChange(v ?? '')}
                  onBlur={field.onBlur}
                  error={errors.expiration?.message}
                  timePickerProps={{ 'aria-label': 'Час' } as object}
                  submitButtonProps={{ 'aria-label': 'Потвърди' }}
                  data-testid="poll-expiration"
                />
              )}
            />
            <Controller
              control={form.control}
              name="recipients"
              render={({ field }) => (
                <RecipientsField
                  value={field.value}
                  onChange={field.onChange}
                  error={errors.recipients?.message}
                />
              )}
            />
            <Checkbox
              label="Анонимна анкета (в резултатите участниците не се назовават)"
              {...form.register('isAnonymous')}
              data-testid="poll-anonymous"
            />
            <QuestionsEditor />
            {formError && (
              <Alert color="red" variant="light" role="alert" data-testid="poll-form-error">
                {formError}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" component={Link} to={id ? `/polls/${id}` : '/polls'}>
                Отказ
              </Button>
              <Button type="submit" loading={save.isPending} data-testid="poll-save">
                {id ? 'Запази' : 'Изпрати'}
              </Button>
            </Group>
          </Stack>
        </Paper>
      </FormProvider>
      <StaleEditModal
        opened={stale}
        message={save.error?.message}
        reloading={reload.isPending}
        reloadError={reload.error?.message}
        onReload={() => id && reload.mutate(id)}
        onCancel={() => setStale(false)}
      />
    </Stack>
  );
}
