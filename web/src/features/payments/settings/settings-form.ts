import type { DocumentType, InvoiceSettings } from '@gradina/shared/manifest/routes/payments/cash';
import { parseInteger } from '../../../ui/forms/numbers';
import { given, type ManifestFormSpec } from '../../../ui/forms/useManifestForm';

export const settingsLabels = {
  legalName: 'Наименование на издателя',
  eik: 'ЕИК/БУЛСТАТ',
  address: 'Адрес',
  accountablePerson: 'МОЛ',
  vatNumber: 'ИН по ЗДДС',
  iban: 'IBAN',
  bankName: 'Банка',
} as const;

export type SettingsValues = Omit<InvoiceSettings, 'version'> & { version: number };

/** The form before the stored settings arrive. */
export const newSettings: SettingsValues = {
  legalName: '',
  eik: '',
  address: '',
  accountablePerson: '',
  vatNumber: '',
  iban: '',
  bankName: '',
  version: 0,
};

/** The issuer data on payments.saveInvoiceSettings' schema, with the version the form loaded. */
export const settingsFormSpec = (
  kindergartenId: string,
): ManifestFormSpec<SettingsValues, 'payments.saveInvoiceSettings'> => ({
  labels: settingsLabels,
  toBody: (v) => ({
    kindergartenId,
    legalName: given(v.legalName),
    eik: v.eik.trim(),
    address: given(v.address),
    accountablePerson: given(v.accountablePerson),
    ...(v.vatNumber.trim() ? { vatNumber: v.vatNumber.trim() } : {}),
    iban: v.iban,
    ...(v.bankName.trim() ? { bankName: v.bankName.trim() } : {}),
    version: v.version,
  }),
});

export const documentTypeLabels = {
  name: 'Наименование',
  prefix: 'Префикс',
  nextNumber: 'Следващ номер',
  reason: 'Причина за преместване на номерацията',
} as const;

export interface DocumentTypeValues {
  id: DocumentType['id'];
  name: string;
  prefix: string;
  /** As typed. */
  nextNumber: string;
  /** Why the series moves past its next number (kept in the audit log); '' when it does not. */
  reason: string;
  version: number;
}

export const documentTypeValues = (t: DocumentType): DocumentTypeValues => ({
  id: t.id,
  name: t.name,
  prefix: t.prefix,
  nextNumber: String(t.nextNumber),
  reason: '',
  version: t.version,
});

/** A document type on payments.saveDocumentType's schema. */
export const documentTypeFormSpec = (
  kindergartenId: string,
): ManifestFormSpec<DocumentTypeValues, 'payments.saveDocumentType'> => ({
  labels: documentTypeLabels,
  toBody: (v) => ({
    kindergartenId,
    id: v.id,
    name: given(v.name),
    prefix: v.prefix.trim(),
    nextNumber: parseInteger(v.nextNumber) as number,
    ...(v.reason.trim() ? { reason: v.reason.trim() } : {}),
    version: v.version,
  }),
});
