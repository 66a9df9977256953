import { ThemeKind } from '@gradina/shared/education/education';
import { SimpleGrid } from '@mantine/core';
import { useParams } from 'react-router';
import { useRouteQuery } from '../../../api/query';
import { useKindergartenId } from '../../../app/auth/user-data';
import { Field } from '../../../ui/fields';
import { FormPage, useFormPage } from '../../../ui/page';
import { AgeAreaFields } from '../AgeAreaFields';
import { invalidateThemes } from '../queries';
import { customThemesPath } from './CustomThemesPage';
import { newTheme, themeFormSpec, themeValues } from './theme-form';

/**
 * /education-plan-topic/custom-themes/create and /{id}: a custom topic of an age group and educational area
 * with its expected results. An edit that meets a newer version offers to reload it.
 */
export function ThemeEditPage() {
  const { id } = useParams();
  const editing = Boolean(id && id !== 'create');
  const kindergartenId = useKindergartenId() ?? '';
  const existing = useRouteQuery('planning.theme', { path: { id: id ?? '' } }, { enabled: editing });
  const page = useFormPage('planning.saveTheme', {
    spec: { ...themeFormSpec(kindergartenId), defaultValues: newTheme(ThemeKind.Custom) },
    record: editing ? { query: existing, toValues: themeValues } : undefined,
    refresh: invalidateThemes,
    back: customThemesPath,
  });
  return (
    <FormPage
      page={page}
      title={editing ? 'Редакция на собствена тема' : 'Нова собствена тема'}
      testId="theme"
    >
      <Field.Text form={page} name="title" testId="theme-title" />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <AgeAreaFields form={page} testId="theme" />
      </SimpleGrid>
      <Field.Textarea form={page} name="expectedResults" testId="theme-results" />
    </FormPage>
  );
}
