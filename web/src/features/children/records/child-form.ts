import type { ChildRecord } from '@gradina/shared/manifest/routes/children/records';
import { given, type ManifestFormSpec } from '../../../ui/forms/useManifestForm';
import { newPersonValues, type PersonFormValues, personValues } from '../../../ui/person';

export const childLabels = {
  firstName: 'Име',
  middleName: 'Презиме',
  lastName: 'Фамилия',
  identifierType: 'Вид идентификатор',
  identifier: 'ЕГН/ЛНЧ/ИДН',
  birthDate: 'Дата на раждане',
  birthPlace: 'Място на раждане',
  gender: 'Пол',
  'address.cityId': 'Населено място',
  'address.street': 'Адрес',
  healthNotes: 'Здравни бележки',
  allergies: 'Алергии',
  diet: 'Хранителен режим',
  dietNotes: 'Бележки за храненето',
  groupId: 'Група',
  enrolledOn: 'Дата на записване',
} as const;

export interface ChildValues extends PersonFormValues {
  /** Empty with an ЕГН: the server derives it. */
  birthDate: string;
  /** The settlement of birth as the certificates print it (issue #26); empty when not recorded. */
  birthPlace: string;
  gender: string;
  address: { cityId: string; cityName: string; street: string };
  healthNotes: string;
  /** Allergen numbers as the multi-select holds them. */
  allergies: string[];
  /** The notes stored with the allergens (the form does not edit them; a save keeps them). */
  allergyNotes: Record<string, string>;
  diet: string;
  dietNotes: string;
  groupId: string;
  enrolledOn: string;
}

export const newChild = (): ChildValues => ({
  ...newPersonValues(),
  birthDate: '',
  birthPlace: '',
  gender: '',
  address: { cityId: '', cityName: '', street: '' },
  healthNotes: '',
  allergies: [],
  allergyNotes: {},
  diet: '1',
  dietNotes: '',
  groupId: '',
  enrolledOn: '',
});

export const childValues = (c: ChildRecord): ChildValues => ({
  ...personValues(c),
  birthDate: c.birthDate,
  birthPlace: c.birthPlace ?? '',
  gender: String(c.gender),
  address: c.address,
  healthNotes: c.healthNotes,
  allergies: c.allergies.map((a) => String(a.allergen)),
  allergyNotes: Object.fromEntries(c.allergies.map((a) => [String(a.allergen), a.note])),
  diet: String(c.diet),
  dietNotes: c.dietNotes,
  groupId: c.groupId,
  enrolledOn: c.enrolledOn,
});

const numberOrNone = (v: string) => (v === '' ? undefined : Number(v));

/** A child on children.saveChild's schema; a new child also names its first group and day. */
export const childFormSpec = (
  kindergartenId: string,
): ManifestFormSpec<ChildValues, 'children.saveChild'> => ({
  labels: childLabels,
  toBody: (v) => ({
    ...(v.id
      ? { id: v.id, version: v.version }
      : { groupId: given(v.groupId), enrolledOn: given(v.enrolledOn) }),
    kindergartenId,
    firstName: given(v.firstName),
    middleName: v.middleName,
    lastName: given(v.lastName),
    identifierType: numberOrNone(v.identifierType) as 0,
    identifier: given(v.identifier),
    birthDate: v.birthDate || undefined,
    birthPlace: v.birthPlace,
    gender: numberOrNone(v.gender) as 1 | undefined,
    address: { cityId: given(v.address.cityId), cityName: v.address.cityName, street: v.address.street },
    healthNotes: v.healthNotes,
    allergies: v.allergies.map((a) => ({ allergen: Number(a) as 1, note: v.allergyNotes[a] ?? '' })),
    diet: Number(v.diet) as 1,
    dietNotes: v.dietNotes,
  }),
});
