import type { QualificationActivity } from '@gradina/shared/manifest/routes/books/qualification';
import { given, type ManifestFormSpec } from '../../../ui/forms/useManifestForm';

export const qualificationLabels = {
  staffId: 'Служител',
  topic: 'Тема',
  organiser: 'Организатор',
  form: 'Форма',
  fromDate: 'От дата',
  toDate: 'До дата',
  hours: 'Академични часове',
  credits: 'Квалификационни кредити',
  certificateNumber: 'Номер на удостоверението',
  file: 'Удостоверение',
} as const;

export interface QualificationValues {
  id: string;
  version: number | undefined;
  staffId: string;
  topic: string;
  organiser: string;
  /** The form's number as the radio holds it. */
  form: string;
  fromDate: string;
  toDate: string;
  hours: string;
  credits: string;
  certificateNumber: string;
  /** A certificate uploaded now; null keeps the stored one. */
  file: { fileKey: string; fileName: string } | null;
}

export const newQualification = (): QualificationValues => ({
  id: '',
  version: undefined,
  staffId: '',
  topic: '',
  organiser: '',
  form: '2',
  fromDate: '',
  toDate: '',
  hours: '',
  credits: '0',
  certificateNumber: '',
  file: null,
});

export const qualificationValues = (q: QualificationActivity): QualificationValues => ({
  id: q.id,
  version: q.version,
  staffId: q.staffId,
  topic: q.topic,
  organiser: q.organiser,
  form: String(q.form),
  fromDate: q.fromDate,
  toDate: q.toDate,
  hours: String(q.hours),
  credits: String(q.credits),
  certificateNumber: q.certificateNumber,
  file: null,
});

/** A qualification on books.saveQualificationActivity's schema (the credits' rule of Наредба № 15/2019 too). */
export const qualificationFormSpec = (
  kindergartenId: string,
): ManifestFormSpec<QualificationValues, 'books.saveQualificationActivity'> => ({
  labels: qualificationLabels,
  toBody: (v) => ({
    ...(v.id ? { id: v.id, version: v.version } : {}),
    kindergartenId,
    staffId: v.staffId,
    topic: given(v.topic),
    organiser: given(v.organiser),
    form: Number(v.form),
    fromDate: v.fromDate,
    toDate: v.toDate,
    hours: Number(v.hours),
    credits: Number(v.credits),
    certificateNumber: given(v.certificateNumber),
    ...(v.file ? { file: v.file } : {}),
  }),
});
