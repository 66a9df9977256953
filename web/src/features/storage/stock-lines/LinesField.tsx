import { Unit, unitNames, unitsOf } from '@gradina/shared/storage/units';
import { Fieldset, Group, Stack } from '@mantine/core';
import { type FieldValues, type Path, useFieldArray } from 'react-hook-form';
import { useRouteQuery } from '../../../api/query';
import { AddRowButton, Field, type FieldHost, RemoveRowButton } from '../../../ui/fields';
import { type LineValues, newLine } from './lines';

type WithLines = FieldValues & { lines: { productId: string }[] };

/** movement: product, quantity, unit; receipt: also price, expiry, batch; count: the quantity found and a surplus's price. */
export type LinesVariant = 'movement' | 'receipt' | 'count';

/**
 * A document's lines: a product of the catalogue, a quantity and one of the units the product is counted in
 * (only those: a unit without a conversion cannot be picked); a receipt's also the unit price, the expiry
 * date and the batch; an inventory's the quantity counted and the price of a surplus. Test ids
 * `<testId>-product`, `-quantity` (`-counted`), `-unit`, `-price`, `-expiry`, `-batch`, `-add`.
 */
export function LinesField<V extends WithLines>({
  form,
  kindergartenId,
  variant = 'movement',
  newRow = newLine,
  withInactive = false,
  testId,
}: {
  form: FieldHost<V>;
  kindergartenId: string;
  variant?: LinesVariant;
  /** An empty line of the form's shape. */
  newRow?: () => unknown;
  /** Offers the catalogue's inactive products too (an order to a supplier may name one). */
  withInactive?: boolean;
  testId: string;
}) {
  const products = useRouteQuery('storage.products', { query: { kindergartenId } });
  const lines = useFieldArray({ control: form.form.control, name: 'lines' as never });
  const byId = new Map((products.data ?? []).map((p) => [p.id, p]));
  const productOptions = (products.data ?? [])
    .filter((p) => withInactive || p.isActive)
    .map((p) => ({ value: p.id, label: p.name }));
  const values = (form.form.watch('lines' as Path<V>) ?? []) as { productId: string }[];
  const at = (i: number, field: keyof LineValues | 'countedQuantity') => `lines.${i}.${field}` as Path<V>;
  const counting = variant === 'count';
  return (
    <Fieldset legend="Продукти" data-testid={`${testId}-lines`}>
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
                name={at(i, 'productId')}
                data={productOptions}
                searchable
                miw={220}
                testId={`${testId}-product`}
              />
              <Field.Number
                form={form}
                name={at(i, counting ? 'countedQuantity' : 'quantity')}
                decimals={3}
                maw={150}
                testId={`${testId}-${counting ? 'counted' : 'quantity'}`}
              />
              <Field.Select
                form={form}
                name={at(i, 'unitOfMeasure')}
                data={units}
                maw={150}
                testId={`${testId}-unit`}
              />
              {counting && (
                <Field.Money form={form} name={at(i, 'unitPrice')} maw={140} testId={`${testId}-price`} />
              )}
              {variant === 'receipt' && (
                <>
                  <Field.Money form={form} name={at(i, 'unitPrice')} maw={140} testId={`${testId}-price`} />
                  <Field.Date
                    form={form}
                    name={at(i, 'expiryDate')}
                    clearable
                    maw={170}
                    testId={`${testId}-expiry`}
                  />
                  <Field.Text form={form} name={at(i, 'batch')} maw={130} testId={`${testId}-batch`} />
                </>
              )}
              <RemoveRowButton
                label="Премахни реда"
                disabled={lines.fields.length === 1}
                onClick={() => lines.remove(i)}
              />
            </Group>
          );
        })}
        <AddRowButton
          label="Добави продукт"
          onClick={() => lines.append(newRow() as never)}
          testId={`${testId}-add`}
        />
      </Stack>
    </Fieldset>
  );
}
