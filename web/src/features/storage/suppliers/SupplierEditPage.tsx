import { Alert, SimpleGrid } from '@mantine/core';
import { useParams } from 'react-router';
import { useRouteQuery } from '../../../api/query';
import { useKindergartenId } from '../../../app/auth/user-data';
import { Field } from '../../../ui/fields';
import { FormPage, useFormPage } from '../../../ui/page';
import { invalidateSuppliers } from './queries';
import { newSupplier, supplierFormSpec, supplierValues } from './supplier-form';

function SupplierForm({ kindergartenId, id }: { kindergartenId: string; id?: string }) {
  const stored = useRouteQuery('storage.supplier', { path: { id: id ?? '' } }, { enabled: Boolean(id) });
  const page = useFormPage('storage.saveSupplier', {
    spec: { ...supplierFormSpec(kindergartenId), defaultValues: newSupplier() },
    record: id ? { query: stored, toValues: supplierValues } : undefined,
    refresh: invalidateSuppliers,
    back: '/storage/suppliers',
  });
  return (
    <FormPage page={page} title={id ? (stored.data?.name ?? 'Доставчик') : 'Нов доставчик'} testId="supplier">
      <Field.Text form={page} name="name" testId="supplier-name" />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Field.Text form={page} name="eik" inputMode="numeric" testId="supplier-eik" />
        <Field.Text form={page} name="vatNumber" testId="supplier-vat" />
        <Field.Text form={page} name="contactPerson" testId="supplier-contact" />
        <Field.Text form={page} name="phone" inputMode="tel" testId="supplier-phone" />
        <Field.Text form={page} name="email" inputMode="email" testId="supplier-email" />
        <Field.Text
          form={page}
          name="babhRegistration"
          description="Номерът от регистъра на БАБХ в документите на доставчика"
          testId="supplier-babh"
        />
      </SimpleGrid>
      <Field.Text form={page} name="address" testId="supplier-address" />
      <Field.Checkbox form={page} name="isActive" testId="supplier-active" />
    </FormPage>
  );
}

/** /storage/suppliers/create and /storage/suppliers/{id}: a supplier of the kindergarten. */
export function SupplierEditPage() {
  const { id } = useParams();
  const kindergartenId = useKindergartenId();
  if (!kindergartenId) return <Alert color="yellow">Доставчиците се управляват в детска градина.</Alert>;
  return <SupplierForm kindergartenId={kindergartenId} id={id && id !== 'create' ? id : undefined} />;
}
