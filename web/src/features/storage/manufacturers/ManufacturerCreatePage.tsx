import { Alert } from '@mantine/core';
import { useKindergartenId } from '../../../app/auth/user-data';
import { Field } from '../../../ui/fields';
import { FormPage, useFormPage } from '../../../ui/page';
import { invalidateManufacturers } from '../products/queries';
import { manufacturerFormSpec } from './manufacturer-form';

function ManufacturerForm({ kindergartenId }: { kindergartenId: string }) {
  const page = useFormPage('storage.createManufacturer', {
    spec: { ...manufacturerFormSpec(kindergartenId), defaultValues: { name: '' } },
    refresh: invalidateManufacturers,
    back: '/storage/manufacturers',
  });
  return (
    <FormPage page={page} title="Нов производител" maw={640} testId="manufacturer">
      <Field.Text form={page} name="name" testId="manufacturer-name" />
    </FormPage>
  );
}

/** /storage/manufacturers/create: adds a manufacturer (a name taken already is refused). */
export function ManufacturerCreatePage() {
  const kindergartenId = useKindergartenId();
  if (!kindergartenId) return <Alert color="yellow">Производителите се управляват в детска градина.</Alert>;
  return <ManufacturerForm kindergartenId={kindergartenId} />;
}
