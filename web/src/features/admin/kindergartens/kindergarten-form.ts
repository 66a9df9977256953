import { bgMessages, KindergartenType, Role } from '@gradina/shared';
import type { ApiReply } from '../../../api/routes';
import { given, type ManifestFormSpec } from '../../../ui/forms/useManifestForm';

export type KindergartenData = ApiReply<'kindergartens.kindergartenData'>;

/** A kindergarten's identity and place as its forms hold them ('' for none). */
export interface KindergartenPlaceValues {
  name: string;
  kindergartenType: string;
  motherKindergartenId: string;
  regionCode: string;
  municipalityCode: string;
  townEkatte: string;
  adress: string;
  eik: string;
  institutionCode: string;
  phone: string;
  email: string;
}

/** A new kindergarten and the director it is opened for (invited once it exists). */
export interface NewKindergartenValues extends KindergartenPlaceValues {
  firstName: string;
  lastName: string;
  directorEmail: string;
  directorPhone: string;
}

/** An edit: the place and the kindergarten's own settings. */
export interface KindergartenEditValues extends KindergartenPlaceValues {
  automaticExcuseWithMedicalNote: boolean;
  openingTime: string;
  closingTime: string;
  version: number;
}

export const kindergartenLabels = {
  name: 'Наименование',
  kindergartenType: 'Вид',
  motherKindergartenId: 'Филиал на',
  townEkatte: 'Населено място',
  adress: 'Адрес',
  eik: 'ЕИК/БУЛСТАТ',
  institutionCode: 'Код по НЕИСПУО',
  phone: 'Телефон',
  email: 'Имейл',
  automaticExcuseWithMedicalNote: 'Медицинската бележка извинява отсъствията автоматично',
  openingTime: 'Работно време от',
  closingTime: 'Работно време до',
} as const;

/** The national list's states (being set up until the active school year has a group). */
export const stateLabels = { setup: 'Настройва се', active: 'Активна' } as const;

export const kindergartenTypeOptions = [
  { value: String(KindergartenType.Kindergarten), label: 'Детска градина' },
  { value: String(KindergartenType.Nursery), label: 'Детска ясла' },
];

const emptyPlace: KindergartenPlaceValues = {
  name: '',
  kindergartenType: String(KindergartenType.Kindergarten),
  motherKindergartenId: '',
  regionCode: '',
  municipalityCode: '',
  townEkatte: '',
  adress: '',
  eik: '',
  institutionCode: '',
  phone: '',
  email: '',
};

export const newKindergarten = (): NewKindergartenValues => ({
  ...emptyPlace,
  firstName: '',
  lastName: '',
  directorEmail: '',
  directorPhone: '',
});

/** The edit's values until the kindergarten is read. */
export const emptyEdit: KindergartenEditValues = {
  ...emptyPlace,
  automaticExcuseWithMedicalNote: false,
  openingTime: '',
  closingTime: '',
  version: 0,
};

export const kindergartenValues = (d: KindergartenData): KindergartenEditValues => ({
  name: d.name,
  kindergartenType: String(d.kindergartenType),
  motherKindergartenId: d.motherKindergartenId ?? '',
  regionCode: d.regionCode ?? '',
  municipalityCode: d.municipalityCode ?? '',
  townEkatte: d.townEkatte ?? '',
  adress: d.adress,
  eik: d.eik ?? '',
  institutionCode: d.institutionCode ?? '',
  phone: d.phone ?? '',
  email: d.email ?? '',
  automaticExcuseWithMedicalNote: d.automaticExcuseWithMedicalNote,
  openingTime: d.openingTime ?? '',
  closingTime: d.closingTime ?? '',
  version: d.version,
});

const orNull = (v: string) => (v.trim() ? v.trim() : null);

/** The body both routes share: an empty optional field is null. */
const placeBody = (v: KindergartenPlaceValues) => ({
  name: given(v.name),
  kindergartenType: Number(v.kindergartenType) as KindergartenType,
  motherKindergartenId: orNull(v.motherKindergartenId),
  regionCode: given(v.regionCode),
  municipalityCode: given(v.municipalityCode),
  townEkatte: given(v.townEkatte),
  adress: given(v.adress),
  eik: orNull(v.eik),
  institutionCode: orNull(v.institutionCode),
  phone: orNull(v.phone),
  email: orNull(v.email),
});

/** The director's names and e-mail: asked with the kindergarten, sent by the invitation that follows. */
export const directorLabels = {
  firstName: 'Име на директора',
  lastName: 'Фамилия на директора',
  directorEmail: 'Имейл на директора',
  directorPhone: 'Телефон на директора',
} as const;

export const newKindergartenSpec: ManifestFormSpec<
  NewKindergartenValues,
  'kindergartens.createEmptyKindergarten'
> = {
  labels: { ...kindergartenLabels, ...directorLabels },
  toBody: placeBody,
  check: (v) => ({
    firstName: v.firstName.trim() ? undefined : bgMessages.required(directorLabels.firstName),
    lastName: v.lastName.trim() ? undefined : bgMessages.required(directorLabels.lastName),
    directorEmail: /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.directorEmail.trim())
      ? undefined
      : bgMessages.email(directorLabels.directorEmail),
  }),
};

/** The invitation's body (create-admin-account): the director of the kindergarten just opened. */
export const directorInvitation = (v: NewKindergartenValues) => ({
  firstName: v.firstName.trim(),
  lastName: v.lastName.trim(),
  email: v.directorEmail.trim(),
  ...(v.directorPhone.trim() ? { phone: v.directorPhone.trim() } : {}),
  userType: Role.Director,
});

export const kindergartenEditSpec = (
  kindergartenId: string,
): ManifestFormSpec<KindergartenEditValues, 'kindergartens.updateKindergarten'> => ({
  labels: kindergartenLabels,
  toBody: (v) => ({
    kindergartenId,
    ...placeBody(v),
    automaticExcuseWithMedicalNote: v.automaticExcuseWithMedicalNote,
    openingTime: orNull(v.openingTime),
    closingTime: orNull(v.closingTime),
    version: v.version,
  }),
});
