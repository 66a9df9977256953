import { FeePaymentStatus, OnlinePaymentStatus } from '@gradina/shared';
import { activityKeys } from '../../../platform/activities/keys';
import { paymentNotificationRefused, recordAudit } from '../../../platform/audit/audit';
import type { TransactOp } from '../../../platform/db';
import type { Logger } from '../../../platform/http/logger';
import { fileReply } from '../../../platform/http/replies';
import { epayClient } from '../../../platform/payments/epay/client';
import type { NotificationLine, ReplyStatus } from '../../../platform/payments/epay/protocol';
import { decryptSecret } from '../../../platform/secrets';
import {
  type InvoiceMarker,
  nextReceipt,
  readFees,
  readMarker,
  readProvider,
  releaseOps,
  statusOps,
  tryWrite,
} from './items';
import { lineAction, releasedStatus, splitLateCredit } from './verdict';

/**
 * ePay's notification (`payments.epayNotification`): the provider from the URL, its secret, the HMAC
 * checked before anything in the body is read, then each line applied once and answered OK / ERR / NO.
 * Requests: the provider, the INVOICE marker (it carries the payment's status and fee parts), a receipt
 * number for a PAID to credit, and the transaction; a resent line is answered from the marker alone.
 * The body is never logged.
 */

const routeId = 'payments.epayNotification';

const textReply = (text: string) =>
  fileReply('epay.txt', 'text/plain; charset=utf-8', Buffer.from(text, 'utf8'), { disposition: 'inline' });

async function refuse(providerId: string, reason: string, log: Logger, invoice?: string) {
  log.warn('security', {
    event: paymentNotificationRefused,
    routeId,
    providerId,
    reason,
    invoiceId: invoice ?? null,
  });
  await recordAudit({
    kindergartenId: null,
    event: paymentNotificationRefused,
    actorUserId: null,
    details: { routeId, providerId, reason, invoice: invoice ?? null },
  });
}

export async function handleNotification(
  providerId: string,
  body: Record<string, string | undefined>,
  log: Logger,
) {
  const epay = epayClient();
  const provider = await readProvider(providerId);
  if (!provider?.sealedSecret) {
    await refuse(providerId, 'unknown-merchant', log);
    return textReply(epay.checksumErrorReply('непознат търговец'));
  }
  const secret = await decryptSecret(provider.sealedSecret, { providerId });
  const verdict = epay.verifyNotification(body, secret);
  if (!verdict.ok) {
    await refuse(providerId, 'checksum', log);
    return textReply(epay.checksumErrorReply(verdict.reason));
  }
  const results: { invoice: string; status: ReplyStatus }[] = [];
  for (const line of verdict.lines)
    results.push({ invoice: line.invoice, status: await answerLine(providerId, line, log) });
  for (const bad of verdict.malformed) {
    log.warn('epay malformed line', { providerId, invoiceId: bad.invoice ?? null, problem: bad.problem });
    if (bad.invoice) results.push({ invoice: bad.invoice, status: 'ERR' });
  }
  return textReply(epay.notificationReply(results));
}

/** A failed read or write answers ERR: ePay sends the line again later. */
async function answerLine(providerId: string, line: NotificationLine, log: Logger): Promise<ReplyStatus> {
  try {
    return await applyLine(providerId, line, log);
  } catch (error) {
    log.error('epay line failed', { providerId, invoiceId: line.invoice, error });
    return 'ERR';
  }
}

/** One verified line applied to its payment (exported for the demo seed, which pays as ePay would). */
export async function applyLine(
  providerId: string,
  line: NotificationLine,
  log: Logger,
): Promise<ReplyStatus> {
  const marker = await readMarker(providerId, line.invoice);
  // The marker is per provider: another provider's INVOICE is as unknown here as one never given.
  if (!marker) {
    await refuse(providerId, 'unknown-invoice', log, line.invoice);
    return 'NO';
  }
  const action = lineAction(marker.status, line.status);
  const facts = { providerId, invoiceId: line.invoice, paymentId: marker.paymentId, line: line.status };
  if (action === 'resent') return 'OK';
  if (action === 'ignored') {
    log.warn('epay line contradicts the payment', { ...facts, paymentStatus: marker.status });
    return 'OK';
  }
  let ops: TransactOp[];
  if (action === 'release') {
    ops = releaseOps(marker, marker.fees, releasedStatus(line.status as 'DENIED' | 'EXPIRED'));
  } else {
    const receiptNumber = await nextReceipt(marker.kindergartenId);
    const paid = {
      paidAt: line.paidAt?.toISOString() ?? null,
      stan: line.stan ?? null,
      bcode: line.bcode ?? null,
      receiptNumber,
    };
    ops = action === 'credit' ? creditOps(marker, paid) : await lateCreditOps(marker, paid, log, facts);
  }
  if (await tryWrite(ops)) return 'OK';
  // Another delivery of the same line may have won the race: its outcome is this line's answer.
  const now = await readMarker(providerId, line.invoice);
  if (now && lineAction(now.status, line.status) === 'resent') return 'OK';
  log.warn('epay line not applied', { ...facts, paymentStatus: now?.status ?? null });
  return 'ERR';
}

type PaidFacts = Record<string, string | number | null>;

/** Waiting → Paid: each fee held by the payment takes its part (the whole due) and is Paid. */
function creditOps(marker: InvoiceMarker, paid: PaidFacts): TransactOp[] {
  return [
    ...statusOps(marker, OnlinePaymentStatus.Waiting, OnlinePaymentStatus.Paid, paid),
    ...marker.fees.map(
      (fee): TransactOp => ({
        update: activityKeys.fee(marker.kindergartenId, fee.feeId),
        changes: {
          set: { status: FeePaymentStatus.Paid, pendingPaymentId: null, lastPaymentId: marker.paymentId },
          add: { paidCents: fee.amountCents, version: 1 },
        },
        condition: { equals: { pendingPaymentId: marker.paymentId } },
      }),
    ),
  ];
}

/** PAID after the payment ended without money: the fees still unpaid take their parts, the rest is overpaid. */
async function lateCreditOps(marker: InvoiceMarker, paid: PaidFacts, log: Logger, facts: object) {
  const fees = await readFees(
    marker.kindergartenId,
    marker.fees.map((f) => f.feeId),
  );
  const byId = new Map(fees.map((f) => [f.id, f]));
  const split = splitLateCredit(
    marker.fees,
    new Map(
      fees.map((f) => [
        f.id,
        {
          dueCents: f.amountCents - f.paidCents,
          pending: Boolean(f.pendingPaymentId),
          payable: f.status === FeePaymentStatus.NotPaid || f.status === FeePaymentStatus.PartiallyPaid,
        },
      ]),
    ),
  );
  log.warn('epay PAID after the payment ended', {
    ...facts,
    credited: split.credited.length,
    overpaidCents: split.overpaidCents,
  });
  return [
    ...statusOps(marker, marker.status, OnlinePaymentStatus.Paid, {
      ...paid,
      overpaidCents: split.overpaidCents,
    }),
    ...split.credited.map((feeId): TransactOp => {
      const fee = byId.get(feeId)!;
      const part = marker.fees.find((f) => f.feeId === feeId)!.amountCents;
      const full = fee.paidCents + part >= fee.amountCents;
      return {
        update: activityKeys.fee(marker.kindergartenId, feeId),
        changes: {
          set: {
            status: full ? FeePaymentStatus.Paid : FeePaymentStatus.PartiallyPaid,
            lastPaymentId: marker.paymentId,
          },
          add: { paidCents: part, version: 1 },
        },
        condition: { equals: { version: fee.version } },
      };
    }),
  ];
}
