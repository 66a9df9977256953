import { AbsenceType } from '@gradina/shared';
import { given, type ManifestFormSpec } from '../../../ui/forms/useManifestForm';

export const requestLabels = {
  studentId: 'Дете',
  fromDate: 'От дата',
  toDate: 'До дата',
  reason: 'Причина',
  attendingWeeks: 'Седмици с посещение',
} as const;

export interface FamilyValues {
  studentId: string;
  fromDate: string;
  toDate: string;
  reason: string;
}

export const newFamilyRequest = (): FamilyValues => ({ studentId: '', fromDate: '', toDate: '', reason: '' });

/** A family-reason request on attendance.saveRequest's schema (the API checks the limit and overlaps). */
export const familyFormSpec = (
  kindergartenId: string,
): ManifestFormSpec<FamilyValues, 'attendance.saveRequest'> => ({
  labels: requestLabels,
  toBody: (v) => ({
    kindergartenId,
    studentId: given(v.studentId),
    absenceType: AbsenceType.AbsenceFamilyReason,
    fromDate: given(v.fromDate),
    toDate: given(v.toDate),
    ...(v.reason.trim() ? { reason: v.reason.trim() } : {}),
    attendingWeeks: [],
  }),
  check: (v) => ({
    toDate:
      v.fromDate && v.toDate && v.toDate < v.fromDate
        ? 'Полето "До дата" не може да е преди "От дата".'
        : undefined,
  }),
});

export interface SummerValues {
  studentId: string;
  /** The summer's year, as the select holds it. */
  year: string;
  attendingWeeks: string[];
}

export const newSummerDeclaration = (year: number): SummerValues => ({
  studentId: '',
  year: String(year),
  attendingWeeks: [],
});

/** The Mondays of the weeks from June to mid-September of `year` (a week that starts in the period). */
export function summerWeeks(year: number): string[] {
  const weeks: string[] = [];
  const day = new Date(Date.UTC(year, 5, 1));
  while (day.getUTCDay() !== 1) day.setUTCDate(day.getUTCDate() - 1);
  const last = Date.UTC(year, 8, 14);
  for (; day.getTime() <= last; day.setUTCDate(day.getUTCDate() + 7))
    weeks.push(day.toISOString().slice(0, 10));
  return weeks;
}

/** A summer declaration on attendance.saveRequest's schema: 1 June to 14 September and the weeks chosen. */
export const summerFormSpec = (
  kindergartenId: string,
): ManifestFormSpec<SummerValues, 'attendance.saveRequest'> => ({
  labels: { studentId: requestLabels.studentId, attendingWeeks: requestLabels.attendingWeeks },
  toBody: (v) => ({
    kindergartenId,
    studentId: given(v.studentId),
    absenceType: AbsenceType.Attendance,
    fromDate: `${v.year}-06-01`,
    toDate: `${v.year}-09-14`,
    attendingWeeks: v.attendingWeeks,
  }),
  check: (v) => ({
    attendingWeeks: v.attendingWeeks.length === 0 ? 'Изберете поне една седмица.' : undefined,
  }),
});
