import { type AgeGroup, type EducationalArea, ThemeKind } from '@gradina/shared/education/education';
import { SimpleGrid } from '@mantine/core';
import { useKindergartenId } from '../../../app/auth/user-data';
import { Field } from '../../../ui/fields';
import type { ManifestFormSpec } from '../../../ui/forms/useManifestForm';
import { FormPage, useFormPage } from '../../../ui/page';
import { AgeAreaFields } from '../AgeAreaFields';
import { invalidateThemes } from '../queries';
import { customThemesPath } from './CustomThemesPage';
import { parseThemeLines, themeLabels } from './theme-form';

interface BulkValues {
  ageGroup: string;
  area: string;
  lines: string;
}

const bulkSpec = (kindergartenId: string): ManifestFormSpec<BulkValues, 'planning.createThemes'> => ({
  labels: { ageGroup: themeLabels.ageGroup, area: themeLabels.area, lines: 'Теми' },
  fieldOf: { themes: 'lines', 'themes.*.title': 'lines', 'themes.*.expectedResults': 'lines' },
  toBody: (v) => ({
    kindergartenId,
    kind: ThemeKind.Custom,
    ageGroup: (v.ageGroup ? Number(v.ageGroup) : undefined) as AgeGroup,
    area: (v.area ? Number(v.area) : undefined) as EducationalArea,
    themes: parseThemeLines(v.lines),
  }),
});

/**
 * /education-plan-topic/custom-themes/bulk-create: several custom topics of one age group and area at once,
 * a topic a line (the expected results after „|“); a wrong line is named by its number and none is saved.
 */
export function BulkThemesPage() {
  const kindergartenId = useKindergartenId() ?? '';
  const page = useFormPage('planning.createThemes', {
    spec: { ...bulkSpec(kindergartenId), defaultValues: { ageGroup: '', area: '', lines: '' } },
    refresh: invalidateThemes,
    back: customThemesPath,
  });
  return (
    <FormPage page={page} title="Няколко собствени теми" testId="themes-bulk">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <AgeAreaFields form={page} testId="themes-bulk" />
      </SimpleGrid>
      <Field.Textarea
        form={page}
        name="lines"
        description="Всеки ред е една тема; очакваните резултати — след знака „|“ на същия ред (до 50 теми)."
        testId="themes-bulk-lines"
      />
    </FormPage>
  );
}
