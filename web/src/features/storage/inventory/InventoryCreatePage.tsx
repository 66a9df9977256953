import { Unit, unitNames, unitsOf } from '@gradina/shared/storage/units';
import { ActionIcon, Alert, Button, Fieldset, Group, SimpleGrid, Stack } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useFieldArray } from 'react-hook-form';
import { useRouteQuery } from '../../../api/query';
import { useKindergartenId } from '../../../app/auth/user-data';
import { Field, type FieldHost } from '../../../ui/fields';
import { sofiaDay } from '../../../ui/format/dates';
import { FormPage, useFormPage } from '../../../ui/page';
import { invalidateStock } from '../stock-lines/queries';
import { type InventoryValues, inventoryFormSpec, newCountLine, newInventory } from './inventory-form';

/** The counted products: the quantity found (0 when none), its unit, and a price for a surplus of a product the book holds none of. */
function CountLines({ form, kindergartenId }: { form: FieldHost<InventoryValues>; kindergartenId: string }) {
  const products = useRouteQuery('storage.products', { query: { kindergartenId } });
  const lines = useFieldArray({ control: form.form.control, name: 'lines' });
  const byId = new Map((products.data ?? []).map((p) => [p.id, p]));
  const options = (products.data ?? []).map((p) => ({ value: p.id, label: p.name }));
  const values = form.form.watch('lines');
  return (
    <Fieldset legend="Преброени продукти" data-testid="inventory-lines">
      <Stack gap="xs">
        {lines.fields.map((row, i) => {
          const product = byId.get(values[i]?.productId ?? '');
          const units = (product ? unitsOf(product as Parameters<typeof unitsOf>[0]) : [Unit.Kilogram]).map(
            (u) => ({
              value: String(u),
              label: unitNames[u],
            }),
          );
          return (
            <Group key={row.id} align="flex-end" wrap="wrap" gap="xs">
              <Field.Select
                form={form}
                name={`lines.${i}.productId`}
                data={options}
                searchable
                miw={220}
                testId="inventory-line-product"
              />
              <Field.Number
                form={form}
                name={`lines.${i}.countedQuantity`}
                decimals={3}
                maw={150}
                testId="inventory-line-counted"
              />
              <Field.Select
                form={form}
                name={`lines.${i}.unitOfMeasure`}
                data={units}
                maw={150}
                testId="inventory-line-unit"
              />
              <Field.Money
                form={form}
                name={`lines.${i}.unitPrice`}
                maw={140}
                testId="inventory-line-price"
              />
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label="Премахни реда"
                disabled={lines.fields.length === 1}
                onClick={() => lines.remove(i)}
                mb={4}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
          );
        })}
        <Button
          variant="light"
          size="xs"
          w="fit-content"
          onClick={() => lines.append(newCountLine())}
          data-testid="inventory-line-add"
        >
          Добави продукт
        </Button>
      </Stack>
    </Fieldset>
  );
}

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
      <CountLines form={page} kindergartenId={kindergartenId} />
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
