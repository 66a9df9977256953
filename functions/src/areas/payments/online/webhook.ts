import { FeePaymentStatus, OnlinePaymentStatus, OverpaymentStatus } from '@gradina/shared';
import { activityKeys } from '../../../domain/activities/keys';
import { transactWithReceipt } from '../../../domain/payments/receipt-numbers';
import { paymentNotificationRefused, recordAudit } from '../../../platform/audit/audit';
import { now } from '../../../platform/clock';
import type { TransactOp } from '../../../platform/db';
import type { Logger } from '../../../platform/http/logger';
import { fileReply } from '../../../platform/http/replies';
import { epayClient } from '../../../platform/payments/epay/client';
import type { NotificationLine, ReplyStatus } from '../../../platform/payments/epay/protocol';
import { notificationFields } from '../../../platform/payments/epay/protocol';
import { decryptSecret } from '../../../platform/secrets';
import { overpaymentPut } from '../overpayments/items';
import type { InvoiceMarker } from './items';
import {
  payerName,
  readFees,
  readMarker,
  readMarkers,
  readPayment,
  readProvider,
  releaseOps,
  statusOps,
  tryWrite,
} from './items';
import { lineAction, releasedStatus, splitLateCredit } from './verdict';

/**
 * ePay's notification (`payments.epayNotification`): it speaks ePay's protocol only, so every refusal is
 * `ERR=<reason>` as text/plain (a JSON body, a missing ENCODED or CHECKSUM, a body over the size limit), never
 * the API's JSON. Then the provider from the URL, its secret, the HMAC checked before anything in the body is
 * read, the lines' INVOICE markers read in BatchGets of 100 (a notification of 500 unknown invoices answers
 * within the request timeout), and each line applied once and answered OK / ERR / NO.
 * Requests: the provider, the markers, a receipt number for a PAID to credit, and the transaction; a resent
 * line is answered from the marker alone. The body is never logged.
 */

const routeId = 'payments.epayNotification';

/** ENCODED's longest accepted length (ePay's notifications are a few lines; 2,000 lines of 100 characters). */
export const maxEncodedChars = 200_000;

const textReply = (text: string) =>
  fileReply('epay.txt', 'text/plain; charset=utf-8', Buffer.from(text, 'utf8'), { disposition: 'inline' });

async function refuse(providerId: string, reason: string, log: Logger, invoice?: string, count?: number) {
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
    details: { routeId, providerId, reason, invoice: invoice ?? null, ...(count ? { count } : {}) },
  });
}

/** What is wrong with the request as ePay's protocol sees it, before any read; null when it is a form. */
export function protocolProblem(body: unknown, contentType: string | undefined): string | null {
  if (/json/i.test(contentType ?? '')) return 'очаква се форма (application/x-www-form-urlencoded), не JSON';
  if (!body || typeof body !== 'object' || Array.isArray(body)) return 'липсва ENCODED или CHECKSUM';
  const { encoded, checksum } = notificationFields(body as Record<string, unknown>);
  if (!encoded || !checksum) return 'липсва ENCODED или CHECKSUM';
  if (encoded.length > maxEncodedChars) return `ENCODED е по-дълго от ${maxEncodedChars} знака`;
  if (checksum.length > 64) return 'CHECKSUM е по-дълга от 64 знака';
  return null;
}

export async function handleNotification(
  providerId: string,
  body: unknown,
  log: Logger,
  contentType?: string,
) {
  const epay = epayClient();
  const problem = protocolProblem(body, contentType);
  if (problem) {
    log.warn('security', { event: paymentNotificationRefused, routeId, providerId, reason: 'protocol' });
    return textReply(epay.checksumErrorReply(problem));
  }
  const provider = await readProvider(providerId);
  if (!provider?.sealedSecret) {
    await refuse(providerId, 'unknown-merchant', log);
    return textReply(epay.checksumErrorReply('непознат търговец'));
  }
  const secret = await decryptSecret(provider.sealedSecret, { providerId });
  const verdict = epay.verifyNotification(body as Record<string, unknown>, secret);
  if (!verdict.ok) {
    await refuse(providerId, 'checksum', log);
    return textReply(epay.checksumErrorReply(verdict.reason));
  }
  const markers = await readMarkers(
    providerId,
    verdict.lines.map((l) => l.invoice),
  );
  // Another provider's INVOICE is as unknown here as one never given: NO, and one audit item for them all.
  const unknown = verdict.lines.filter((l) => !markers.has(l.invoice));
  if (unknown.length > 0)
    await refuse(providerId, 'unknown-invoice', log, unknown[0]!.invoice, unknown.length);
  const results: { invoice: string; status: ReplyStatus }[] = [];
  for (const line of verdict.lines) {
    const marker = markers.get(line.invoice);
    results.push({
      invoice: line.invoice,
      status: marker ? await answerLine(providerId, line, log, marker) : 'NO',
    });
  }
  for (const bad of verdict.malformed) {
    log.warn('epay malformed line', { providerId, invoiceId: bad.invoice ?? null, problem: bad.problem });
    if (bad.invoice) results.push({ invoice: bad.invoice, status: 'ERR' });
  }
  return textReply(epay.notificationReply(results));
}

