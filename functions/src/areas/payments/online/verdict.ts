import { OnlinePaymentStatus } from '@gradina/shared';
import type { NotificationStatus } from '../../../platform/payments/epay/protocol';

/**
 * What one verified notification line does to the payment it names, by the payment's status now (pure).
 *
 * - `credit`: Waiting + PAID: the payment is Paid and its fees credited (the one way money is counted).
 * - `release`: Waiting + DENIED/EXPIRED: the payment ends so and its fees are payable again.
 * - `late-credit`: PAID for a payment that already ended without money (EXPIRED, DENIED, expired by our
 *   job, a failed EasyPay registration, annulled): ePay took the money, so it is credited to the fees still
 *   unpaid (up to what each still owes), and the rest is an overpayment to refund: the payment is Overpaid
 *   (no receipt, not revenue) when no fee took anything. Logged.
 * - `resent`: the line repeats the payment's final state (ePay resends until it reads OK; a PAID for a
 *   payment already Paid or Overpaid): nothing changes.
 * - `ignored`: DENIED or EXPIRED for a payment already Paid, or one no-money end after another: the money
 *   taken stays credited and nothing changes; answered OK so ePay stops, and logged.
 *
 * Every action is written conditioned on the status it was decided from, so two deliveries of one line
 * racing each other change the payment once; the loser reads the new status and answers `resent`.
 */
export type LineAction = 'credit' | 'release' | 'late-credit' | 'resent' | 'ignored';

const endOf: Record<Exclude<NotificationStatus, 'PAID'>, OnlinePaymentStatus> = {
  DENIED: OnlinePaymentStatus.Denied,
  EXPIRED: OnlinePaymentStatus.Expired,
};

export function lineAction(payment: OnlinePaymentStatus, line: NotificationStatus): LineAction {
  if (payment === OnlinePaymentStatus.Waiting) return line === 'PAID' ? 'credit' : 'release';
  if (line === 'PAID')
    return payment === OnlinePaymentStatus.Paid || payment === OnlinePaymentStatus.Overpaid
      ? 'resent'
      : 'late-credit';
  return payment === endOf[line] ? 'resent' : 'ignored';
}

/** The payment status a no-money line ends a Waiting payment in. */
export const releasedStatus = (line: Exclude<NotificationStatus, 'PAID'>) => endOf[line];

/** One fee's part of a late PAID: what the fee takes (`creditedCents`) and what is overpaid. */
export interface LatePart {
  feeId: string;
  creditedCents: number;
  overpaidCents: number;
}

/**
 * How a late PAID splits over the fees: a fee still payable (NotPaid or PartiallyPaid, no other payment
 * pending on it) takes its part up to what it still owes; the rest of each part is overpaid (to the cent:
 * a fee paid in part at the desk meanwhile takes only what it still owes). Pure.
 */
export function splitLateCredit(
  parts: readonly { feeId: string; amountCents: number }[],
  fees: ReadonlyMap<string, { dueCents: number; pending: boolean; payable: boolean }>,
): { parts: LatePart[]; creditedCents: number; overpaidCents: number } {
  const out = parts.map((part): LatePart => {
    const fee = fees.get(part.feeId);
    const takes = fee?.payable && !fee.pending ? Math.max(0, Math.min(part.amountCents, fee.dueCents)) : 0;
    return { feeId: part.feeId, creditedCents: takes, overpaidCents: part.amountCents - takes };
  });
  return {
    parts: out,
    creditedCents: out.reduce((s, p) => s + p.creditedCents, 0),
    overpaidCents: out.reduce((s, p) => s + p.overpaidCents, 0),
  };
}
