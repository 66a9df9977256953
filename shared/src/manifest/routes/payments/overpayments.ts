import { z } from 'zod';
import { OverpaymentStatus, PaymentMethod } from '../../../enums';
import { dateField } from '../../../schemas/dates';
import { choice, fileReplyKind, id, kindergartenGuard, optionalText, text } from '../../../schemas/fields';
import { versionField } from '../../../schemas/version';
import { defineRoutes, needs } from '../../route';

/**
 * Overpayments (issue #25, docs/areas/overpayments.md): money ePay took for fees already paid another way (a
 * PAID after the online payment ended) or beyond what a fee still owed. Not revenue: listed on the staff
 * screen „Надплатени суми“ until the director records its refund (cash with a РКО, bank transfer or ePay's
 * refund), and shown to the parent on the fees page.
 */

/** How money is refunded: in cash (a РКО is issued), by bank transfer or by ePay's refund. */
export const refundMethods = [PaymentMethod.Cash, PaymentMethod.Bank, PaymentMethod.EPay] as const;

export const overpaymentStatusLabels: Record<OverpaymentStatus, string> = {
  [OverpaymentStatus.ToRefund]: 'За връщане',
  [OverpaymentStatus.Refunded]: 'Върната',
};

export const refundMethodLabels: Record<(typeof refundMethods)[number], string> = {
  [PaymentMethod.Cash]: 'В брой (РКО)',
  [PaymentMethod.Bank]: 'Банков превод',
  [PaymentMethod.EPay]: 'Възстановяване през ePay.bg',
};

export const refund = z.object({
  method: z.enum(PaymentMethod),
  /** `YYYY-MM-DD`. */
  date: z.string(),
  /** The РКО's number (cash), the bank's or ePay's reference. */
  documentNumber: z.string(),
  recipientName: z.string(),
  recipientDocument: z.string().nullable(),
  note: z.string().nullable(),
  recordedByName: z.string(),
  recordedAt: z.string(),
});

export const overpayment = z.object({
  id: z.string(),
  paymentId: z.string(),
  providerName: z.string(),
  /** ePay's INVOICE of the payment. */
  invoice: z.string().nullable(),
  method: z.enum(PaymentMethod),
  childId: z.string(),
  childName: z.string(),
  /** The parent who paid (to whom the money goes back). */
  payerName: z.string(),
  fees: z.array(
    z.object({
      feeId: z.string(),
      month: z.string(),
      activityName: z.string(),
      amountCents: z.number().int(),
    }),
  ),
  amountCents: z.number().int(),
  paidAt: z.string(),
  status: z.enum(OverpaymentStatus),
  refund: refund.nullable(),
  version: z.number().int(),
});
export type Overpayment = z.infer<typeof overpayment>;

const listReply = z.object({
  result: z.array(overpayment),
  rowsCount: z.number().int(),
  /** The sum still to refund, in cents. */
  toRefundCents: z.number().int(),
});

const refundMethod = z.coerce
  .number({ error: 'Полето "Начин на връщане" е задължително.' })
  .refine((m) => (refundMethods as readonly number[]).includes(m), {
    error: 'Полето "Начин на връщане" трябва да е в брой (2), банков превод (1) или ePay.bg (4).',
  })
  .transform((m) => m as (typeof refundMethods)[number])
  .meta({ title: 'Начин на връщане' });

export const refundBody = z
  .object({
    kindergartenId: kindergartenGuard(),
    method: refundMethod,
    date: dateField('Дата на връщане'),
    recipientName: text('Получател', 100),
    /** Cash: the recipient's identity document as the РКО prints it (e.g. „л.к. № 645123456, МВР София“). */
    recipientDocument: optionalText('Документ за самоличност', 120),
    /** Bank or ePay: the transfer's or ePay's refund reference. */
    reference: optionalText('Референция', 60),
    note: optionalText('Основание', 200),
    version: versionField(),
  })
  .superRefine((b, ctx) => {
    if (b.method === PaymentMethod.Cash && !b.recipientDocument?.trim())
      ctx.addIssue({
        code: 'custom',
        path: ['recipientDocument'],
        message: 'Полето "Документ за самоличност" е задължително при връщане в брой (РКО).',
      });
    if (b.method !== PaymentMethod.Cash && !b.reference?.trim())
      ctx.addIssue({
        code: 'custom',
        path: ['reference'],
        message: 'Полето "Референция" е задължително при връщане по банков път или през ePay.bg.',
      });
  });

export const paymentsOverpaymentRoutes = defineRoutes('payments', {
  overpayments: {
    method: 'GET',
    path: '/api/activities/payments/overpayments',
    permission: needs('Payments', 'update'),
    request: {
      query: z.object({
        kindergartenId: kindergartenGuard(),
        status: z.coerce.number().pipe(choice(OverpaymentStatus, 'Състояние')).optional(),
      }),
    },
    reply: { kind: 'json', schema: listReply },
    summary: 'Надплатените суми (плащания от ePay за вече платени такси), най-новите първи (добавен от нас)',
  },
  refundOverpayment: {
    method: 'POST',
    path: '/api/activities/payments/overpayments/{id}/refund',
    permission: needs('Payments', 'update'),
    // The overpayment is read under the session's kindergarten's key (another's is "not found"), and only
    // the director or the administrator hold Payments update: the route's right decides the rest.
    object: 'none',
    request: { path: z.object({ id: id('Надплатена сума') }), body: refundBody },
    reply: {
      kind: 'json',
      schema: z.object({ id: z.string(), documentNumber: z.string(), version: z.number().int() }),
    },
    summary:
      'Записва връщането на надплатена сума: в брой с разходен касов ордер (номер от поредицата на РКО), по банка или през ePay.bg с референция (добавен от нас)',
  },
  overpaymentVoucher: {
    method: 'GET',
    path: '/api/activities/payments/overpayments/{id}/voucher',
    permission: needs('Payments', 'update'),
    request: { path: z.object({ id: id('Надплатена сума') }) },
    reply: fileReplyKind('application/pdf'),
    summary: 'Разходният касов ордер на върната в брой надплатена сума (PDF) (добавен от нас)',
  },
  parentOverpayments: {
    method: 'GET',
    path: '/api/activities/invoices/parents/overpayments',
    permission: needs('ActivityFees', 'read'),
    request: { query: z.object({ kindergartenId: kindergartenGuard(), studentId: id('Дете') }) },
    reply: { kind: 'json', schema: z.object({ result: z.array(overpayment), rowsCount: z.number().int() }) },
    summary: 'Надплатените суми за дете и дали са върнати; родител: само за свое дете (добавен от нас)',
  },
});
