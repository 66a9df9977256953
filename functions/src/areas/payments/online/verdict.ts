import { OnlinePaymentStatus } from '@gradina/shared';
import type { NotificationStatus } from '../../../platform/payments/epay/protocol';

/**
 * What one verified notification line does to the payment it names, by the payment's status now (pure).
 *
 * - `credit`: Waiting + PAID: the payment is Paid and its fees credited (the one way money is counted).
 * - `release`: Waiting + DENIED/EXPIRED: the payment ends so and its fees are payable again.
 * - `late-credit`: PAID for a payment that already ended without money (EXPIRED, DENIED, a failed EasyPay
 *   registration, annulled): ePay took the money, so it is credited to the fees still unpaid, and what no
 *   unpaid fee can take is kept on the payment as an overpayment to refund. Logged.
 * - `resent`: the line repeats the payment's final state (ePay resends until it reads OK): nothing changes.
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
  if (line === 'PAID') return payment === OnlinePaymentStatus.Paid ? 'resent' : 'late-credit';
  return payment === endOf[line] ? 'resent' : 'ignored';
}

/** The payment status a no-money line ends a Waiting payment in. */
export const releasedStatus = (line: Exclude<NotificationStatus, 'PAID'>) => endOf[line];

/**
 * How a late PAID splits over the fees: each fee still payable (nothing pending, its part not more than it
 * still owes) takes its part; the rest is overpaid. Pure.
 */
export function splitLateCredit(
  parts: readonly { feeId: string; amountCents: number }[],
  fees: ReadonlyMap<string, { dueCents: number; pending: boolean; payable: boolean }>,
): { credited: string[]; overpaidCents: number } {
  const credited: string[] = [];
  let overpaidCents = 0;
  for (const part of parts) {
    const fee = fees.get(part.feeId);
    if (fee?.payable && !fee.pending && fee.dueCents >= part.amountCents) credited.push(part.feeId);
    else overpaidCents += part.amountCents;
  }
  return { credited, overpaidCents };
}
