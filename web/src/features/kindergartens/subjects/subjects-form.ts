import type { ClassSubjectType } from '@gradina/shared';
import type { KindergartenSubject } from '@gradina/shared/manifest/routes/kindergartens/subjects';
import { given, type ManifestFormSpec } from '../../../ui/forms/useManifestForm';

export interface SubjectsValues {
  /** The list's version as read (0 before the first save). */
  version: number;
  /** Each row's ClassSubjectType number as the select holds it, '' when none is chosen. */
  subjects: { id: string; name: string; type: string }[];
}

export const subjectsValues = (read: {
  subjects: KindergartenSubject[];
  version: number;
}): SubjectsValues => ({
  version: read.version,
  subjects: read.subjects.map((s) => ({ id: s.id, name: s.name, type: String(s.type) })),
});

/** The whole list on kindergartens.updateSubjects's schema; a row's errors land on its own fields. */
export const subjectsFormSpec = (
  kindergartenId: string,
): ManifestFormSpec<SubjectsValues, 'kindergartens.updateSubjects'> => ({
  labels: { 'subjects.*.name': 'Наименование', 'subjects.*.type': 'Вид' },
  toBody: (v) => ({
    kindergartenId,
    version: v.version,
    subjects: v.subjects.map((s) => ({
      ...(s.id ? { id: s.id } : {}),
      name: given(s.name),
      type: (s.type === '' ? undefined : Number(s.type)) as ClassSubjectType,
    })),
  }),
});
