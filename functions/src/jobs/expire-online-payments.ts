import { OnlinePaymentStatus } from '@gradina/shared';
import { readMarker, releaseOps, tryWrite, waitingDue } from '../areas/payments/online/items';
import { now } from '../platform/clock';
import { createLogger } from '../platform/http/logger';

const log = createLogger({ entry: 'job:expire-online-payments' });

/**
 * Every 15 minutes: an online payment still Waiting an hour after its deadline (EXP_TIME: 30 minutes on
 * ePay's page, the EasyPay code's own deadline) ends as Expired and frees its fees for the desk, as ePay's
 * EXPIRED would. ePay may never send EXPIRED (a page closed, a notification lost), and a fee held by a dead
 * payment can be paid by no one. A PAID that still arrives later is a late payment: the fees still unpaid take
 * it, the rest is an overpayment to refund (payments/online/webhook.ts).
 *
 * Finds the payments without a Scan: the sparse GSI2 `ONLINE_PAYMENTS_WAITING#<day of the deadline>`
 * (payments/online/items.ts `waitingIndex`), one Query per day of the last `lookbackDays`, so a job that
 * missed runs (or a deployment gap) still finds them.
 */

/** After EXP_TIME, ePay may still be finishing a payment (a card's 3-D Secure page): wait this long. */
export const expiryGraceMinutes = 60;
/** How many days back a run looks (an EasyPay code lives 7 days; a week of missed runs is still caught). */
export const lookbackDays = 8;

/** The UTC days from `lookbackDays` before `cutoff` up to its own, oldest first. */
export function daysUpTo(cutoff: Date, days = lookbackDays): string[] {
  const out: string[] = [];
  for (let i = days; i >= 0; i--)
    out.push(new Date(cutoff.getTime() - i * 86_400_000).toISOString().slice(0, 10));
  return out;
}

export interface ExpiryRun {
  /** The run's time (the scheduler's event time). */
  at: Date;
  /** Only this kindergarten's payments (a rerun for one kindergarten; the API tests' own). */
  kindergartenId?: string;
}

export async function expireWaitingPayments({ at, kindergartenId }: ExpiryRun) {
  const cutoff = new Date(at.getTime() - expiryGraceMinutes * 60_000);
  const before = cutoff.toISOString();
  let found = 0;
  let expired = 0;
  for (const day of daysUpTo(cutoff)) {
    const due = (await waitingDue(day, before)).filter(
      (p) =>
        p.status === OnlinePaymentStatus.Waiting && (!kindergartenId || p.kindergartenId === kindergartenId),
    );
    found += due.length;
    for (const payment of due) {
      const marker = payment.invoice ? await readMarker(payment.providerId, payment.invoice) : undefined;
      if (!marker || marker.status !== OnlinePaymentStatus.Waiting) continue;
      // Conditioned on Waiting (payment and marker): a PAID that lands meanwhile wins, and nothing is freed.
      const ops = releaseOps(marker, marker.fees, OnlinePaymentStatus.Expired, {
        expiredAt: at.toISOString(),
      });
      if (await tryWrite(ops)) expired++;
    }
  }
  log.info('online payments expired', { found, expired });
  return { found, expired };
}

/** The scheduler's entry (EventBridge Scheduler in the cloud, infra/local/scheduler.ts locally). */
export async function handler(event?: { time?: string }) {
  return expireWaitingPayments({ at: event?.time ? new Date(event.time) : now() });
}
