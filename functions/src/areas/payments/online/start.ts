import { randomUUID } from 'node:crypto';
import {
  FeePaymentStatus,
  PaymentProviderConfigurationFlags as Flags,
  OnlinePaymentStatus,
  PaymentMethod,
} from '@gradina/shared';
import type { FeeItem, PaidFee, PaymentItem, ProviderItem } from '../../../domain/activities/items';
import { paidFeeOf } from '../../../domain/activities/items';
import { checkMayRead, childNotFound, readChild } from '../../../domain/children/access';
import { now } from '../../../platform/clock';
import { ApiError, badRequest, conflict, notFound } from '../../../platform/http/errors';
import type { Logger } from '../../../platform/http/logger';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import { EpayError, epayClient } from '../../../platform/payments/epay/client';
import { decryptSecret } from '../../../platform/secrets';
import {
  failPayment,
  keepEasyPayCode,
  nextInvoice,
  openPayment,
  readFee,
  readFees,
  readProvider,
} from './items';

/**
 * Starting an online payment of one fee or several fees of one provider (a batch): the checks, a new
 * INVOICE, the payment and its fees held in one transaction, then ePay's signed form or EasyPay code.
 */

export const feeNotFound = 'Таксата не е намерена.';

/** A provider takes online payments once its ePay account is set and its webhook verified. */
export const takesOnlinePayments = (p: Pick<ProviderItem, 'min' | 'sealedSecret' | 'configuration'>) =>
  Boolean(p.min && p.sealedSecret) && (p.configuration & Flags.WebHookVerified) !== 0;

/** ...and several fees in one payment once the Master enabled transfer payments for it. */
export const takesTransferPayments = (p: Pick<ProviderItem, 'min' | 'sealedSecret' | 'configuration'>) =>
  takesOnlinePayments(p) && (p.configuration & Flags.TransferPaymentEnabled) !== 0;

export const isPayable = (fee: Pick<FeeItem, 'status' | 'pendingPaymentId' | 'amountCents' | 'paidCents'>) =>
  (fee.status === FeePaymentStatus.NotPaid || fee.status === FeePaymentStatus.PartiallyPaid) &&
  !fee.pendingPaymentId &&
  fee.amountCents > fee.paidCents;

/**
 * ePay judges EXP_TIME by its own clock, so the deadline is counted from the real time, not the request's
 * (test) clock: 30 minutes on ePay's page (an abandoned page frees the fees when ePay expires it), 7 days
 * for an EasyPay code (time to reach a desk).
 */
export function epayDeadline(method: PaymentMethod, wallClock: Date): Date {
  const minutes = method === PaymentMethod.EasyPay ? 7 * 24 * 60 : 30;
  return new Date(wallClock.getTime() + minutes * 60_000);
}

const monthText = (month: string) => `${month.slice(5, 7)}.${month.slice(0, 4)}`;

/** What the parent reads on ePay's page (cut to 100 characters by the adapter): no child's name. */
export const descriptionOf = (providerName: string, fees: readonly PaidFee[]) =>
  `${providerName}: ${fees.map((f) => `${f.activityName} ${monthText(f.month)}`).join(', ')}`;

/** Where ePay sends the parent back: the fees page, which shows the payment's outcome. */
export const returnUrl = (paymentId: string, env: NodeJS.ProcessEnv = process.env) =>
  `${(env.PUBLIC_URL ?? '').replace(/\/+$/, '')}/activities/parents/fees?payment=${encodeURIComponent(paymentId)}`;

const feesField = (message: string) =>
  badRequest(`Полето "Такси": ${message}`, [{ field: 'query.feeIds', message }]);

interface Checked {
  fees: FeeItem[];
  provider: ProviderItem;
}

/** The fees, the caller's right to the child (404 otherwise), and that they can be paid together. */
async function checkFees(
  session: TenantRouteSession,
  feeIds: readonly string[],
  childId: string | undefined,
  batch: boolean,
): Promise<Checked> {
  const kg = session.kindergartenId;
  const unique = [...new Set(feeIds)];
  const fees =
    unique.length === 1 ? [await readFee(kg, unique[0]!)].filter((f) => !!f) : await readFees(kg, unique);
  if (fees.length !== unique.length) throw notFound(feeNotFound);
  const child = childId ?? fees[0]!.childId;
  if (fees.some((f) => f.childId !== child)) {
    const message = 'таксите не са на избраното дете.';
    throw badRequest(`Полето "Дете": ${message}`, [{ field: 'query.studentId', message }]);
  }
  const row = await readChild(kg, child);
  if (!row) throw notFound(childNotFound);
  await checkMayRead(session, row);
  if (fees.some((f) => !isPayable(f)))
    throw conflict('Таксата вече е платена или се плаща в момента. Заредете таксите отново.');
  if (new Set(fees.map((f) => f.providerId)).size > 1)
    throw feesField('всички такси трябва да са на един доставчик.');
  const provider = await readProvider(fees[0]!.providerId);
  if (!provider || !takesOnlinePayments(provider))
    throw conflict(`Доставчикът „${fees[0]!.providerName}“ не приема онлайн плащания.`);
  if (batch && !takesTransferPayments(provider))
    throw feesField(`доставчикът „${provider.name}“ не приема плащане на няколко такси наведнъж.`);
  return { fees, provider };
}

