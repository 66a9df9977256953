import { FeePaymentStatus } from '@gradina/shared';
import { feeStatusLabels } from '@gradina/shared/manifest/routes/payments/fees';
import { formatCents } from '../../../ui/format/numbers';

/** A fee's status badge colour. */
export const feeStatusColors: Record<number, string> = {
  [FeePaymentStatus.Paid]: 'green',
  [FeePaymentStatus.PartiallyPaid]: 'yellow',
  [FeePaymentStatus.NotPaid]: 'red',
  [FeePaymentStatus.WaitingExternal]: 'blue',
};

export const feeStatusLabel = (status: number) => feeStatusLabels[status as FeePaymentStatus] ?? '';

/** Cents as the screens show money: `12 345,50 €`. */
export const cents = formatCents;

/** The status filter's choices (spec §9): 'Неплатени' preselects NotPaid and PartiallyPaid. */
export const statusChoices = [
  {
    value: 'unpaid',
    label: 'Неплатени',
    statuses: [FeePaymentStatus.NotPaid, FeePaymentStatus.PartiallyPaid],
  },
  { value: 'paid', label: 'Платени', statuses: [FeePaymentStatus.Paid] },
  { value: 'pending', label: 'Чакащи онлайн плащане', statuses: [FeePaymentStatus.WaitingExternal] },
  {
    value: 'all',
    label: 'Всички',
    statuses: [
      FeePaymentStatus.NotPaid,
      FeePaymentStatus.PartiallyPaid,
      FeePaymentStatus.Paid,
      FeePaymentStatus.WaitingExternal,
    ],
  },
] as const;