/** A failed read or write answers ERR: ePay sends the line again later. */
async function answerLine(
  providerId: string,
  line: NotificationLine,
  log: Logger,
  marker: InvoiceMarker,
): Promise<ReplyStatus> {
  try {
    return await applyLine(providerId, line, log, marker);
  } catch (error) {
    log.error('epay line failed', { providerId, invoiceId: line.invoice, error });
    return 'ERR';
  }
}

/**
 * One verified line applied to its payment (exported for the demo seed, which pays as ePay would). `known`
 * is the marker when the caller read it already.
 */
export async function applyLine(
  providerId: string,
  line: NotificationLine,
  log: Logger,
  known?: InvoiceMarker,
): Promise<ReplyStatus> {
  const marker = known ?? (await readMarker(providerId, line.invoice));
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
  const paid = {
    paidAt: line.paidAt?.toISOString() ?? null,
    stan: line.stan ?? null,
    bcode: line.bcode ?? null,
  };
  const kg = marker.kindergartenId;
  // A PAID that credits a fee takes the next receipt number inside its own transaction (no gaps).
  const withReceipt = async (build: (receiptNumber: number) => TransactOp[]) =>
    (await transactWithReceipt(kg, marker.paymentId, build)).committed;
  let written: boolean;
  if (action === 'release') {
    written = await tryWrite(
      releaseOps(marker, marker.fees, releasedStatus(line.status as 'DENIED' | 'EXPIRED')),
    );
  } else if (action === 'credit') {
    written = await withReceipt((receiptNumber) => creditOps(marker, { ...paid, receiptNumber }));
  } else {
    const late = await lateCredit(marker, paid, log, facts);
    written = late.credits ? await withReceipt(late.ops) : await tryWrite(late.ops(null));
  }
  if (written) return 'OK';
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

/**
 * PAID after the payment ended without money (EXPIRED, DENIED, expired by our job): ePay took the money.
 * The fees still payable take their parts up to what each still owes; the rest is an overpayment to refund
 * (an `Overpayment` item put in the same transaction, listed on „Надплатени суми“). The payment keeps only
 * what was credited as its fees and total (so receipts, the overview, reports and protocols count that
 * alone); with nothing credited it is Overpaid: no receipt number, not revenue.
 */
async function lateCredit(
  marker: InvoiceMarker,
  paid: PaidFacts,
  log: Logger,
  facts: object,
): Promise<{ credits: boolean; ops: (receiptNumber: number | null) => TransactOp[] }> {
  const kg = marker.kindergartenId;
  const [fees, payment] = await Promise.all([
    readFees(
      kg,
      marker.fees.map((f) => f.feeId),
    ),
    readPayment(kg, marker.paymentId),
  ]);
  if (!payment) throw new Error('the marker names a payment that is not stored');
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
    creditedCents: split.creditedCents,
    overpaidCents: split.overpaidCents,
  });
  const credited = split.parts.filter((p) => p.creditedCents > 0);
  const overpaid = split.parts.filter((p) => p.overpaidCents > 0);
  const status = credited.length > 0 ? OnlinePaymentStatus.Paid : OnlinePaymentStatus.Overpaid;
  const partOf = (feeId: string) => payment.fees.find((f) => f.feeId === feeId)!;
  const payer = overpaid.length > 0 ? await payerName(payment.createdBy) : '';
  const ops = (receiptNumber: number | null): TransactOp[] => [
    ...statusOps(marker, marker.status, status, {
      ...paid,
      receiptNumber,
      overpaidCents: split.overpaidCents,
      takenCents: payment.totalCents,
      ...(credited.length > 0
        ? {
            fees: credited.map((p) => ({ ...partOf(p.feeId), amountCents: p.creditedCents })),
            totalCents: split.creditedCents,
          }
        : {}),
    }),
    ...credited.map((part): TransactOp => {
      const fee = byId.get(part.feeId)!;
      const full = fee.paidCents + part.creditedCents >= fee.amountCents;
      return {
        update: activityKeys.fee(kg, part.feeId),
        changes: {
          set: {
            status: full ? FeePaymentStatus.Paid : FeePaymentStatus.PartiallyPaid,
            lastPaymentId: marker.paymentId,
          },
          add: { paidCents: part.creditedCents, version: 1 },
        },
        condition: { equals: { version: fee.version } },
      };
    }),
  ];
  const extra: TransactOp[] = [];
  if (overpaid.length > 0) {
    const first = partOf(overpaid[0]!.feeId);
    extra.push(
      overpaymentPut({
        id: payment.id,
        kindergartenId: kg,
        paymentId: payment.id,
        providerId: payment.providerId,
        providerName: payment.providerName,
        invoice: payment.invoice,
        method: payment.method,
        childId: first.childId,
        childName: first.childName,
        payerUserId: payment.createdBy,
        payerName: payer,
        fees: overpaid.map((p) => {
          const f = partOf(p.feeId);
          return {
            feeId: f.feeId,
            month: f.month,
            activityName: f.activityName,
            amountCents: p.overpaidCents,
          };
        }),
        amountCents: split.overpaidCents,
        paidAt: (paid.paidAt as string | null) ?? now().toISOString(),
        status: OverpaymentStatus.ToRefund,
        refund: null,
        createdAt: now().toISOString(),
        version: 1,
      }),
    );
  }
  return { credits: credited.length > 0, ops: (n) => [...ops(n), ...extra] };
}
