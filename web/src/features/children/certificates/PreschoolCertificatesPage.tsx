import type { DocumentFormat } from '@gradina/shared/manifest/routes/children/certificates';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { Link } from 'react-router';
import { callApi } from '../../../api/client';
import { useUserData } from '../../../app/auth/user-data';
import { formatDate } from '../../../ui/format/dates';
import { DateField } from '../../../ui/forms/DateField';
import { saveErrorText } from '../../../ui/forms/form-errors';
import { useManifestForm } from '../../../ui/forms/useManifestForm';
import { Loading } from '../../../ui/Loading';
import { QueryError } from '../../../ui/QueryError';
import { newPreschool, type PreschoolValues, preschoolFormSpec, preschoolLabels } from './certificate-forms';
import { invalidateCertificates, preparatoryChildrenQuery, preparatoryGroupsQuery } from './queries';

/**
 * /kids/export-certificate/preschool: pick a preparatory group, tick its children, and issue their
 * certificates with the next numbers of the school year; the group's common protocol prints from here.
 */
export function PreschoolCertificatesPage() {
  useDocumentTitle('Удостоверения за предучилищно образование | Градина');
  const user = useUserData();
  const client = useQueryClient();
  const kindergartenId = user.kindergartens.find((k) => k.isSelected)?.id ?? '';
  const groups = useQuery({ ...preparatoryGroupsQuery(kindergartenId), enabled: Boolean(kindergartenId) });
  const { form, toBody, formError, setFormError, onServerError } = useManifestForm<
    PreschoolValues,
    'children.issuePreschoolCertificates'
  >('children.issuePreschoolCertificates', {
    ...preschoolFormSpec(kindergartenId),
    defaultValues: newPreschool(),
  });
  const classId = form.watch('classId');
  const chosen = form.watch('childIds');
  const children = useQuery({
    ...preparatoryChildrenQuery(kindergartenId, classId),
    enabled: Boolean(kindergartenId && classId),
  });
  const [issued, setIssued] = useState<string>();
  const issue = useMutation({
    mutationFn: (v: PreschoolValues) => callApi('children.issuePreschoolCertificates', { body: toBody(v) }),
    onSuccess: async (reply) => {
      const numbers = reply.certificates.map((c) => c.registrationNumber).join(', ');
      setIssued(`Издадени удостоверения: ${reply.certificates.length} (рег. № ${numbers}).`);
      form.setValue('childIds', []);
      await invalidateCertificates(client);
    },
    onError: onServerError,
  });
  const protocol = useMutation({
    mutationFn: (format: DocumentFormat) =>
      callApi('children.preschoolCommonProtocol', { query: { kindergartenId, classId, format } }),
  });

  if (!kindergartenId) return <Alert color="yellow">Удостоверенията се издават в детска градина.</Alert>;
  if (groups.isPending) return <Loading />;
  if (groups.isError) return <QueryError error={groups.error} />;
  const { errors } = form.formState;
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
            issue.mutate(v);
          })}
        >
          <Stack gap="md">
            <Controller
              control={form.control}
              name="classId"
              render={({ field }) => (
                <Select
                  label={preschoolLabels.classId}
                  withAsterisk
                  data={groups.data.map((g) => ({
                    value: g.id,
                    label: `${g.name} (${g.issuedCount} от ${g.childrenCount} с удостоверение)`,
                  }))}
                  value={field.value || null}
                  onChange={(v) => {
                    field.onChange(v ?? '');
                    form.setValue('childIds', []);
                  }}
                  error={errors.classId?.message}
                  data-testid="preschool-group"
                />
              )}
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
                {errors.childIds?.message && (
                  <Text c="red" size="sm" role="alert">
                    {errors.childIds.message}
                  </Text>
                )}
              </Stack>
            )}
            <Controller
              control={form.control}
              name="issueDate"
              render={({ field }) => (
                <DateField
                  label={preschoolLabels.issueDate}
                  withAsterisk
                  value={field.value || null}
                  onChange={(v) => field.onChange(v ?? '')}
                  error={errors.issueDate?.message}
                  maw={220}
                  data-testid="preschool-issue-date"
                />
              )}
            />
            <Textarea
              label={preschoolLabels.assessment}
              description="Без текст: стандартната формулировка за готовност за първи клас."
              autosize
              minRows={2}
              error={errors.assessment?.message}
              {...form.register('assessment')}
              data-testid="preschool-assessment"
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
              {classId && (
                <>
                  <Button
                    variant="light"
                    onClick={() => protocol.mutate('pdf')}
                    loading={protocol.isPending && protocol.variables === 'pdf'}
                    data-testid="preschool-protocol-pdf"
                  >
                    Общ протокол (PDF)
                  </Button>
                  <Button
                    variant="light"
                    onClick={() => protocol.mutate('docx')}
                    loading={protocol.isPending && protocol.variables === 'docx'}
                    data-testid="preschool-protocol-docx"
                  >
                    Общ протокол (Word)
                  </Button>
                </>
              )}
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
