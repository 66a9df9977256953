import { bgMessages } from '@gradina/shared';
import { given, type ManifestFormSpec } from '../../../ui/forms/useManifestForm';
import { type PeriodFields, periodLabels, periodOrder } from './protocol-form';

export const voucherLabels = {
  ...periodLabels,
  date: 'Дата',
  recipientName: 'Получател',
  recipientDocument: 'Документ за самоличност',
  basis: 'Основание',
} as const;

export interface VoucherValues extends PeriodFields {
  /** The protocol the voucher is made from ('' for a provider and period). */
  protocolId: string;
  date: string;
  recipientName: string;
  /** The recipient's identity document as printed on the voucher: вид, №, издаден на/от. */
  recipientDocument: string;
  /** Empty: the usual basis naming the provider. */
  basis: string;
  /** The provider's name as the preparation gives it, for the usual basis. */
  providerName: string;
}

export const newVoucher = (
  period: PeriodFields,
  date: string,
  protocolId: string | undefined,
): VoucherValues => ({
  ...period,
  protocolId: protocolId ?? '',
  date,
  recipientName: '',
  recipientDocument: '',
  basis: '',
  providerName: '',
});

/** The basis a voucher gets when none is typed. */
export const defaultBasis = (providerName: string) =>
  `Предаване на събрани в брой такси на ${providerName}`.trim();

/** The voucher's source: its protocol, else the provider and the period. */
export const voucherSource = (v: VoucherValues) =>
  v.protocolId
    ? { protocolId: v.protocolId }
    : { providerId: given(v.providerId), fromDate: v.fromDate, toDate: v.toDate };

/**
 * An expense cash voucher on payments.saveVoucher's schema; the sum the form showed (`expectedTotalCents`)
 * is added by the page when it saves.
 */
export const voucherFormSpec = (
  kindergartenId: string,
): ManifestFormSpec<VoucherValues, 'payments.saveVoucher'> => ({
  labels: voucherLabels,
  toBody: (v) => ({
    kindergartenId,
    ...voucherSource(v),
    date: v.date,
    recipientName: given(v.recipientName),
    recipientDocument: given(v.recipientDocument),
    basis: v.basis.trim() || defaultBasis(v.providerName),
  }),
  // Without a protocol the API needs the provider and the period (optional in its schema).
  check: (v) =>
    v.protocolId
      ? {}
      : {
          providerId: v.providerId ? undefined : bgMessages.required(voucherLabels.providerId),
          toDate: periodOrder(v),
        },
});
