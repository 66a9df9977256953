import { Alert } from '@mantine/core';
import { useParams } from 'react-router';
import { useRouteQuery } from '../../../api/query';
import { useKindergartenId } from '../../../app/auth/user-data';
import { Field } from '../../../ui/fields';
import { FormPage, useFormPage } from '../../../ui/page';
import { invalidateWarehouses } from './queries';
import { newWarehouse, warehouseFormSpec, warehouseValues } from './warehouse-form';

function WarehouseForm({ kindergartenId, id }: { kindergartenId: string; id?: string }) {
  const stored = useRouteQuery('storage.warehouse', { path: { id: id ?? '' } }, { enabled: Boolean(id) });
  const page = useFormPage('storage.saveWarehouse', {
    spec: { ...warehouseFormSpec(kindergartenId), defaultValues: newWarehouse() },
    record: id ? { query: stored, toValues: warehouseValues } : undefined,
    refresh: invalidateWarehouses,
    back: '/storage/warehouses',
  });
  return (
    <FormPage
      page={page}
      title={id ? (stored.data?.name ?? 'Склад') : 'Нов склад'}
      maw={720}
      testId="warehouse"
    >
      <Field.Text form={page} name="name" testId="warehouse-name" />
      <Field.Text form={page} name="location" testId="warehouse-location" />
      <Field.Text form={page} name="keeperName" testId="warehouse-keeper" />
      <Field.Checkbox form={page} name="isActive" testId="warehouse-active" />
    </FormPage>
  );
}

/** /storage/warehouses/create and /storage/warehouses/{id}: a warehouse of the kindergarten. */
export function WarehouseEditPage() {
  const { id } = useParams();
  const kindergartenId = useKindergartenId();
  if (!kindergartenId) return <Alert color="yellow">Складовете се управляват в детска градина.</Alert>;
  return <WarehouseForm kindergartenId={kindergartenId} id={id && id !== 'create' ? id : undefined} />;
}
