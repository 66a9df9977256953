import { type AgeGroup, type EducationalArea, ThemeKind } from '@gradina/shared/education/education';
import type { Theme } from '@gradina/shared/manifest/routes/planning/themes';
import { given, type ManifestFormSpec } from '../../../ui/forms/useManifestForm';

export const themeLabels = {
  title: 'Тема',
  expectedResults: 'Очаквани резултати',
  ageGroup: 'Възрастова група',
  area: 'Образователно направление',
  fromDate: 'От дата',
  toDate: 'До дата',
} as const;

export interface ThemeValues {
  /** Empty for a new topic. */
  id: string;
  version: number | undefined;
  kind: ThemeKind;
  /** The select's value ('' when none is chosen). */
  ageGroup: string;
  area: string;
  title: string;
  expectedResults: string;
  fromDate: string;
  toDate: string;
}

export const newTheme = (kind: ThemeKind): ThemeValues => ({
  id: '',
  version: undefined,
  kind,
  ageGroup: '',
  area: '',
  title: '',
  expectedResults: '',
  fromDate: '',
  toDate: '',
});

export const themeValues = (t: Theme): ThemeValues => ({
  id: t.id,
  version: t.version,
  kind: t.kind,
  ageGroup: t.ageGroup ? String(t.ageGroup) : '',
  area: t.area ? String(t.area) : '',
  title: t.title,
  expectedResults: t.expectedResults,
  fromDate: t.fromDate ?? '',
  toDate: t.toDate ?? '',
});

const chosen = <T>(value: string) => (value === '' ? undefined : (Number(value) as T));

/**
 * A topic on planning.saveTheme's schema: a custom topic sends its age group and area, a general one its
 * period; what its kind needs is the page's words too, so it shows before the save (the API checks it again).
 */
export const themeFormSpec = (
  kindergartenId: string,
): ManifestFormSpec<ThemeValues, 'planning.saveTheme'> => ({
  labels: themeLabels,
  toBody: (v) => ({
    ...(v.id ? { id: v.id, version: v.version } : {}),
    kindergartenId,
    kind: v.kind,
    title: given(v.title),
    expectedResults: v.expectedResults,
    ...(v.kind === ThemeKind.Custom
      ? { ageGroup: chosen<AgeGroup>(v.ageGroup), area: chosen<EducationalArea>(v.area) }
      : { fromDate: given(v.fromDate), toDate: given(v.toDate) }),
  }),
  check: (v) =>
    v.kind === ThemeKind.Custom
      ? {
          ageGroup: v.ageGroup ? undefined : `Полето "${themeLabels.ageGroup}" е задължително`,
          area: v.area ? undefined : `Полето "${themeLabels.area}" е задължително`,
        }
      : {
          fromDate: v.fromDate ? undefined : `Полето "${themeLabels.fromDate}" е задължително`,
          toDate: !v.toDate
            ? `Полето "${themeLabels.toDate}" е задължително`
            : v.fromDate && v.toDate < v.fromDate
              ? `Полето "${themeLabels.toDate}" не може да е преди "${themeLabels.fromDate}".`
              : undefined,
        },
});

/**
 * The topics of the bulk form's text: one a line, the expected results after a „|“ (blank lines are
 * skipped). Pure.
 */
export function parseThemeLines(text: string): { title: string; expectedResults: string }[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [title = '', ...rest] = line.split('|');
      return { title: title.trim(), expectedResults: rest.join('|').trim() };
    });
}
