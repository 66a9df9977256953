import { unitNames } from '@gradina/shared/storage/units';
import { ActionIcon, Button, Fieldset, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useFieldArray } from 'react-hook-form';
import { Field, type FieldHost } from '../../../ui/fields';
import {
  allergenOptions,
  baseUnitOptions,
  categoryOptions,
  conversionUnitOptions,
  type ProductValues,
  storageConditionOptions,
} from './product-form';

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
    <Stack gap="md">
      <Field.Text form={form} name="name" disabled={readOnly} testId="product-name" />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Field.Select
          form={form}
          name="categoryId"
          data={categoryOptions}
          searchable
          disabled={readOnly}
          testId="product-category"
        />
        <Field.Select
          form={form}
          name="baseUnit"
          data={baseUnitOptions}
          description="Количествата се пазят в нея като цели числа"
          disabled={readOnly}
          testId="product-base-unit"
        />
        <Field.Select
          form={form}
          name="storageConditionId"
          data={storageConditionOptions}
          disabled={readOnly}
          testId="product-storage"
        />
        <Field.Number form={form} name="shelfLifeDays" disabled={readOnly} testId="product-shelf-life" />
        {manufacturers && (
          <Field.Select
            form={form}
            name="manufacturerId"
            data={manufacturers}
            clearable
            allowDeselect
            disabled={readOnly}
            testId="product-manufacturer"
          />
        )}
      </SimpleGrid>
      <Field.MultiSelect
        form={form}
        name="allergens"
        data={allergenOptions}
        disabled={readOnly}
        testId="product-allergens"
      />
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
                disabled={readOnly}
                testId="product-conversion-unit"
              />
              <Field.Number
                form={form}
                name={`conversions.${i}.quantity`}
                decimals={3}
                label={`Количество (${baseName})`}
                disabled={readOnly}
                testId="product-conversion-quantity"
              />
              {!readOnly && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label="Премахни превръщането"
                  onClick={() => conversions.remove(i)}
                  mb={4}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              )}
            </Group>
          ))}
          {!readOnly && conversions.fields.length < 5 && (
            <Button
              variant="light"
              size="xs"
              w="fit-content"
              onClick={() => conversions.append({ unitOfMeasure: '1', quantity: '' })}
              data-testid="product-conversion-add"
            >
              Добави превръщане
            </Button>
          )}
        </Stack>
      </Fieldset>
      <Fieldset legend="Хранителна стойност на 100 г">
        <SimpleGrid cols={{ base: 2, sm: 5 }}>
          <Field.Number form={form} name="energyKcal" required disabled={readOnly} testId="product-energy" />
          <Field.Number
            form={form}
            name="protein"
            decimals={1}
            required
            disabled={readOnly}
            testId="product-protein"
          />
          <Field.Number
            form={form}
            name="fat"
            decimals={1}
            required
            disabled={readOnly}
            testId="product-fat"
          />
          <Field.Number
            form={form}
            name="carbohydrate"
            decimals={1}
            required
            disabled={readOnly}
            testId="product-carbohydrate"
          />
          <Field.Number
            form={form}
            name="salt"
            decimals={2}
            required
            disabled={readOnly}
            testId="product-salt"
          />
        </SimpleGrid>
      </Fieldset>
      <Field.Checkbox form={form} name="isActive" disabled={readOnly} testId="product-active" />
    </Stack>
  );
}
