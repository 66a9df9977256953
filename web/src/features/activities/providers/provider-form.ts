import { PaymentProviderConfigurationFlags as Flag } from '@gradina/shared';
import { orEmpty, pick } from '@gradina/shared/record-fields';
import type { ApiReply } from '../../../api/routes';
import { parseInteger } from '../../../ui/forms/numbers';
import { given, type ManifestFormSpec } from '../../../ui/forms/useManifestForm';

type Provider = ApiReply<'activities.adminProvider'>;

/** The provider form's values: text as typed; the secret is empty unless a new one is entered. */
export interface ProviderValues {
  id: string;
  version: number;
  name: string;
  eik: string;
  address: string;
  contactName: string;
  phone: string;
  email: string;
  /** As typed (whole per cent); empty is no discount. */
  defaultDiscountPercent: string;
  min: string;
  secret: string;
  acceptsTransferPayments: boolean;
  onlinePaymentsEnabled: boolean;
}

export const providerLabels = {
  name: 'Наименование',
  eik: 'ЕИК/БУЛСТАТ',
  address: 'Адрес',
  contactName: 'Лице за контакт',
  phone: 'Телефон',
  email: 'Имейл',
  defaultDiscountPercent: 'Отстъпка по подразбиране (%)',
  min: 'КИН',
  secret: 'Таен ключ',
  acceptsTransferPayments: 'Приема групови плащания',
  onlinePaymentsEnabled: 'Разрешени онлайн плащания',
} as const;

export const newProvider = (): ProviderValues => ({
  id: '',
  version: 0,
  name: '',
  eik: '',
  address: '',
  contactName: '',
  phone: '',
  email: '',
  defaultDiscountPercent: '0',
  min: '',
  secret: '',
  acceptsTransferPayments: false,
  onlinePaymentsEnabled: false,
});

/** A stored provider in the form (the secret is never read back: the field starts empty). */
export const providerValues = (p: Provider): ProviderValues => ({
  ...pick(p, 'id', 'version', 'name', 'eik', 'acceptsTransferPayments'),
  ...orEmpty(p, 'address', 'contactName', 'phone', 'email', 'min'),
  defaultDiscountPercent: String(p.defaultDiscountPercent),
  secret: '',
  onlinePaymentsEnabled: (p.configuration & Flag.TransferPaymentEnabled) !== 0,
});

/** The save's body: the secret only when a new one was typed (an empty field keeps the stored one). */
export const providerFormSpec: ManifestFormSpec<ProviderValues, 'activities.saveProvider'> = {
  labels: providerLabels,
  toBody: (v) => ({
    ...(v.id ? { id: v.id, version: v.version } : {}),
    name: given(v.name),
    eik: v.eik.trim(),
    address: v.address,
    contactName: v.contactName,
    phone: v.phone.trim(),
    email: v.email.trim(),
    defaultDiscountPercent: parseInteger(v.defaultDiscountPercent) ?? 0,
    min: v.min.trim(),
    ...(v.secret ? { secret: v.secret } : {}),
    acceptsTransferPayments: v.acceptsTransferPayments,
    onlinePaymentsEnabled: v.onlinePaymentsEnabled,
  }),
};
