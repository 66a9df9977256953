import { CertificateKind, type DocumentFormat } from '@gradina/shared/manifest/routes/children/certificates';
import { Alert, Badge, Button } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { callApi } from '../../../api/client';
import { useRouteQuery } from '../../../api/query';
import type { ApiReply } from '../../../api/routes';
import { usePermissions } from '../../../app/auth/permissions';
import { useListDelete } from '../../../ui/delete/useConfirmDelete';
import { formatDate } from '../../../ui/format/dates';
import { saveErrorText } from '../../../ui/forms/form-errors';
import { ListPage } from '../../../ui/page';
import { FailureAlert, useMessage } from '../../../ui/result-message';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';
import { Filters, SelectFilter } from '../../../ui/table/list-controls';
import { useYearPages, YearFilter } from '../../../ui/table/year-filter';
import { certificateKindLabels, documentFormats } from './labels';
import { invalidateCertificates } from './queries';

type Certificate = ApiReply<'children.certificates'>['result'][number];

const pageSize = 20;
const columns: EntityColumn<Certificate>[] = [
  { id: 'number', header: 'Рег. №', cell: (c) => c.registrationNumber, td: { fw: 600 } },
  { id: 'date', header: 'Дата', cell: (c) => formatDate(c.issueDate) },
  { id: 'child', header: 'Дете', cell: (c) => c.childName },
  { id: 'group', header: 'Група', cell: (c) => c.groupName },
  { id: 'kind', header: 'Вид', cell: (c) => certificateKindLabels[c.kind] },
  {
    id: 'state',
    header: 'Състояние',
    cell: (c) =>
      c.cancelled ? (
        <Badge color="red" variant="light" data-testid="certificate-cancelled">
          Анулирано
        </Badge>
      ) : (
        <Badge color="green" variant="light">
          Валидно
        </Badge>
      ),
  },
];

const kindOptions = [
  { value: '', label: 'Всички видове' },
  ...Object.values(CertificateKind).map((k) => ({ value: String(k), label: certificateKindLabels[k] })),
];

/** The certificate's document again: same number, same content. */
function reprint(kindergartenId: string, c: Certificate, format: DocumentFormat) {
  return c.kind === CertificateKind.Preschool
    ? callApi('children.preschoolCertificateFile', { body: { kindergartenId, certificateId: c.id, format } })
    : callApi('children.relocationCertificate', {
        body: { kindergartenId, certificateId: c.id, childId: c.childId, format },
      });
}

/**
 * /kids/export-certificate: the certificates issued in a school year, both kinds, by kind and number; each
 * printed again as PDF or Word with its number, or cancelled (it stays listed, its number is not reused).
 */
export function CertificatesPage() {
  const { can } = usePermissions();
  const client = useQueryClient();
  const year = useYearPages('certificates', pageSize);
  const { kindergartenId } = year;
  const [kind, setKind] = useState('');
  const list = useRouteQuery(
    'children.certificates',
    { query: { ...year.input.query, kind: kind ? (Number(kind) as CertificateKind) : undefined } },
    { enabled: year.enabled },
  );
  const msg = useMessage();
  const print = useMutation({
    mutationFn: ({ c, format }: { c: Certificate; format: DocumentFormat }) =>
      reprint(kindergartenId ?? '', c, format),
  });
  const cancel = useListDelete<Certificate>({
    remove: (c) => callApi('children.cancelCertificate', { query: { certificateId: c.id } }),
    msg,
    refresh: () => invalidateCertificates(client),
    deletedText: (c) =>
      `Удостоверение рег. № ${c.registrationNumber} е анулирано. Номерът му не се използва отново.`,
    refusedText: 'Удостоверението не беше анулирано.',
    title: 'Анулиране на удостоверение',
    confirmLabel: 'Анулирай',
    question: (c) =>
      `Да бъде ли анулирано удостоверение рег. № ${c.registrationNumber} на ${c.childName}? Номерът остава в списъка като анулиран.`,
    testId: 'certificate-cancel',
    buttonLabel: 'Анулирай',
  });

  if (!kindergartenId) return <Alert color="yellow">Удостоверенията се издават в детска градина.</Alert>;
  const canCancel = can('RelocationCertificates', 'delete');
  // Documents are printed by those who issue them; a teacher reads the list only.
  const canPrint = (c: Certificate) =>
    can(c.kind === CertificateKind.Preschool ? 'PreschoolCertificates' : 'RelocationCertificates', 'create');

  return (
    <ListPage
      title="Удостоверения"
      intro="Издадените удостоверения за завършено предучилищно образование и за преместване, с поредните им номера за учебната година."
      action={{
        resource: 'PreschoolCertificates',
        label: 'Предучилищно образование',
        to: '/kids/export-certificate/preschool',
        testId: 'certificate-preschool',
      }}
      actions={
        can('RelocationCertificates', 'create') && (
          <Button
            component={Link}
            to="/kids/export-certificate/transfer"
            variant="light"
            data-testid="certificate-transfer"
          >
            Преместване
          </Button>
        )
      }
      remove={cancel}
      testId="certificates"
    >
      <FailureAlert
        text={print.isError && saveErrorText(print.error, 'Удостоверението не можа да бъде отпечатано.')}
        testId="certificates-print-error"
      />
      <EntityTable<Certificate>
        filters={
          <Filters>
            <YearFilter value={year.periodId} onChange={year.choose} testId="certificates-year" />
            <SelectFilter
              label="Вид"
              data={kindOptions}
              value={kind}
              onChange={year.filter((v) => setKind(v ?? ''))}
              clearable={false}
              allowDeselect={false}
              maw={260}
              testId="certificates-kind"
            />
          </Filters>
        }
        paging={year}
        query={list}
        columns={columns}
        rowProps={(c) => ({ 'data-testid': 'certificate-row', 'data-number': c.registrationNumber })}
        rowActions={(c) =>
          c.cancelled || !canPrint(c) ? null : (
            <>
              {documentFormats.map(({ format, label }) => (
                <Button
                  key={format}
                  size="xs"
                  variant="light"
                  loading={
                    print.isPending && print.variables?.c.id === c.id && print.variables.format === format
                  }
                  onClick={() => print.mutate({ c, format })}
                  data-testid={`certificate-print-${format}`}
                >
                  {label}
                </Button>
              ))}
              {canCancel && cancel.button(c, 'certificate-cancel')}
            </>
          )
        }
        empty="Няма издадени удостоверения в тази учебна година."
        minWidth={860}
      />
    </ListPage>
  );
}
