import { kitchenAgeGroupNames, kitchenAgeGroups } from '@gradina/shared/kitchen/meals';
import type { NutritionProduct } from '@gradina/shared/kitchen/nutrition';
import { allergens } from '@gradina/shared/storage/catalogue';
import { unitNames, unitsOf } from '@gradina/shared/storage/units';
import { Fieldset, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useFieldArray } from 'react-hook-form';
import { AddRowButton, Field, type FieldHost, ReadOnlyFields, RemoveRowButton } from '../../../ui/fields';
import { PlainTable } from '../../../ui/table/PlainTable';
import { ageGroupOptions, newRecipeLine, previewOf, type RecipeValues } from './recipe-form';

const grams = (mg: number) => (mg / 1000).toLocaleString('bg-BG', { maximumFractionDigits: 1 });

/**
 * A recipe's fields: the book, the name, the age groups and their portions, the method, the products with
 * gross and net per portion for each age group, and (below) the allergens and the nutrition per portion as
 * they follow from the products. Test ids `recipe-*`.
 */
export function RecipeFields({
  form,
  books,
  products,
  readOnly = false,
}: {
  form: FieldHost<RecipeValues>;
  books: { value: string; label: string }[];
  products: ReadonlyMap<string, NutritionProduct>;
  readOnly?: boolean;
}) {
  const lines = useFieldArray({ control: form.form.control, name: 'lines' });
  const values = form.form.watch();
  const ages = kitchenAgeGroups.filter((g) => values.ageGroups.includes(String(g)));
  const productOptions = [...products.values()].map((p) => ({ value: p.id, label: p.name }));
  return (
    <ReadOnlyFields.Provider value={readOnly}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Field.Select form={form} name="bookId" data={books} testId="recipe-book" />
          <Field.Text form={form} name="name" testId="recipe-name" />
        </SimpleGrid>
        <Field.MultiSelect form={form} name="ageGroups" data={ageGroupOptions} testId="recipe-age-groups" />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {ages.map((g) => (
            <Field.Number
              key={g}
              form={form}
              name={`portions.${g - 1}`}
              label={`Порция ${kitchenAgeGroupNames[g]} (г)`}
              testId={`recipe-portion-${g}`}
            />
          ))}
        </SimpleGrid>
        <Fieldset legend="Продукти на порция (бруто и нето)" data-testid="recipe-lines">
          <Stack gap="sm">
            {lines.fields.map((row, i) => {
              const product = products.get(values.lines[i]?.productId ?? '');
              const units = (product ? unitsOf(product) : []).map((u) => ({
                value: String(u),
                label: unitNames[u],
              }));
              return (
                <Stack key={row.id} gap={4} data-testid="recipe-line">
                  <Group align="flex-end" wrap="wrap" gap="xs">
                    <Field.Select
                      form={form}
                      name={`lines.${i}.productId`}
                      data={productOptions}
                      searchable
                      miw={220}
                      testId="recipe-line-product"
                    />
                    <Field.Select
                      form={form}
                      name={`lines.${i}.unit`}
                      data={units}
                      maw={150}
                      testId="recipe-line-unit"
                    />
                    {!readOnly && (
                      <RemoveRowButton
                        label="Премахни продукта"
                        disabled={lines.fields.length === 1}
                        onClick={() => lines.remove(i)}
                      />
                    )}
                  </Group>
                  <Group gap="xs" wrap="wrap">
                    {ages.map((g) => (
                      <Group key={g} gap={4} wrap="nowrap">
                        <Field.Number
                          form={form}
                          name={`lines.${i}.amounts.${g - 1}.gross`}
                          label={`Бруто ${kitchenAgeGroupNames[g]}`}
                          decimals={3}
                          maw={130}
                          testId={`recipe-line-gross-${g}`}
                        />
                        <Field.Number
                          form={form}
                          name={`lines.${i}.amounts.${g - 1}.net`}
                          label={`Нето ${kitchenAgeGroupNames[g]}`}
                          decimals={3}
                          maw={130}
                          testId={`recipe-line-net-${g}`}
                        />
                      </Group>
                    ))}
                  </Group>
                </Stack>
              );
            })}
            {!readOnly && lines.fields.length < 40 && (
              <AddRowButton
                label="Добави продукт"
                onClick={() => lines.append(newRecipeLine())}
                testId="recipe-line-add"
              />
            )}
          </Stack>
        </Fieldset>
        <Field.Textarea form={form} name="method" autosize minRows={3} testId="recipe-method" />
        <RecipePreview values={values} products={products} />
      </Stack>
    </ReadOnlyFields.Provider>
  );
}

/** The allergens and the nutrition per portion of what is typed, computed as the server will save them. */
function RecipePreview({
  values,
  products,
}: {
  values: RecipeValues;
  products: ReadonlyMap<string, NutritionProduct>;
}) {
  const preview = previewOf(values, products);
  const names = allergens.filter((a) => preview.allergens.includes(a.id));
  return (
    <Fieldset legend="Хранителна стойност на порция (от продуктите)" data-testid="recipe-nutrition">
      <Stack gap="xs">
        <Text fz="sm" data-testid="recipe-allergens">
          Алергени: {names.length ? names.map((a) => `${a.id} – ${a.name}`).join('; ') : 'няма'}
        </Text>
        <PlainTable
          head={['Възраст', 'Енергия (kcal)', 'Белтъчини (г)', 'Мазнини (г)', 'Въглехидрати (г)', 'Сол (г)']}
          minWidth={480}
          withBorder
        >
          {preview.nutrition.map((n) => (
            <Table.Tr key={n.ageGroup} data-testid="recipe-nutrition-row" data-age-group={n.ageGroup}>
              <Table.Td>{kitchenAgeGroupNames[n.ageGroup]}</Table.Td>
              <Table.Td data-testid="recipe-nutrition-energy">
                {n.energyKcal.toLocaleString('bg-BG', { maximumFractionDigits: 1 })}
              </Table.Td>
              <Table.Td>{grams(n.proteinMg)}</Table.Td>
              <Table.Td>{grams(n.fatMg)}</Table.Td>
              <Table.Td>{grams(n.carbohydrateMg)}</Table.Td>
              <Table.Td>{grams(n.saltMg)}</Table.Td>
            </Table.Tr>
          ))}
        </PlainTable>
        {preview.unweighed.length > 0 && (
          <Text fz="sm" c="orange">
            Без тегло в грамове (не са преброени): {preview.unweighed.join(', ')}
          </Text>
        )}
      </Stack>
    </Fieldset>
  );
}
