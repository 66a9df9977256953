import { z } from 'zod';
import { FeePaymentStatus, OnlinePaymentStatus, PaymentMethod } from '../../../enums';
import { pageQuery, queryBoolean } from '../../../schemas/common';
import { fileReplyKind, id, kindergartenGuard } from '../../../schemas/fields';
import { defineRoutes, kindergartenObject, needs, publicRoute } from '../../route';

/**
 * Parents paying their children's activity fees online (issue #16, docs/areas/online-payments.md): the
 * child's fees, paying one or several unpaid fees of one provider by ePay account, card (a signed form the
 * browser posts to ePay) or an EasyPay code, the outcome after ePay's redirect, and ePay's notification,
 * which alone credits the fees.
 */

/** The ways a parent pays on ePay's page: ePay account or card (PaymentMethod 4 and 7). */
export const onlinePageMethods = [PaymentMethod.EPay, PaymentMethod.EPayBankCard] as const;

const methodTitle = 'Начин на плащане';
const pageMethod = z.coerce
  .number({ error: `Полето "${methodTitle}" е задължително.` })
  .refine((m) => (onlinePageMethods as readonly number[]).includes(m), {
    error: `Полето "${methodTitle}" трябва да е ePay (4) или карта (7).`,
  })
  .transform((m) => m as (typeof onlinePageMethods)[number])
  .meta({ title: methodTitle });

/** The most fees one payment pays (a year of two activities, with room). */
export const maxFeesPerPayment = 24;

/** Fee ids as a query sends them: once (`feeIds=a`) or repeated (`feeIds=a&feeIds=b`). */
const feeIdsQuery = z
  .preprocess(
    (v) => (typeof v === 'string' ? v.split(',') : v),
    z.array(id('Такса')).min(1).max(maxFeesPerPayment),
  )
  .meta({ title: 'Такси' });

/** An online payment of the fee in progress: its method and, for EasyPay, the code and its deadline. */
export const pendingPayment = z.object({
  id: z.string(),
  method: z.enum(PaymentMethod),
  status: z.enum(OnlinePaymentStatus),
  idn: z.string().nullable(),
  expiresAt: z.string().nullable(),
});

export const parentFee = z.object({
  id: z.string(),
  /** `YYYY-MM`. */
  month: z.string(),
  childId: z.string(),
  childName: z.string(),
  activityId: z.string(),
  activityName: z.string(),
  providerId: z.string(),
  providerName: z.string(),
  sessions: z.number().int(),
  baseCents: z.number().int(),
  discountCents: z.number().int(),
  amountCents: z.number().int(),
  paidCents: z.number().int(),
  /** What is still to pay: amount less paid. */
  dueCents: z.number().int(),
  status: z.enum(FeePaymentStatus),
  /** The provider takes online payments (its ePay account is set) and nothing is pending on the fee. */
  isOnlinePaymentPossible: z.boolean(),
  /** The provider takes several fees in one payment (PaymentProviderConfigurationFlags.TransferPaymentEnabled). */
  isTransferPaymentPossible: z.boolean(),
  pendingPayment: pendingPayment.nullable(),
  /** The payment that last credited it (its receipt), else null. */
  lastPaymentId: z.string().nullable(),
  version: z.number().int(),
});
export type ParentFee = z.infer<typeof parentFee>;

const childQuery = { kindergartenId: kindergartenGuard(), studentId: id('Дете') };

export const onlineForm = z.object({
  action: z.string(),
  method: z.literal('POST'),
  fields: z.record(z.string(), z.string()),
});

/** A payment begun on ePay's page: the form the browser posts at once. */
export const pageStart = z.object({
  paymentId: z.string(),
  invoice: z.string(),
  totalCents: z.number().int(),
  form: onlineForm,
});

/** An EasyPay code: 10 digits the parent pays at a desk before `expiresAt`. */
export const easyPayStart = z.object({
  paymentId: z.string(),
  invoice: z.string(),
  totalCents: z.number().int(),
  idn: z.string(),
  expiresAt: z.string(),
});

export const paymentState = z.object({
  id: z.string(),
  method: z.enum(PaymentMethod),
  status: z.enum(OnlinePaymentStatus),
  totalCents: z.number().int(),
  providerName: z.string(),
  invoice: z.string().nullable(),
  idn: z.string().nullable(),
  expiresAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  receiptNumber: z.number().int().nullable(),
  fees: z.array(
    z.object({
      feeId: z.string(),
      month: z.string(),
      activityName: z.string(),
      amountCents: z.number().int(),
    }),
  ),
});
export type PaymentState = z.infer<typeof paymentState>;

/**
 * ePay's notification form (ENCODED and CHECKSUM, whose names may come in either case). The handler reads
 * it, not the schema: the notification URL answers ePay's protocol only (`ERR=<reason>` as text/plain for a
 * missing field, a JSON body or a body over the size limit), never the API's JSON 400.
 */
const notificationBody = z.unknown().meta({ title: 'Известие' });

