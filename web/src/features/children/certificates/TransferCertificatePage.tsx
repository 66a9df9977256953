import { Alert, Button, Group, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState } from 'react';
import { Link } from 'react-router';
import { useRouteMutation } from '../../../api/query';
import { useUserData } from '../../../app/auth/user-data';
import { Field } from '../../../ui/fields';
import { useManifestForm } from '../../../ui/forms/useManifestForm';
import { newTransfer, type TransferValues, transferFormSpec } from './certificate-forms';
import { invalidateCertificates } from './queries';

const formats = [
  { value: 'pdf', label: 'PDF' },
  { value: 'docx', label: 'Word' },
];

/**
 * /kids/export-certificate/transfer: a child leaves for another kindergarten or school; the certificate takes
 * the next number of the school year and downloads at once (it prints again from the list).
 */
export function TransferCertificatePage() {
  useDocumentTitle('Удостоверение за преместване | Градина');
  const user = useUserData();
  const kindergartenId = user.kindergartens.find((k) => k.isSelected)?.id ?? '';
  const f = useManifestForm<TransferValues, 'children.relocationCertificate'>(
    'children.relocationCertificate',
    {
      ...transferFormSpec(kindergartenId),
      defaultValues: newTransfer(),
    },
  );
  const { form, formError, setFormError } = f;
  const [done, setDone] = useState<string>();
  const issue = useRouteMutation('children.relocationCertificate', {
    refresh: invalidateCertificates,
    onSuccess: (file) => {
      setDone(`Удостоверението е издадено и изтеглено (${file.fileName}).`);
      form.reset(newTransfer());
    },
    onError: f.onServerError,
  });

  if (!kindergartenId) return <Alert color="yellow">Удостоверенията се издават в детска градина.</Alert>;

  return (
    <Stack gap="lg" maw={860} data-testid="transfer-certificate-page">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>Удостоверение за преместване</Title>
        <Button component={Link} to="/kids/export-certificate" variant="subtle">
          Към издадените удостоверения
        </Button>
      </Group>
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
            issue.mutate({ body: f.toBody(v) });
          })}
        >
          <Stack gap="md">
            <Field.Child
              form={f}
              name="childId"
              searchable
              nothingFoundMessage="Няма такова дете"
              testId="transfer-child"
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Field.Text form={f} name="newInstitution" testId="transfer-institution" />
              <Field.Text form={f} name="newInstitutionTown" testId="transfer-town" />
              <Field.Date form={f} name="relocationDate" required testId="transfer-relocation-date" />
              <Field.Date form={f} name="issueDate" required testId="transfer-issue-date" />
            </SimpleGrid>
            <Field.Segmented form={f} name="format" data={formats} testId="transfer-format" />
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
