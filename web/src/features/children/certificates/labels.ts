import { CertificateKind, type DocumentFormat } from '@gradina/shared/manifest/routes/children/certificates';

export const certificateKindLabels: Record<CertificateKind, string> = {
  [CertificateKind.Preschool]: 'Завършено предучилищно образование',
  [CertificateKind.Relocation]: 'Преместване',
};

/** The formats a certificate or a protocol prints in, as their buttons name them. */
export const documentFormats: readonly { format: DocumentFormat; label: string }[] = [
  { format: 'pdf', label: 'PDF' },
  { format: 'docx', label: 'Word' },
];
