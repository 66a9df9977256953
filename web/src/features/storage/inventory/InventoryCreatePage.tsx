import { Alert, SimpleGrid } from '@mantine/core';
import { useRouteQuery } from '../../../api/query';
import { useKindergartenId } from '../../../app/auth/user-data';
import { Field } from '../../../ui/fields';
import { sofiaDay } from '../../../ui/format/dates';
import { FormPage, useFormPage } from '../../../ui/page';
import { LinesField } from '../stock-lines/LinesField';
import { invalidateStock } from '../stock-lines/queries';
import { inventoryFormSpec, newCountLine, newInventory } from './inventory-form';

function InventoryForm({ kindergartenId }: { kindergartenId: string }) {
  const warehouses = useRouteQuery('storage.warehouses', { query: { kindergartenId } });
  const page = useFormPage('storage.saveInventory', {
    spec: { ...inventoryFormSpec(kindergartenId), defaultValues: newInventory(sofiaDay(new Date()) ?? '') },
    refresh: invalidateStock,
    back: '/storage/references/stock-inventory-register',
  });
  const warehouseOptions = (warehouses.data ?? [])
    .filter((w) => w.isActive)
    .map((w) => ({ value: w.id, label: w.name }));
  return (
    <FormPage
      page={page}
      title="Нова инвентаризация"
      intro="Разликите спрямо книгата се осчетоводяват като излишък или липса по средна цена, а месецът на склада се приключва."
      saveLabel="Запиши и приключи месеца"
      maw={1000}
      testId="inventory"
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Field.Date form={page} name="date" testId="inventory-date" />
        <Field.Select form={page} name="warehouseId" data={warehouseOptions} testId="inventory-warehouse" />
      </SimpleGrid>
      <Field.Textarea form={page} name="commission" minRows={2} testId="inventory-commission" />
      <LinesField
        form={page}
        kindergartenId={kindergartenId}
        variant="count"
        newRow={newCountLine}
        testId="inventory-line"
      />
      <Field.Textarea form={page} name="note" minRows={2} testId="inventory-note" />
    </FormPage>
  );
}

/** /storage/references/stock-inventory-register/create (and /storage/stock-availability/create): an inventory count. */
export function InventoryCreatePage() {
  const kindergartenId = useKindergartenId();
  if (!kindergartenId) return <Alert color="yellow">Складът се води в детска градина.</Alert>;
  return <InventoryForm kindergartenId={kindergartenId} />;
}
