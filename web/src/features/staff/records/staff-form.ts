import type { WorkingTime } from '@gradina/shared';
import type { StaffRecord } from '@gradina/shared/manifest/routes/staff/records';
import { orEmpty, pick } from '@gradina/shared/record-fields';
import { given, type ManifestFormSpec } from '../../../ui/forms/useManifestForm';
import { newPersonValues, type PersonFormValues, personValues } from '../../../ui/person';

export const staffLabels = {
  firstName: 'Име',
  middleName: 'Презиме',
  lastName: 'Фамилия',
  identifierType: 'Вид идентификатор',
  identifier: 'ЕГН/ЛНЧ',
  occupationId: 'Длъжност',
  workingTime: 'Работно време',
  groupIds: 'Групи',
  qualification: 'Квалификация',
  isDirector: 'Директор',
  email: 'Имейл',
  phone: 'Телефон',
  hiredOn: 'Дата на назначаване',
  leftOn: 'Дата на напускане',
} as const;

export const workingTimeLabels: Record<number, string> = {
  1: 'Пълно работно време',
  2: 'Почасово',
  3: 'Непълно работно време',
  4: 'Самостоятелно',
};

export const identifierTypeLabels: Record<string, string> = { '0': 'ЕГН', '1': 'ЛНЧ' };

/** The form's values: selects hold their numbers as text, '' when none is chosen. */
export interface StaffValues extends PersonFormValues {
  occupationId: string;
  workingTime: string;
  groupIds: string[];
  qualification: string;
  isDirector: boolean;
  email: string;
  phone: string;
  hiredOn: string;
  leftOn: string;
}

export const newStaff = (): StaffValues => ({
  ...newPersonValues(),
  occupationId: '',
  workingTime: '1',
  groupIds: [],
  qualification: '',
  isDirector: false,
  email: '',
  phone: '',
  hiredOn: '',
  leftOn: '',
});

export const staffValues = (r: StaffRecord): StaffValues => ({
  ...personValues(r),
  ...pick(r, 'groupIds', 'qualification', 'isDirector', 'email', 'phone'),
  ...orEmpty(r, 'hiredOn', 'leftOn'),
  occupationId: String(r.occupationId),
  workingTime: String(r.workingTime),
});

const numberOrUndefined = (v: string) => (v === '' ? undefined : Number(v));

/**
 * A staff record on staff.saveStaff's schema: empty optional fields are left out (the record is saved whole,
 * so a cleared e-mail or leave date is removed), the identifier's type only with an identifier.
 */
export const staffFormSpec = (kindergartenId: string): ManifestFormSpec<StaffValues, 'staff.saveStaff'> => ({
  labels: staffLabels,
  toBody: (v) => {
    const identifier = v.identifier.trim();
    return {
      ...(v.id ? { id: v.id, version: v.version } : {}),
      kindergartenId,
      firstName: given(v.firstName),
      middleName: v.middleName.trim() || undefined,
      lastName: given(v.lastName),
      ...(identifier ? { identifierType: numberOrUndefined(v.identifierType) as 0 | 1, identifier } : {}),
      occupationId: numberOrUndefined(v.occupationId) as number,
      workingTime: numberOrUndefined(v.workingTime) as WorkingTime,
      groupIds: v.groupIds,
      qualification: v.qualification.trim() || undefined,
      isDirector: v.isDirector,
      email: v.email.trim() || undefined,
      phone: v.phone.trim() || undefined,
      hiredOn: v.hiredOn || undefined,
      leftOn: v.leftOn || undefined,
    };
  },
  check: (v) => ({
    leftOn:
      v.hiredOn && v.leftOn && v.leftOn < v.hiredOn
        ? `Полето "${staffLabels.leftOn}" не може да е преди "${staffLabels.hiredOn}".`
        : undefined,
  }),
});
