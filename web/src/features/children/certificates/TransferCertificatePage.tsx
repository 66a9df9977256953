import {
  Alert,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { Link } from 'react-router';
import { callApi } from '../../../api/client';
import { useUserData } from '../../../app/auth/user-data';
import { DateField } from '../../../ui/forms/DateField';
import { useManifestForm } from '../../../ui/forms/useManifestForm';
import { QueryError } from '../../../ui/QueryError';
import { newTransfer, type TransferValues, transferFormSpec, transferLabels } from './certificate-forms';
import { childOptionsQuery, invalidateCertificates } from './queries';

/**
 * /kids/export-certificate/transfer: a child leaves for another kindergarten or school; the certificate takes
 * the next number of the school year and downloads at once (it prints again from the list).
 */
export function TransferCertificatePage() {
  useDocumentTitle('Удостоверение за преместване | Градина');
  const user = useUserData();
  const client = useQueryClient();
  const kindergartenId = user.kindergartens.find((k) => k.isSelected)?.id ?? '';
  const children = useQuery({ ...childOptionsQuery(kindergartenId), enabled: Boolean(kindergartenId) });
  const { form, toBody, formError, setFormError, onServerError } = useManifestForm<
    TransferValues,
    'children.relocationCertificate'
  >('children.relocationCertificate', { ...transferFormSpec(kindergartenId), defaultValues: newTransfer() });
  const [done, setDone] = useState<string>();
  const issue = useMutation({
    mutationFn: (v: TransferValues) => callApi('children.relocationCertificate', { body: toBody(v) }),
    onSuccess: async (file) => {
      setDone(`Удостоверението е издадено и изтеглено (${file.fileName}).`);
      form.reset(newTransfer());
      await invalidateCertificates(client);
    },
    onError: onServerError,
  });

  if (!kindergartenId) return <Alert color="yellow">Удостоверенията се издават в детска градина.</Alert>;
  const { errors } = form.formState;

  return (
    <Stack gap="lg" maw={860} data-testid="transfer-certificate-page">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>Удостоверение за преместване</Title>
        <Button component={Link} to="/kids/export-certificate" variant="subtle">
          Към издадените удостоверения
        </Button>
      </Group>
      {children.isError && <QueryError error={children.error} />}
      {done && (
        <Alert
          color="green"
          variant="light"
          withCloseButton
          onClose={() => setDone(undefined)}
          data-testid="transfer-done"
        >
          {done}
        </Alert>
      )}
      <Paper withBorder p="lg" radius="md">
        <form
          noValidate
          data-testid="transfer-form"
          onSubmit={form.handleSubmit((v) => {
            setFormError(undefined);
            setDone(undefined);
            issue.mutate(v);
          })}
        >
          <Stack gap="md">
            <Controller
              control={form.control}
              name="childId"
              render={({ field }) => (
                <Select
                  label={transferLabels.childId}
                  withAsterisk
                  searchable
                  nothingFoundMessage="Няма такова дете"
                  data={(children.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
                  value={field.value || null}
                  onChange={(v) => field.onChange(v ?? '')}
                  error={errors.childId?.message}
                  data-testid="transfer-child"
                />
              )}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={transferLabels.newInstitution}
                withAsterisk
                error={errors.newInstitution?.message}
                {...form.register('newInstitution')}
                data-testid="transfer-institution"
              />
              <TextInput
                label={transferLabels.newInstitutionTown}
                error={errors.newInstitutionTown?.message}
                {...form.register('newInstitutionTown')}
                data-testid="transfer-town"
              />
              <Controller
                control={form.control}
                name="relocationDate"
                render={({ field }) => (
                  <DateField
                    label={transferLabels.relocationDate}
                    withAsterisk
                    value={field.value || null}
                    onChange={(v) => field.onChange(v ?? '')}
                    error={errors.relocationDate?.message}
                    data-testid="transfer-relocation-date"
                  />
                )}
              />
              <Controller
                control={form.control}
                name="issueDate"
                render={({ field }) => (
                  <DateField
                    label={transferLabels.issueDate}
                    withAsterisk
                    value={field.value || null}
                    onChange={(v) => field.onChange(v ?? '')}
                    error={errors.issueDate?.message}
                    data-testid="transfer-issue-date"
                  />
                )}
              />
            </SimpleGrid>
            <Stack gap={4}>
              <Text size="sm" fw={500} id="transfer-format-label">
                {transferLabels.format}
              </Text>
              <Controller
                control={form.control}
                name="format"
                render={({ field }) => (
                  <SegmentedControl
                    aria-labelledby="transfer-format-label"
                    data={[
                      { value: 'pdf', label: 'PDF' },
                      { value: 'docx', label: 'Word' },
                    ]}
                    value={field.value}
                    onChange={(v) => field.onChange(v)}
                    maw={240}
                    data-testid="transfer-format"
                  />
                )}
              />
            </Stack>
            {formError && (
              <Alert color="red" variant="light" role="alert" data-testid="transfer-error">
                {formError}
              </Alert>
            )}
            <Group>
              <Button type="submit" loading={issue.isPending} data-testid="transfer-issue">
                Издай и изтегли
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
