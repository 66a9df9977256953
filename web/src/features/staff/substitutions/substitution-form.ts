import { given, type ManifestFormSpec } from '../../../ui/forms/useManifestForm';

export const substitutionLabels = {
  substituteId: 'Заместник',
  absentTeacherId: 'Заместван учител',
  groupId: 'Група',
  dates: 'Дати',
  fromHour: 'От час',
  toHour: 'До час',
  reason: 'Причина',
  topic: 'Тема',
} as const;

export interface SubstitutionValues {
  substituteId: string;
  absentTeacherId: string;
  groupId: string;
  /** `YYYY-MM-DD`, as the date picker holds them. */
  dates: string[];
  /** The hour as the select holds it ('7'), '' when none is chosen. */
  fromHour: string;
  toHour: string;
  reason: string;
  topic: string;
}

export const newSubstitution = (): SubstitutionValues => ({
  substituteId: '',
  absentTeacherId: '',
  groupId: '',
  dates: [],
  fromHour: '',
  toHour: '',
  reason: '',
  topic: '',
});

const hourOf = (v: string) => (v === '' ? undefined : Number(v)) as number;

/** `07:00`: how an hour reads in the form and the lists. */
/** „08:00 ч.“: a time always carries „ч.“ (docs/ui.md, issue #26). */
export const hourText = (hour: number) => `${String(hour).padStart(2, '0')}:00 ч.`;

/**
 * A substitution on staff.saveSubstitution's schema; the page words two rules of its own before the save
 * (the API checks them again, with the calendar's days off and the substitute's other bookings).
 */
export const substitutionFormSpec = (
  kindergartenId: string,
): ManifestFormSpec<SubstitutionValues, 'staff.saveSubstitution'> => ({
  labels: substitutionLabels,
  toBody: (v) => ({
    kindergartenId,
    substituteId: given(v.substituteId),
    absentTeacherId: given(v.absentTeacherId),
    groupId: given(v.groupId),
    dates: [...v.dates].sort(),
    fromHour: hourOf(v.fromHour),
    toHour: hourOf(v.toHour),
    reason: given(v.reason),
    topic: v.topic.trim() || undefined,
  }),
  check: (v) => ({
    substituteId:
      v.substituteId && v.substituteId === v.absentTeacherId
        ? `Полето "${substitutionLabels.substituteId}" не може да е заместваният учител.`
        : undefined,
    toHour:
      v.fromHour && v.toHour && Number(v.toHour) <= Number(v.fromHour)
        ? `Полето "${substitutionLabels.toHour}" трябва да е след "${substitutionLabels.fromHour}".`
        : undefined,
  }),
});
