import type { DocumentFormat } from '@gradina/shared/manifest/routes/children/certificates';
import { Alert, Button, Checkbox, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { callApi } from '../../../api/client';
import { useRouteMutation, useRouteQuery } from '../../../api/query';
import { useUserData } from '../../../app/auth/user-data';
import { Field } from '../../../ui/fields';
import { formatDate } from '../../../ui/format/dates';
import { saveErrorText } from '../../../ui/forms/form-errors';
import { useManifestForm } from '../../../ui/forms/useManifestForm';
import { Loading } from '../../../ui/Loading';
import { QueryError } from '../../../ui/QueryError';
import { newPreschool, type PreschoolValues, preschoolFormSpec, preschoolLabels } from './certificate-forms';
import { documentFormats } from './labels';
import { invalidateCertificates } from './queries';

/**
 * /kids/export-certificate/preschool: pick a preparatory group, tick its children, and issue their
 * certificates with the next numbers of the school year; the group's common protocol prints from here.
 */
export function PreschoolCertificatesPage() {
  useDocumentTitle('Удостоверения за предучилищно образование | Градина');
  const user = useUserData();
  const kindergartenId = user.kindergartens.find((k) => k.isSelected)?.id ?? '';
  const groups = useRouteQuery(
    'children.preschoolCertificateGroups',
    { query: { kindergartenId } },
    { enabled: Boolean(kindergartenId) },
  );
  const f = useManifestForm<PreschoolValues, 'children.issuePreschoolCertificates'>(
    'children.issuePreschoolCertificates',
    { ...preschoolFormSpec(kindergartenId), defaultValues: newPreschool() },
  );
  const { form, formError, setFormError } = f;
  const classId = form.watch('classId');
  const chosen = form.watch('childIds');
  const children = useRouteQuery(
    'children.preschoolCertificateChildren',
    { path: { classId }, query: { kindergartenId } },
    { enabled: Boolean(kindergartenId && classId) },
  );
  const [issued, setIssued] = useState<string>();
  const issue = useRouteMutation('children.issuePreschoolCertificates', {
    refresh: invalidateCertificates,
    onSuccess: (reply) => {
      const numbers = reply.certificates.map((c) => c.registrationNumber).join(', ');
      setIssued(`Издадени удостоверения: ${reply.certificates.length} (рег. № ${numbers}).`);
      form.setValue('childIds', []);
    },
    onError: f.onServerError,
  });
  const protocol = useMutation({
    mutationFn: (format: DocumentFormat) =>
      callApi('children.preschoolCommonProtocol', { query: { kindergartenId, classId, format } }),
  });

  if (!kindergartenId) return <Alert color="yellow">Удостоверенията се издават в детска градина.</Alert>;
  if (groups.isPending) return <Loading />;
  if (groups.isError) return <QueryError error={groups.error} />;
  const pending = (children.data ?? []).filter((c) => !c.certificateId);
  const toggle = (id: string, on: boolean) =>
    form.setValue('childIds', on ? [...chosen, id] : chosen.filter((c) => c !== id), {
      shouldValidate: false,
    });

  return (
    <Stack gap="lg" maw={960} data-testid="preschool-certificates-page">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>Удостоверения за завършено предучилищно образование</Title>
        <Button component={Link} to="/kids/export-certificate" variant="subtle">
          Към издадените удостоверения
        </Button>
      </Group>
      {groups.data.length === 0 && (
        <Alert color="yellow" data-testid="preschool-no-groups">
          Няма подготвителни групи в учебната година.
        </Alert>
      )}
      {issued && (
        <Alert
          color="green"
          variant="light"
          withCloseButton
          onClose={() => setIssued(undefined)}
          data-testid="preschool-issued"
        >
          {issued}
        </Alert>
      )}
      <Paper withBorder p="lg" radius="md">
        <form
          noValidate
          data-testid="preschool-form"
          onSubmit={form.handleSubmit((v) => {
            setFormError(undefined);
            setIssued(undefined);
            issue.mutate({ body: f.toBody(v) });
          })}
        >
          <Stack gap="md">
            <Field.Select
              form={f}
              name="classId"
              data={groups.data.map((g) => ({
                value: g.id,
                label: `${g.name} (${g.issuedCount} от ${g.childrenCount} с удостоверение)`,
              }))}
              onPick={() => form.setValue('childIds', [])}
              testId="preschool-group"
            />
            {classId && children.isPending && <Loading />}
            {children.isError && <QueryError error={children.error} />}
            {children.data && (
              <Stack gap="xs">
                <Group justify="space-between">
                  <Text fw={600}>{preschoolLabels.childIds}</Text>
                  <Button
                    size="xs"
                    variant="subtle"
                    disabled={pending.length === 0}
                    onClick={() =>
                      form.setValue(
                        'childIds',
                        pending.map((c) => c.id),
                      )
                    }
                    data-testid="preschool-all"
                  >
                    Избери всички без удостоверение
                  </Button>
                </Group>
                {children.data.length === 0 && <Text c="dimmed">В групата няма деца.</Text>}
                <Table.ScrollContainer minWidth={320}>
                  <Table withTableBorder data-testid="preschool-children">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>Дете</Table.Th>
                        <Table.Th>Дата на раждане</Table.Th>
                        <Table.Th>Удостоверение</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {children.data.map((c) => (
                        <Table.Tr key={c.id} data-testid="preschool-child" data-name={c.name}>
                          <Table.Td>
                            <Checkbox
                              label={c.name}
                              checked={chosen.includes(c.id)}
                              disabled={Boolean(c.certificateId)}
                              onChange={(e) => toggle(c.id, e.currentTarget.checked)}
                              data-testid="preschool-child-check"
                            />
                          </Table.Td>
                          <Table.Td>{formatDate(c.birthDate)}</Table.Td>
                          <Table.Td>
                            {c.number ? `№ ${c.number} от ${formatDate(c.issueDate ?? '')}` : '—'}
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
                {form.formState.errors.childIds?.message && (
                  <Text c="red" size="sm" role="alert">
                    {form.formState.errors.childIds.message}
                  </Text>
                )}
              </Stack>
            )}
            <Field.Date form={f} name="issueDate" required maw={220} testId="preschool-issue-date" />
            <Field.Textarea
              form={f}
              name="assessment"
              description="Без текст: стандартната формулировка за готовност за първи клас."
              minRows={2}
              testId="preschool-assessment"
            />
            {formError && (
              <Alert color="red" variant="light" role="alert" data-testid="preschool-error">
                {formError}
              </Alert>
            )}
            <Group>
              <Button type="submit" loading={issue.isPending} data-testid="preschool-issue">
                Издай удостоверения
              </Button>
              {classId &&
                documentFormats.map(({ format, label }) => (
                  <Button
                    key={format}
                    variant="light"
                    onClick={() => protocol.mutate(format)}
                    loading={protocol.isPending && protocol.variables === format}
                    data-testid={`preschool-protocol-${format}`}
                  >
                    Общ протокол ({label})
                  </Button>
                ))}
            </Group>
            {protocol.isError && (
              <Alert color="red" variant="light" role="alert">
                {saveErrorText(protocol.error, 'Протоколът не можа да бъде изтеглен.')}
              </Alert>
            )}
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
