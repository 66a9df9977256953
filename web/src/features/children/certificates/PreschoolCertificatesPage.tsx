import type { DocumentFormat } from '@gradina/shared/manifest/routes/children/certificates';
import { Alert, Button, Checkbox, Group, Stack, Table, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../../api/client';
import { useRouteQuery } from '../../../api/query';
import { useUserData } from '../../../app/auth/user-data';
import { Field } from '../../../ui/fields';
import { ListError } from '../../../ui/fields/ListError';
import { formatDate } from '../../../ui/format/dates';
import { saveErrorText } from '../../../ui/forms/form-errors';
import { Loading } from '../../../ui/Loading';
import { FormPage, useFormPage } from '../../../ui/page';
import { QueryError } from '../../../ui/QueryError';
import { FailureAlert } from '../../../ui/result-message';
import { newPreschool, preschoolFormSpec, preschoolLabels } from './certificate-forms';
import { CertificatesLink, DoneAlert } from './issuing';
import { documentFormats } from './labels';
import { invalidateCertificates } from './queries';

/**
 * /kids/export-certificate/preschool: pick a preparatory group, tick its children, and issue their
 * certificates with the next numbers of the school year; the group's common protocol prints from here.
 */
export function PreschoolCertificatesPage() {
  const user = useUserData();
  const kindergartenId = user.kindergartens.find((k) => k.isSelected)?.id ?? '';
  const groups = useRouteQuery(
    'children.preschoolCertificateGroups',
    { query: { kindergartenId } },
    { enabled: Boolean(kindergartenId) },
  );
  const [issued, setIssued] = useState<string>();
  const f = useFormPage('children.issuePreschoolCertificates', {
    spec: { ...preschoolFormSpec(kindergartenId), defaultValues: newPreschool() },
    refresh: invalidateCertificates,
    back: '/kids/export-certificate',
    onSaved: (reply) => {
      const numbers = reply.certificates.map((c) => c.registrationNumber).join(', ');
      setIssued(`Издадени удостоверения: ${reply.certificates.length} (рег. № ${numbers}).`);
      f.form.setValue('childIds', []);
    },
    onServerError: () => {
      setIssued(undefined);
      return false;
    },
  });
  const { form } = f;
  const classId = form.watch('classId');
  const chosen = form.watch('childIds');
  const children = useRouteQuery(
    'children.preschoolCertificateChildren',
    { path: { classId }, query: { kindergartenId } },
    { enabled: Boolean(kindergartenId && classId) },
  );
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
    <FormPage
      page={f}
      title="Удостоверения за завършено предучилищно образование"
      maw={960}
      actions={<CertificatesLink />}
      notice={
        <>
          {groups.data.length === 0 && (
            <Alert color="yellow" data-testid="preschool-no-groups">
              Няма подготвителни групи в учебната година.
            </Alert>
          )}
          <DoneAlert text={issued} onClose={() => setIssued(undefined)} testId="preschool-issued" />
        </>
      }
      saveLabel="Издай удостоверения"
      saveTestId="preschool-issue"
      errorTestId="preschool-error"
      onCancel={false}
      extraActions={
        classId &&
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
        ))
      }
      pageTestId="preschool-certificates-page"
      testId="preschool"
    >
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
          <ListError text={form.formState.errors.childIds?.message} />
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
      <FailureAlert
        text={protocol.isError && saveErrorText(protocol.error, 'Протоколът не можа да бъде изтеглен.')}
      />
    </FormPage>
  );
}