export const paymentsOnlineRoutes = defineRoutes('payments', {
  parentFees: {
    method: 'GET',
    path: '/api/activities/invoices/parents',
    permission: needs('ActivityFees', 'read'),
    request: {
      query: z.object({
        ...childQuery,
        isPaid: queryBoolean.optional().meta({ title: 'Платени' }),
        ...pageQuery,
      }),
    },
    reply: {
      kind: 'json',
      schema: z.object({ result: z.array(parentFee), rowsCount: z.number().int() }),
      paged: true,
    },
    summary:
      'Таксите на дете за всички месеци, най-новите първи: неплатените (по подразбиране) или платените (isPaid=true)',
  },
  parentUnpaidFees: {
    method: 'GET',
    path: '/api/activities/invoices/parents/not-paid',
    permission: needs('ActivityFees', 'read'),
    request: { query: z.object({ ...childQuery, ...pageQuery }) },
    reply: {
      kind: 'json',
      schema: z.object({
        result: z.array(parentFee),
        rowsCount: z.number().int(),
        transferPaymentEasyPayIdn: z.string().nullable(),
        transferPaymentEasyPayIdnExpirationDate: z.string().nullable(),
        isTransferPaymentPossible: z.boolean(),
      }),
      paged: true,
    },
    summary: 'Неплатените такси на дете с чакащия код за EasyPay и дали може да се платят няколко наведнъж',
  },
  epayData: {
    method: 'GET',
    path: '/api/Activities/payments/epay-data/{id}',
    permission: needs('Payments', 'read'),
    request: {
      path: z.object({ id: id('Такса') }),
      query: z.object({ kindergartenId: kindergartenGuard(), method: pageMethod }),
    },
    reply: { kind: 'json', schema: pageStart },
    summary: 'Започва плащане на една такса с ePay или карта: подписаната форма към ePay.bg',
  },
  easyPayIdn: {
    method: 'GET',
    path: '/api/Activities/payments/easypay-idn/{id}',
    permission: needs('Payments', 'read'),
    request: {
      path: z.object({ id: id('Такса') }),
      query: z.object({ kindergartenId: kindergartenGuard() }),
    },
    reply: { kind: 'json', schema: easyPayStart },
    summary: 'Код за плащане на една такса на каса на EasyPay (10 цифри) и крайният му срок',
  },
  transferEpayData: {
    method: 'GET',
    path: '/api/Activities/payments/transfer/epay-data',
    permission: needs('Payments', 'read'),
    request: { query: z.object({ ...childQuery, feeIds: feeIdsQuery, method: pageMethod }) },
    reply: { kind: 'json', schema: pageStart },
    summary: 'Започва едно плащане на няколко такси на един доставчик с ePay или карта',
  },
  transferEasyPayIdn: {
    method: 'GET',
    path: '/api/Activities/payments/transfer/easypay-idn',
    permission: needs('Payments', 'read'),
    request: { query: z.object({ ...childQuery, feeIds: feeIdsQuery }) },
    reply: { kind: 'json', schema: easyPayStart },
    summary: 'Един код за EasyPay за няколко такси на един доставчик',
  },
  epayRedirectResponse: {
    method: 'POST',
    path: '/api/Activities/payments/epay-redirect-response',
    permission: needs('Payments', 'read'),
    request: { body: z.object({ kindergartenId: kindergartenGuard(), paymentId: id('Плащане') }) },
    reply: { kind: 'json', schema: paymentState },
    // The payment must be the session's kindergarten's; the handler shows a parent only their children's.
    object: kindergartenObject,
    summary:
      'Състоянието на плащане след връщане от ePay.bg (приема се от известието на ePay, не от връщането)',
  },
  // Added (issue #26): a parent back from ePay's page without paying gives the payment up at once, so the fee
  // is payable again without waiting for the expiry (a late PAID is then a late payment, as after expiry).
  abandonPayment: {
    method: 'POST',
    path: '/api/Activities/payments/{id}/abandon',
    permission: needs('Payments', 'read'),
    request: {
      path: z.object({ id: id('Плащане') }),
      body: z.object({ kindergartenId: kindergartenGuard() }),
    },
    reply: { kind: 'json', schema: paymentState },
    // The handler decides by the payment, read under the session's kindergarten (another's: 404): the parent
    // who started it, and the kindergarten's staff who take payments (a rule no object kind states).
    object: 'none',
    summary: 'Отказва започнато плащане с ePay или карта: таксите отново могат да се платят',
  },
  // Added (not among the spec's calls): the URL a provider gives ePay for its notifications.
  epayNotification: {
    method: 'POST',
    path: '/api/activities/payments/epay-notification/{providerId}',
    permission: publicRoute,
    request: {
      path: z.object({ providerId: id('Доставчик') }),
      body: notificationBody,
      encoding: 'form',
      // ePay is answered ERR=<reason> as text for every bad body, a JSON one the kit cannot parse too.
      protocolBody: true,
    },
    reply: fileReplyKind('text/plain'),
    // ePay has no session: the provider's secret (the notification's HMAC) decides, checked before anything.
    object: 'none',
    summary:
      'Известие от ePay.bg за плащания (ENCODED, CHECKSUM); отговор по ред за всяка фактура: OK, ERR или NO',
  },
});
