import { PaymentMethod } from '@gradina/shared';
import type { Overpayment, refundMethods } from '@gradina/shared/manifest/routes/payments/overpayments';
import type { ManifestFormSpec } from '../../../ui/forms/useManifestForm';

export type RefundMethod = (typeof refundMethods)[number];

export interface RefundValues {
  method: RefundMethod;
  date: string;
  recipientName: string;
  /** Cash: the recipient's identity document the РКО prints. */
  recipientDocument: string;
  /** Bank or ePay: the transfer's or the refund's reference. */
  reference: string;
  version: number;
}

/** The refund of an overpayment as the modal opens it: in cash, today, to the parent who paid. */
export const newRefund = (o: Overpayment, today: string): RefundValues => ({
  method: PaymentMethod.Cash,
  date: today,
  recipientName: o.payerName,
  recipientDocument: '',
  reference: '',
  version: o.version,
});

/** A refund on payments.refundOverpayment's schema: the document of a cash one, the reference of the others. */
export const refundFormSpec = (
  kindergartenId: string,
): ManifestFormSpec<RefundValues, 'payments.refundOverpayment'> => ({
  labels: {
    date: 'Дата на връщане',
    recipientName: 'Получател',
    recipientDocument: 'Документ за самоличност',
    reference: 'Референция',
  },
  toBody: (v) => ({
    kindergartenId,
    method: v.method,
    date: v.date,
    recipientName: v.recipientName,
    ...(v.method === PaymentMethod.Cash
      ? { recipientDocument: v.recipientDocument }
      : { reference: v.reference }),
    version: v.version,
  }),
});
