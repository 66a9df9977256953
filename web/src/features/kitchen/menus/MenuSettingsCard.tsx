import { type MealType, mealTypeNames, mealTypes } from '@gradina/shared/kitchen/meals';
import { Card, Text, Title } from '@mantine/core';
import { useRouteQuery } from '../../../api/query';
import { Field } from '../../../ui/fields';
import { FormFrame, useFormPage } from '../../../ui/page';
import { MessageAlert, useMessage } from '../../../ui/result-message';
import { invalidateMenuConfiguration } from './queries';

interface Values {
  recipeBookIds: string[];
  mealTypes: string[];
  version: number;
}

const mealOptions = mealTypes.map((m) => ({ value: String(m), label: mealTypeNames[m] }));

/**
 * The menus' settings (`/api/menus/configuration`): the recipe books the menu editor picks dishes from (none:
 * every book) and the meals the kindergarten serves (a half-day group without the afternoon snack). The
 * editor shows only these meals, and the recipes of these books.
 */
export function MenuSettingsCard({ kindergartenId }: { kindergartenId: string }) {
  const msg = useMessage();
  const config = useRouteQuery('kitchen.menuConfiguration', { query: { kindergartenId } });
  const books = useRouteQuery('kitchen.recipeBooks', { query: { kindergartenId } });
  const page = useFormPage('kitchen.saveMenuConfiguration', {
    spec: {
      labels: { recipeBookIds: 'Книги с рецепти за менютата', mealTypes: 'Хранения през деня' },
      toBody: (v: Values) => ({
        kindergartenId,
        recipeBookIds: v.recipeBookIds,
        mealTypes: v.mealTypes.map((m) => Number(m) as MealType),
        version: v.version,
      }),
      defaultValues: { recipeBookIds: [], mealTypes: mealTypes.map(String), version: 0 } as Values,
    },
    record: {
      query: config,
      toValues: (c) => ({
        recipeBookIds: c.recipeBookIds,
        mealTypes: c.mealTypes.map(String),
        version: c.version,
      }),
    },
    refresh: invalidateMenuConfiguration,
    back: '/kitchen/menu',
    onSaved: () => msg.ok('Настройките на менютата са записани.'),
  });
  return (
    <Card withBorder padding="lg" data-testid="menu-settings">
      <Title order={2} size="h4" mb="xs">
        Настройки на менютата
      </Title>
      <Text c="dimmed" size="sm" mb="md">
        От кои книги се избират ястията (без избрана книга: от всички) и кои хранения има денят.
      </Text>
      <FormFrame page={page} onCancel={false} testId="menu-settings">
        <Field.MultiSelect
          form={page}
          name="recipeBookIds"
          data={(books.data ?? []).map((b) => ({ value: b.id, label: b.name }))}
          placeholder="Всички книги"
          testId="menu-settings-books"
        />
        <Field.MultiSelect
          form={page}
          name="mealTypes"
          data={mealOptions}
          clearable={false}
          testId="menu-settings-meals"
        />
      </FormFrame>
      <MessageAlert msg={msg} testId="menu-settings-message" />
    </Card>
  );
}
