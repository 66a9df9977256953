import type { Supplier } from '@gradina/shared/manifest/routes/storage/suppliers';
import { given, type ManifestFormSpec } from '../../../ui/forms/useManifestForm';

export const supplierLabels = {
  name: 'Наименование',
  eik: 'ЕИК/БУЛСТАТ',
  vatNumber: 'ДДС номер',
  address: 'Адрес',
  contactPerson: 'Лице за контакт',
  phone: 'Телефон',
  email: 'Имейл',
  babhRegistration: 'Регистрация в БАБХ',
  isActive: 'Активен',
} as const;

export type SupplierValues = Omit<Supplier, 'id' | 'version'> & { id: string; version: number | undefined };

export const newSupplier = (): SupplierValues => ({
  id: '',
  version: undefined,
  name: '',
  eik: '',
  vatNumber: '',
  address: '',
  contactPerson: '',
  phone: '',
  email: '',
  babhRegistration: '',
  isActive: true,
});

export const supplierValues = (s: Supplier): SupplierValues => ({ ...s });

/** A supplier on storage.saveSupplier's schema (an edit sends its id and the version it read). */
export const supplierFormSpec = (
  kindergartenId: string,
): ManifestFormSpec<SupplierValues, 'storage.saveSupplier'> => ({
  labels: supplierLabels,
  toBody: (v) => ({
    ...(v.id ? { id: v.id, version: v.version } : {}),
    kindergartenId,
    name: given(v.name),
    eik: v.eik.trim(),
    vatNumber: v.vatNumber,
    address: v.address,
    contactPerson: v.contactPerson,
    phone: v.phone,
    email: v.email.trim(),
    babhRegistration: v.babhRegistration,
    isActive: v.isActive,
  }),
});
