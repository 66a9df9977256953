import type { PaymentMethod } from '@gradina/shared';
import { given, type ManifestFormSpec } from '../../../ui/forms/useManifestForm';

export const orderLabels = {
  childId: 'Дете',
  feeIds: 'Такси',
  amount: 'Сума',
  method: 'Начин на плащане',
  cashierId: 'Касиер',
  payerName: 'Платец',
  date: 'Дата на плащане',
  note: 'Бележка',
} as const;

export interface OrderValues {
  childId: string;
  feeIds: string[];
  /** Cents (the field shows euro with the decimal comma: „12,50 €“); only a payment of one fee takes a part. */
  amount: number | null;
  /** The PaymentMethod number as the select holds it. */
  method: string;
  cashierId: string;
  payerName: string;
  date: string;
  note: string;
}

export const newOrder = (today: string, cashierId: string): OrderValues => ({
  childId: '',
  feeIds: [],
  amount: null,
  method: '2',
  cashierId,
  payerName: '',
  date: today,
  note: '',
});

/**
 * A payment on payments.recordPayment's schema (a batch sends the same fields with `feeIds` to
 * payments.recordBatchPayment); `idempotencyKey` is the form's own, made once per form.
 */
export const orderFormSpec = (
  kindergartenId: string,
  idempotencyKey: string,
): ManifestFormSpec<OrderValues, 'payments.recordPayment'> => ({
  labels: orderLabels,
  fieldOf: { feeId: 'feeIds', amountCents: 'amount' },
  toBody: (v) => ({
    kindergartenId,
    feeId: v.feeIds[0] ?? '',
    amountCents: v.amount ?? 0,
    method: Number(v.method) as typeof PaymentMethod.Cash,
    date: v.date,
    payerName: given(v.payerName),
    ...(v.note.trim() ? { note: v.note.trim() } : {}),
    ...(v.cashierId ? { cashierId: v.cashierId } : {}),
    idempotencyKey,
  }),
  check: (v) => ({
    childId: v.childId ? undefined : 'Изберете дете.',
    feeIds: v.feeIds.length > 0 ? undefined : 'Изберете поне една такса.',
  }),
});