function paymentOf(
  session: TenantRouteSession,
  { fees, provider }: Checked,
  method: PaymentMethod,
  invoice: string,
  batch: boolean,
  expiresAt: Date,
): PaymentItem {
  const paid = fees.map((f) => paidFeeOf(f, f.amountCents - f.paidCents));
  return {
    id: randomUUID(),
    kindergartenId: session.kindergartenId,
    method,
    status: OnlinePaymentStatus.Waiting,
    providerId: provider.id,
    providerName: provider.name,
    fees: paid,
    totalCents: paid.reduce((s, f) => s + f.amountCents, 0),
    childIds: [...new Set(fees.map((f) => f.childId))],
    batch,
    invoice,
    idn: null,
    expiresAt: expiresAt.toISOString(),
    paidAt: null,
    stan: null,
    bcode: null,
    receiptNumber: null,
    cashierId: null,
    cashierName: null,
    payerName: null,
    note: null,
    createdBy: session.userId,
    createdAt: now().toISOString(),
    version: 1,
  };
}

export interface StartInput {
  feeIds: readonly string[];
  childId?: string;
  method: PaymentMethod;
  batch: boolean;
}

/** Checks, numbers and holds the fees: the payment Waiting, and the provider's secret to sign with. */
async function begin(session: TenantRouteSession, input: StartInput) {
  const checked = await checkFees(session, input.feeIds, input.childId, input.batch);
  const secret = await decryptSecret(checked.provider.sealedSecret!, { providerId: checked.provider.id });
  const invoice = await nextInvoice(checked.provider.id);
  const expiresAt = epayDeadline(input.method, new Date());
  const payment = paymentOf(session, checked, input.method, invoice, input.batch, expiresAt);
  await openPayment(payment, checked.fees);
  return { ...checked, payment, merchant: { min: checked.provider.min!, secret } };
}

/** ePay account or card: the signed form the browser posts to ePay at once. */
export async function startPagePayment(session: TenantRouteSession, input: StartInput) {
  const { payment, merchant } = await begin(session, input);
  const url = returnUrl(payment.id);
  const form = epayClient().paymentForm(
    merchant,
    {
      invoice: payment.invoice!,
      amountCents: payment.totalCents,
      expiresAt: new Date(payment.expiresAt!),
      description: descriptionOf(payment.providerName, payment.fees),
    },
    { method: input.method === PaymentMethod.EPayBankCard ? 'card' : 'epay', urlOk: url, urlCancel: url },
  );
  return { paymentId: payment.id, invoice: payment.invoice!, totalCents: payment.totalCents, form };
}

/**
 * EasyPay: the code registered at ePay and kept on the payment. When ePay refuses or cannot be reached the
 * payment ends as Error and its fees are free again; the parent reads ePay's reason (409) or that ePay is
 * unreachable (503).
 */
export async function startEasyPay(session: TenantRouteSession, input: StartInput, log: Logger) {
  const { payment, merchant, fees } = await begin(session, { ...input, method: PaymentMethod.EasyPay });
  let code: { idn: string; expiresAt: Date };
  try {
    code = await epayClient().registerEasyPayCode(merchant, {
      invoice: payment.invoice!,
      amountCents: payment.totalCents,
      expiresAt: new Date(payment.expiresAt!),
      description: descriptionOf(payment.providerName, payment.fees),
    });
  } catch (error) {
    await failPayment(payment, fees);
    if (!(error instanceof EpayError)) throw error;
    log.warn('easypay refused', { paymentId: payment.id, providerId: payment.providerId, kind: error.kind });
    throw error.kind === 'refused' ? conflict(error.message) : new ApiError(503, 'internal', error.message);
  }
  const expiresAt = code.expiresAt.toISOString();
  await keepEasyPayCode(payment, code.idn, expiresAt);
  return {
    paymentId: payment.id,
    invoice: payment.invoice!,
    totalCents: payment.totalCents,
    idn: code.idn,
    expiresAt,
  };
}
