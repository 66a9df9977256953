import { Alert, Button, Group, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { callApi } from '../../../api/client';
import { useUserData } from '../../../app/auth/user-data';
import { IntegerInput } from '../../../ui/forms/IntegerInput';
import { useManifestForm } from '../../../ui/forms/useManifestForm';
import { Loading } from '../../../ui/Loading';
import { QueryError } from '../../../ui/QueryError';
import { isStaleEdit, StaleEditModal } from '../../../ui/StaleEditModal';
import { documentTypeQuery, refreshSettings } from './queries';
import {
  type DocumentTypeValues,
  documentTypeFormSpec,
  documentTypeLabels,
  documentTypeValues,
} from './settings-form';

const back = '/platform/settings/invoices/invoice-types';

/**
 * /platform/settings/invoices/{id}: a document type's name, prefix and next number; moving the number
 * forward asks for the reason.
 */
export function DocumentTypeEditPage() {
  const { id = '' } = useParams();
  useDocumentTitle('Вид документ | Градина');
  const user = useUserData();
  const client = useQueryClient();
  const navigate = useNavigate();
  const kindergartenId = user.kindergartens.find((k) => k.isSelected)?.id ?? '';
  const stored = useQuery({ ...documentTypeQuery(kindergartenId, id), enabled: Boolean(kindergartenId) });
  const { form, toBody, formError, setFormError, onServerError } = useManifestForm<
    DocumentTypeValues,
    'payments.saveDocumentType'
  >('payments.saveDocumentType', {
    ...documentTypeFormSpec(kindergartenId),
    defaultValues: { id: 'receipt', name: '', prefix: '', nextNumber: '', reason: '', version: 0 },
  });
  useEffect(() => {
    if (stored.data) form.reset(documentTypeValues(stored.data));
  }, [stored.data, form]);
  const [stale, setStale] = useState(false);
  const save = useMutation({
    mutationFn: (v: DocumentTypeValues) => callApi('payments.saveDocumentType', { body: toBody(v) }),
    onSuccess: async () => {
      await refreshSettings(client);
      navigate(back);
    },
    onError: (error) => (isStaleEdit(error) ? setStale(true) : onServerError(error)),
  });
  const reload = useMutation({
    mutationFn: () => client.refetchQueries({ queryKey: documentTypeQuery(kindergartenId, id).queryKey }),
    onSuccess: () => setStale(false),
  });

  if (stored.isPending) return <Loading />;
  if (stored.isError) return <QueryError error={stored.error} />;
  const { errors } = form.formState;
  // Moving the series past its next number leaves numbers unused: the API asks why (kept in the audit log).
  const moved = Number(form.watch('nextNumber')) > stored.data.nextNumber;
  return (
    <Stack gap="lg" maw={720} data-testid="document-type-page">
      <Title order={1}>{stored.data.name}</Title>
      <Paper withBorder p="lg" radius="md">
        <form
          noValidate
          data-testid="document-type-form"
          onSubmit={form.handleSubmit((v) => {
            setFormError(undefined);
            save.mutate(v);
          })}
        >
          <Stack gap="md">
            <TextInput
              {...form.register('name')}
              label={documentTypeLabels.name}
              withAsterisk
              maxLength={100}
              error={errors.name?.message}
              data-testid="document-type-name"
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                {...form.register('prefix')}
                label={documentTypeLabels.prefix}
                maxLength={10}
                error={errors.prefix?.message}
                data-testid="document-type-prefix"
              />
              <Controller
                control={form.control}
                name="nextNumber"
                render={({ field }) => (
                  <IntegerInput
                    label={documentTypeLabels.nextNumber}
                    withAsterisk
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={errors.nextNumber?.message}
                    data-testid="document-type-next"
                  />
                )}
              />
            </SimpleGrid>
            {moved && (
              <TextInput
                {...form.register('reason')}
                label={documentTypeLabels.reason}
                description={`Номерата от ${stored.data.nextNumber} до ${Number(form.watch('nextNumber')) - 1} няма да бъдат използвани; причината се пази в одитния журнал.`}
                withAsterisk
                maxLength={300}
                error={errors.reason?.message}
                data-testid="document-type-reason"
              />
            )}
            {formError && (
              <Alert color="red" variant="light" role="alert" data-testid="document-type-error">
                {formError}
              </Alert>
            )}
            <Group>
              <Button type="submit" loading={save.isPending} data-testid="document-type-save">
                Запази
              </Button>
              <Button variant="default" onClick={() => navigate(back)}>
                Откажи
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      <StaleEditModal
        opened={stale}
        message={save.error?.message}
        reloading={reload.isPending}
        reloadError={reload.error?.message}
        onReload={() => reload.mutate()}
        onCancel={() => setStale(false)}
      />
    </Stack>
  );
}
