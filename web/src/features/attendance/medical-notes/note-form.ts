import { given, type ManifestFormSpec } from '../../../ui/forms/useManifestForm';

export const noteLabels = {
  studentId: 'Дете',
  fromDate: 'От дата',
  toDate: 'До дата',
  doctor: 'Лекар',
  note: 'Бележка',
  scan: 'Сканиран документ',
} as const;

export interface NoteValues {
  studentId: string;
  fromDate: string;
  toDate: string;
  doctor: string;
  note: string;
  /** The scan uploaded to the temporary files, or null. */
  scan: { fileKey: string; fileName: string } | null;
}

export const newNote = (): NoteValues => ({
  studentId: '',
  fromDate: '',
  toDate: '',
  doctor: '',
  note: '',
  scan: null,
});

/** A medical notice on attendance.saveMedicalNote's schema. */
export const noteFormSpec = (
  kindergartenId: string,
): ManifestFormSpec<NoteValues, 'attendance.saveMedicalNote'> => ({
  labels: noteLabels,
  toBody: (v) => ({
    kindergartenId,
    studentId: given(v.studentId),
    fromDate: given(v.fromDate),
    toDate: given(v.toDate),
    doctor: given(v.doctor),
    ...(v.note.trim() ? { note: v.note.trim() } : {}),
    ...(v.scan ? { scan: v.scan } : {}),
  }),
  check: (v) => ({
    toDate:
      v.fromDate && v.toDate && v.toDate < v.fromDate
        ? 'Полето "До дата" не може да е преди "От дата".'
        : undefined,
  }),
});
