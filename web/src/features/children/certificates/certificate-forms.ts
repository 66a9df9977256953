import { given, type ManifestFormSpec } from '../../../ui/forms/useManifestForm';

/** The preschool certificates' form: a preparatory group, its children to certify, the date and words. */
export const preschoolLabels = {
  classId: 'Група',
  childIds: 'Деца',
  issueDate: 'Дата на издаване',
  assessment: 'Оценка на готовността',
} as const;

export interface PreschoolValues {
  classId: string;
  childIds: string[];
  issueDate: string;
  assessment: string;
}

export const newPreschool = (): PreschoolValues => ({
  classId: '',
  childIds: [],
  issueDate: '',
  assessment: '',
});

export const preschoolFormSpec = (
  kindergartenId: string,
): ManifestFormSpec<PreschoolValues, 'children.issuePreschoolCertificates'> => ({
  labels: preschoolLabels,
  toBody: (v) => ({
    kindergartenId,
    classId: given(v.classId),
    childIds: v.childIds,
    issueDate: v.issueDate,
    ...(v.assessment.trim() ? { assessment: v.assessment.trim() } : {}),
  }),
  check: (v) => ({ childIds: v.childIds.length === 0 ? 'Изберете поне едно дете.' : undefined }),
});

/** The relocation certificate's form: the child, where they move, from when, and the document's format. */
export const transferLabels = {
  childId: 'Дете',
  newInstitution: 'Нова детска градина или училище',
  newInstitutionTown: 'Населено място на новата институция',
  relocationDate: 'Дата на преместване',
  issueDate: 'Дата на издаване',
  format: 'Формат',
} as const;

export interface TransferValues {
  childId: string;
  newInstitution: string;
  newInstitutionTown: string;
  relocationDate: string;
  issueDate: string;
  format: 'pdf' | 'docx';
}

export const newTransfer = (): TransferValues => ({
  childId: '',
  newInstitution: '',
  newInstitutionTown: '',
  relocationDate: '',
  issueDate: '',
  format: 'pdf',
});

export const transferFormSpec = (
  kindergartenId: string,
): ManifestFormSpec<TransferValues, 'children.relocationCertificate'> => ({
  labels: transferLabels,
  toBody: (v) => ({
    kindergartenId,
    childId: given(v.childId),
    newInstitution: given(v.newInstitution),
    ...(v.newInstitutionTown.trim() ? { newInstitutionTown: v.newInstitutionTown.trim() } : {}),
    relocationDate: v.relocationDate || undefined,
    issueDate: v.issueDate || undefined,
    format: v.format,
  }),
});
