import type { Product } from '@gradina/shared/manifest/routes/storage/products';
import { Unit, unitNames, unitsOf } from '@gradina/shared/storage/units';
import { ActionIcon, Alert, Button, Fieldset, Group, SimpleGrid, Stack } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useFieldArray } from 'react-hook-form';
import { useParams } from 'react-router';
import { useRouteQuery } from '../../../api/query';
import { useKindergartenId } from '../../../app/auth/user-data';
import { Field, type FieldHost } from '../../../ui/fields';
import { sofiaDay } from '../../../ui/format/dates';
import { FormPage, useFormPage } from '../../../ui/page';
import { invalidateSupplierRequests } from './queries';
import { newLine, newRequest, type RequestValues, requestFormSpec, requestValues } from './request-form';

const back = '/storage/suppliers-requests';

/** The order's lines: a product of the catalogue, a quantity, and one of the units the product is counted in. */
function Lines({ form, products }: { form: FieldHost<RequestValues>; products: Product[] }) {
  const lines = useFieldArray({ control: form.form.control, name: 'lines' });
  const byId = new Map(products.map((p) => [p.id, p]));
  const productOptions = products.map((p) => ({ value: p.id, label: p.name }));
  const values = form.form.watch('lines');
  return (
    <Fieldset legend="Продукти" data-testid="request-lines">
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
                data={productOptions}
                searchable
                miw={220}
                testId="request-line-product"
              />
              <Field.Number
                form={form}
                name={`lines.${i}.quantity`}
                decimals={3}
                maw={130}
                testId="request-line-quantity"
              />
              <Field.Select
                form={form}
                name={`lines.${i}.unitOfMeasure`}
                data={units}
                maw={150}
                testId="request-line-unit"
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
          onClick={() => lines.append(newLine())}
          data-testid="request-line-add"
        >
          Добави продукт
        </Button>
      </Stack>
    </Fieldset>
  );
}

function RequestForm({ kindergartenId, id }: { kindergartenId: string; id?: string }) {
  const stored = useRouteQuery(
    'storage.supplierRequest',
    { path: { id: id ?? '' } },
    { enabled: Boolean(id) },
  );
  const suppliers = useRouteQuery('storage.suppliers', { query: { kindergartenId } });
  const products = useRouteQuery('storage.products', { query: { kindergartenId } });
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
      <Lines form={page} products={products.data ?? []} />
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
