import { SimpleGrid } from '@mantine/core';
import { useParams } from 'react-router';
import { useRouteQuery } from '../../../api/query';
import { useKindergartenId } from '../../../app/auth/user-data';
import { Field } from '../../../ui/fields';
import { FormPage, useFormPage } from '../../../ui/page';
import { invalidateSettings } from './queries';
import { documentTypeFormSpec, documentTypeValues } from './settings-form';

const back = '/platform/settings/invoices/invoice-types';

/**
 * /platform/settings/invoices/{id}: a document type's name, prefix and next number; moving the number
 * forward asks for the reason.
 */
export function DocumentTypeEditPage() {
  const { id = '' } = useParams();
  const kindergartenId = useKindergartenId() ?? '';
  const stored = useRouteQuery(
    'payments.documentType',
    { path: { id: id as 'receipt' }, query: { kindergartenId } },
    { enabled: Boolean(kindergartenId) },
  );
  const page = useFormPage('payments.saveDocumentType', {
    spec: {
      ...documentTypeFormSpec(kindergartenId),
      defaultValues: { id: 'receipt', name: '', prefix: '', nextNumber: '', reason: '', version: 0 },
    },
    record: { query: stored, toValues: documentTypeValues },
    refresh: invalidateSettings,
    back,
  });
  // Moving the series past its next number leaves numbers unused: the API asks why (kept in the audit log).
  const next = Number(page.form.watch('nextNumber'));
  const storedNext = stored.data?.nextNumber ?? next;
  return (
    <FormPage page={page} title={stored.data?.name ?? 'Вид документ'} maw={720} testId="document-type">
      <Field.Text form={page} name="name" testId="document-type-name" />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Field.Text form={page} name="prefix" maxLength={10} testId="document-type-prefix" />
        <Field.Number form={page} name="nextNumber" required testId="document-type-next" />
      </SimpleGrid>
      {next > storedNext && (
        <Field.Text
          form={page}
          name="reason"
          required
          description={`Номерата от ${storedNext} до ${next - 1} няма да бъдат използвани; причината се пази в одитния журнал.`}
          testId="document-type-reason"
        />
      )}
    </FormPage>
  );
}
