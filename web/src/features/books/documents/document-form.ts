import type { KindergartenDocument } from '@gradina/shared/manifest/routes/books/documents';
import { given, type ManifestFormSpec } from '../../../ui/forms/useManifestForm';

export const documentLabels = {
  documentType: 'Вид документ',
  number: 'Номер',
  date: 'Дата',
  title: 'Заглавие',
  text: 'Текст',
  file: 'Файл',
} as const;

export interface DocumentValues {
  /** Empty for a new document. */
  id: string;
  version: number | undefined;
  /** The type's number as the select holds it, '' when none is chosen. */
  documentType: string;
  number: string;
  date: string;
  title: string;
  text: string;
  /** The template the text came from, '' when written or uploaded. */
  templateId: string;
  /** A file uploaded now (the temporary upload); null keeps the stored one. */
  file: { fileKey: string; fileName: string } | null;
}

export const newDocument = (): DocumentValues => ({
  id: '',
  version: undefined,
  documentType: '',
  number: '',
  date: '',
  title: '',
  text: '',
  templateId: '',
  file: null,
});

export const documentValues = (d: KindergartenDocument): DocumentValues => ({
  id: d.id,
  version: d.version,
  documentType: String(d.documentType),
  number: d.number,
  date: d.date,
  title: d.title,
  text: d.text,
  templateId: d.templateId ?? '',
  file: null,
});

/** A document on books.saveKindergartenDocument's schema: the text is filled from the record by the server. */
export const documentFormSpec = (
  kindergartenId: string,
): ManifestFormSpec<DocumentValues, 'books.saveKindergartenDocument'> => ({
  labels: documentLabels,
  toBody: (v) => ({
    ...(v.id ? { id: v.id, version: v.version } : {}),
    kindergartenId,
    documentType: Number(v.documentType),
    number: given(v.number),
    date: v.date,
    title: given(v.title),
    text: given(v.text),
    ...(v.templateId ? { templateId: v.templateId } : {}),
    ...(v.file ? { file: v.file } : {}),
  }),
});
