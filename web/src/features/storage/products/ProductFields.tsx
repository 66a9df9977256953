import { unitNames } from '@gradina/shared/storage/units';
import { Fieldset, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useFieldArray } from 'react-hook-form';
import { AddRowButton, Field, type FieldHost, ReadOnlyFields, RemoveRowButton } from '../../../ui/fields';
import {
  allergenOptions,
  baseUnitOptions,
  categoryOptions,
  conversionUnitOptions,
  type ProductValues,
  storageConditionOptions,
} from './product-form';

/** The nutrients per 100 g after the energy, with the decimals each is given in. */
const nutrients = [
  ['protein', 1],
  ['fat', 1],
  ['carbohydrate', 1],
  ['salt', 2],
] as const;

/**
 * The fields of a product, own or national: name, category, units and conversions, allergens, storage
 * and nutrition per 100 g. `manufacturers` is given for own products only (national ones have none).
 */
export function ProductFields({
  form,
  manufacturers,
  readOnly = false,
}: {
  form: FieldHost<ProductValues>;
  manufacturers?: { value: string; label: string }[];
  readOnly?: boolean;
}) {
  const conversions = useFieldArray({ control: form.form.control, name: 'conversions' });
  const base = Number(form.form.watch('baseUnit')) as keyof typeof unitNames;
  const baseName = unitNames[base]?.toLowerCase() ?? '';
  return (
    <ReadOnlyFields.Provider value={readOnly}>
      <Stack gap="md">
        <Field.Text form={form} name="name" testId="product-name" />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Field.Select
            form={form}
            name="categoryId"
            data={categoryOptions}
            searchable
            testId="product-category"
          />
          <Field.Select
            form={form}
            name="baseUnit"
            data={baseUnitOptions}
            description="Количествата се пазят в нея като цели числа"
            testId="product-base-unit"
          />
          <Field.Select
            form={form}
            name="storageConditionId"
            data={storageConditionOptions}
            testId="product-storage"
          />
          <Field.Number form={form} name="shelfLifeDays" testId="product-shelf-life" />
          {manufacturers && (
            <Field.Select
              form={form}
              name="manufacturerId"
              data={manufacturers}
              clearable
              allowDeselect
              testId="product-manufacturer"
            />
          )}
        </SimpleGrid>
        <Field.MultiSelect form={form} name="allergens" data={allergenOptions} testId="product-allergens" />
        <Fieldset legend="Превръщания на мерните единици" data-testid="product-conversions">
          <Stack gap="xs">
            <Text fz="sm" c="dimmed">
              Колко {baseName} е една единица (напр. 1 брой яйце = 50 грама, 1 литър мляко = 1030 грама).
              Килограм и литър се превръщат без въвеждане.
            </Text>
            {conversions.fields.map((row, i) => (
              <Group key={row.id} align="flex-end" wrap="nowrap">
                <Field.Select
                  form={form}
                  name={`conversions.${i}.unitOfMeasure`}
                  data={conversionUnitOptions}
                  testId="product-conversion-unit"
                />
                <Field.Number
                  form={form}
                  name={`conversions.${i}.quantity`}
                  decimals={3}
                  label={`Количество (${baseName})`}
                  testId="product-conversion-quantity"
                />
                {!readOnly && (
                  <RemoveRowButton label="Премахни превръщането" onClick={() => conversions.remove(i)} />
                )}
              </Group>
            ))}
            {!readOnly && conversions.fields.length < 5 && (
              <AddRowButton
                label="Добави превръщане"
                onClick={() => conversions.append({ unitOfMeasure: '1', quantity: '' })}
                testId="product-conversion-add"
              />
            )}
          </Stack>
        </Fieldset>
        <Fieldset legend="Хранителна стойност на 100 г">
          <SimpleGrid cols={{ base: 2, sm: 5 }}>
            <Field.Number form={form} name="energyKcal" required testId="product-energy" />
            {nutrients.map(([name, decimals]) => (
              <Field.Number
                key={name}
                form={form}
                name={name}
                decimals={decimals}
                required
                testId={`product-${name}`}
              />
            ))}
          </SimpleGrid>
        </Fieldset>
        <Field.Checkbox form={form} name="isActive" testId="product-active" />
      </Stack>
    </ReadOnlyFields.Provider>
  );
}
