import { given, type ManifestFormSpec } from '../../../ui/forms/useManifestForm';

export const enrollmentLabels = {
  studentId: 'Дете',
  activityId: 'Дейност',
  fromDate: 'От дата',
  note: 'Бележка',
} as const;

export const leaveLabels = {
  studentId: 'Дете',
  activityId: 'Дейност',
  leaveDate: 'Дата на отписване',
  note: 'Бележка',
} as const;

export interface EnrollmentValues {
  studentId: string;
  activityId: string;
  fromDate: string;
  note: string;
}

export const newEnrollmentRequest = (): EnrollmentValues => ({
  studentId: '',
  activityId: '',
  fromDate: '',
  note: '',
});

/** The parent's request on activities.createEnrollmentRequest's schema (the API checks the activity). */
export const enrollmentFormSpec = (
  kindergartenId: string,
): ManifestFormSpec<EnrollmentValues, 'activities.createEnrollmentRequest'> => ({
  labels: enrollmentLabels,
  toBody: (v) => ({
    kindergartenId,
    studentId: given(v.studentId),
    activityId: given(v.activityId),
    fromDate: given(v.fromDate),
    ...(v.note.trim() ? { note: v.note.trim() } : {}),
  }),
});

export interface LeaveValues {
  studentId: string;
  activityId: string;
  leaveDate: string;
  note: string;
}

export const newLeave = (): LeaveValues => ({ studentId: '', activityId: '', leaveDate: '', note: '' });

export const leaveFormSpec = (
  kindergartenId: string,
): ManifestFormSpec<LeaveValues, 'activities.leaveDates'> => ({
  labels: leaveLabels,
  toBody: (v) => ({
    kindergartenId,
    studentId: given(v.studentId),
    activityId: given(v.activityId),
    leaveDate: given(v.leaveDate),
    ...(v.note.trim() ? { note: v.note.trim() } : {}),
  }),
});
