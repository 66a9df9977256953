import type { GuardianRelation } from '@gradina/shared';
import { given, type ManifestFormSpec } from '../../../ui/forms/useManifestForm';

export const parentLabels = {
  childId: 'Дете',
  firstName: 'Име',
  lastName: 'Фамилия',
  email: 'Имейл',
  phone: 'Телефон',
  relation: 'Родство',
} as const;

export interface ParentValues {
  childId: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** The GuardianRelation number as the select holds it, '' when none is chosen. */
  relation: string;
}

export const newParent = (childId = ''): ParentValues => ({
  childId,
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  relation: '',
});

/** A new parent on children.createParent's schema: an empty phone is not sent. */
export const parentFormSpec = (
  kindergartenId: string,
): ManifestFormSpec<ParentValues, 'children.createParent'> => ({
  labels: parentLabels,
  toBody: (v) => ({
    kindergartenId,
    childId: given(v.childId),
    firstName: given(v.firstName),
    lastName: given(v.lastName),
    email: v.email.trim(),
    ...(v.phone.trim() ? { phone: v.phone.trim() } : {}),
    relation: (v.relation === '' ? undefined : Number(v.relation)) as GuardianRelation,
  }),
});
