import { formatDateDigits, formatDateTime } from '@gradina/shared/format-dates';
import type { Overpayment } from '@gradina/shared/manifest/routes/payments/overpayments';
import {
  overpaymentStatusLabels,
  refundMethodLabels,
} from '@gradina/shared/manifest/routes/payments/overpayments';

/** How an overpayment and its refund read on the screens (Bulgarian, DD.MM.YYYY). */

export const refundLabel = (o: Pick<Overpayment, 'status' | 'refund'>) => {
  if (!o.refund) return overpaymentStatusLabels[o.status];
  const how = refundMethodLabels[o.refund.method as keyof typeof refundMethodLabels] ?? '';
  const doc = o.refund.method === 2 ? `РКО № ${o.refund.documentNumber}` : o.refund.documentNumber;
  return `Върната на ${formatDateDigits(o.refund.date)}: ${how}, ${doc}`;
};

export const paidAtLabel = (iso: string) => formatDateTime(iso);

export const feesLabel = (o: Pick<Overpayment, 'fees'>) =>
  o.fees.map((f) => `${f.activityName} ${f.month.slice(5, 7)}.${f.month.slice(0, 4)}`).join(', ');
