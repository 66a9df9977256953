import { Alert, SimpleGrid } from '@mantine/core';
import { useParams } from 'react-router';
import { useRouteQuery } from '../../../api/query';
import { useKindergartenId } from '../../../app/auth/user-data';
import { Field } from '../../../ui/fields';
import { sofiaDay } from '../../../ui/format/dates';
import { FormPage, useFormPage } from '../../../ui/page';
import { LinesField } from '../stock-lines/LinesField';
import { invalidateSupplierRequests } from './queries';
import { newLine, newRequest, requestFormSpec, requestValues } from './request-form';

const back = '/storage/suppliers-requests';

function RequestForm({ kindergartenId, id }: { kindergartenId: string; id?: string }) {
  const stored = useRouteQuery(
    'storage.supplierRequest',
    { path: { id: id ?? '' } },
    { enabled: Boolean(id) },
  );
  const suppliers = useRouteQuery('storage.suppliers', { query: { kindergartenId } });
  const page = useFormPage('storage.saveSupplierRequest', {
    spec: { ...requestFormSpec(kindergartenId), defaultValues: newRequest(sofiaDay(new Date()) ?? '') },
    record: id ? { query: stored, toValues: requestValues } : undefined,
    refresh: invalidateSupplierRequests,
    back,
  });
  const supplierOptions = (suppliers.data ?? [])
    .filter((s) => s.isActive || s.id === stored.data?.supplierId)
    .map((s) => ({ value: s.id, label: s.name }));
  return (
    <FormPage
      page={page}
      title={id ? `Заявка № ${stored.data?.number ?? ''}` : 'Нова заявка към доставчик'}
      testId="request"
    >
      <Field.Select form={page} name="supplierId" data={supplierOptions} testId="request-supplier" />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Field.Date form={page} name="date" testId="request-date" />
        <Field.Date form={page} name="deliveryDate" clearable testId="request-delivery" />
      </SimpleGrid>
      <LinesField
        form={page}
        kindergartenId={kindergartenId}
        newRow={newLine}
        withInactive
        testId="request-line"
      />
      <Field.Textarea form={page} name="note" minRows={2} testId="request-note" />
    </FormPage>
  );
}

/** /storage/suppliers-requests/create and /{id}: an order to a supplier, numbered in its year. */
export function SupplierRequestEditPage() {
  const { id } = useParams();
  const kindergartenId = useKindergartenId();
  if (!kindergartenId) return <Alert color="yellow">Заявките се управляват в детска градина.</Alert>;
  return <RequestForm kindergartenId={kindergartenId} id={id && id !== 'create' ? id : undefined} />;
}
