import { CertificateKind } from '@gradina/shared/manifest/routes/children/certificates';

export const certificateKindLabels: Record<CertificateKind, string> = {
  [CertificateKind.Preschool]: 'Завършено предучилищно образование',
  [CertificateKind.Relocation]: 'Преместване',
};
