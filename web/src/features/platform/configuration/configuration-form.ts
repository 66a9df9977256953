import type { ApiReply } from '../../../api/routes';
import type { ManifestFormSpec } from '../../../ui/forms/useManifestForm';

type KindergartenData = ApiReply<'kindergartens.kindergartenData'>;

/** What the director keeps of the kindergarten's data ('' for none). */
export interface ConfigurationValues {
  adress: string;
  eik: string;
  phone: string;
  email: string;
  openingTime: string;
  closingTime: string;
  automaticExcuseWithMedicalNote: boolean;
  version: number;
}

export const emptyConfiguration: ConfigurationValues = {
  adress: '',
  eik: '',
  phone: '',
  email: '',
  openingTime: '',
  closingTime: '',
  automaticExcuseWithMedicalNote: false,
  version: 0,
};

export const configurationValues = (d: KindergartenData): ConfigurationValues => ({
  adress: d.adress,
  eik: d.eik ?? '',
  phone: d.phone ?? '',
  email: d.email ?? '',
  openingTime: d.openingTime ?? '',
  closingTime: d.closingTime ?? '',
  automaticExcuseWithMedicalNote: d.automaticExcuseWithMedicalNote,
  version: d.version,
});

const orNull = (v: string) => v.trim() || null;

/**
 * The edit on the update route: what the register says (name, kind, mother, place, code) is sent back as
 * read, since only the Master changes it; the director's fields as typed.
 */
export const configurationSpec = (
  kindergartenId: string,
  d: KindergartenData | undefined,
): ManifestFormSpec<ConfigurationValues, 'kindergartens.updateKindergarten'> => ({
  labels: {
    adress: 'Адрес',
    eik: 'ЕИК/БУЛСТАТ',
    phone: 'Телефон',
    email: 'Имейл',
    openingTime: 'Работно време от',
    closingTime: 'Работно време до',
    automaticExcuseWithMedicalNote: 'Медицинската бележка извинява отсъствията автоматично',
  },
  toBody: (v) => ({
    kindergartenId,
    name: d?.name ?? '',
    kindergartenType: (d?.kindergartenType ?? 2) as 1 | 2,
    motherKindergartenId: d?.motherKindergartenId ?? null,
    regionCode: d?.regionCode ?? '',
    municipalityCode: d?.municipalityCode ?? '',
    townEkatte: d?.townEkatte ?? '',
    institutionCode: d?.institutionCode ?? null,
    adress: v.adress.trim(),
    eik: orNull(v.eik),
    phone: orNull(v.phone),
    email: orNull(v.email),
    openingTime: orNull(v.openingTime),
    closingTime: orNull(v.closingTime),
    automaticExcuseWithMedicalNote: v.automaticExcuseWithMedicalNote,
    version: v.version,
  }),
});
