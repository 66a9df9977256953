import { z } from 'zod';
import { FeePaymentStatus, OnlinePaymentStatus, PaymentMethod } from '../../../enums';
import { paged, pageQuery, saveReply } from '../../../schemas/common';
import { choice, id, kindergartenGuard } from '../../../schemas/fields';
import { activityId } from '../../../schemas/ids';
import { defineRoutes, kindergartenObject, needs } from '../../route';

/**
 * A month's fees of the extra activities (the spec's proforma invoices, docs/areas/activity-fees.md):
 * generated from enrolment, pricing, attendance and discounts; the staff's lists and a child's fees with the
 * payments against them; deleting an unpaid fee; telling the parents a month's fees are ready.
 */

/** The Bulgarian labels of FeePaymentStatus (the status badge, the filter). */
export const feeStatusLabels: Record<FeePaymentStatus, string> = {
  [FeePaymentStatus.Undefined]: 'Неизвестен',
  [FeePaymentStatus.Paid]: 'Платена',
  [FeePaymentStatus.PartiallyPaid]: 'Частично платена',
  [FeePaymentStatus.NotPaid]: 'Неплатена',
  [FeePaymentStatus.WaitingExternal]: 'Чака онлайн плащане',
};

/** The spec's default of the status filter (§4, §9: "Неплатени"): NotPaid and PartiallyPaid. */
export const unpaidStatuses: FeePaymentStatus[] = [FeePaymentStatus.NotPaid, FeePaymentStatus.PartiallyPaid];

export const feeRow = z.object({
  id: z.string(),
  /** `YYYY-MM`. */
  month: z.string(),
  childId: z.string(),
  childName: z.string(),
  groupId: z.string().nullable(),
  activityId: z.string(),
  activityName: z.string(),
  providerId: z.string(),
  providerName: z.string(),
  pricing: z.enum(['month', 'session', 'mixed', 'day']),
  priceCents: z.number().int(),
  /** Sessions attended (per session, mixed), the child's sessions held (monthly) or days charged (day rate). */
  sessions: z.number().int(),
  /** Mixed: the part proportional to attendance as priced (in `baseCents`). */
  variableCents: z.number().int(),
  /** The session days the activity held in the month. */
  heldSessions: z.number().int(),
  /** Day rate: session days not charged for a medical notice. */
  freeDays: z.number().int(),
  baseCents: z.number().int(),
  /** The child's place among its siblings in the activity that month (1: the first or an only child). */
  siblingOrder: z.number().int(),
  siblingDiscountPercent: z.number(),
  /** The sibling part of `discountCents`. */
  siblingDiscountCents: z.number().int(),
  /** The child's or the provider's percent, of what the sibling discount left. */
  discountPercent: z.number(),
  /** Every discount together: `baseCents - discountCents = amountCents`. */
  discountCents: z.number().int(),
  amountCents: z.number().int(),
  paidCents: z.number().int(),
  status: z.enum(FeePaymentStatus),
  /** An online payment of it is in progress (it cannot be deleted or recomputed meanwhile). */
  hasPendingPayment: z.boolean(),
  notifiedAt: z.string().nullable(),
  createdAt: z.string(),
  version: z.number().int(),
});
export type FeeRow = z.infer<typeof feeRow>;

export const feePayment = z.object({
  id: z.string(),
  method: z.enum(PaymentMethod),
  status: z.enum(OnlinePaymentStatus),
  /** What this payment pays of the fee. */
  amountCents: z.number().int(),
  /** The whole payment (several fees in a batch). */
  totalCents: z.number().int(),
  batch: z.boolean(),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
  receiptNumber: z.number().int().nullable(),
  cashierName: z.string().nullable(),
  payerName: z.string().nullable(),
});

export const childMonthFees = z.object({
  studentId: z.string(),
  studentName: z.string(),
  month: z.string(),
  fees: z.array(feeRow.extend({ payments: z.array(feePayment) })),
  amountCents: z.number().int(),
  paidCents: z.number().int(),
});
export type ChildMonthFees = z.infer<typeof childMonthFees>;

export const feeMonthSummary = z.object({
  /** `YYYY-MM`. */
  month: z.string(),
  fees: z.number().int(),
  notified: z.number().int(),
  notNotified: z.number().int(),
  children: z.number().int(),
  /** Parents told of at least one of the month's fees (the guardians when they were told). */
  parentsNotified: z.number().int(),
  amountCents: z.number().int(),
  paidCents: z.number().int(),
  notNotifiedAmountCents: z.number().int(),
});
export type FeeMonthSummary = z.infer<typeof feeMonthSummary>;

/** A month's generation (the activities' and, issue #33, the kindergarten's fees). */
export const generationReply = saveReply.extend({
  /** The month's fees of what was generated, after the run. */
  count: z.number().int(),
  created: z.number().int(),
  recomputed: z.number().int(),
  /** Paid, partly paid or pending fees left as they were. */
  kept: z.number().int(),
  /** Unpaid fees of a month after the child left the kindergarten (generated before the leave): deleted. */
  removed: z.number().int(),
});

const monthFields = {
  year: z.coerce.number().int().min(2000).max(2099).meta({ title: 'Година' }),
  month: z.coerce.number().int().min(1).max(12).meta({ title: 'Месец' }),
};

const monthBody = z.object({
  kindergartenId: kindergartenGuard(),
  ...monthFields,
  /** Only this activity's fees; none: every activity's. */
  activityId: activityId().optional(),
});

const statusesQuery = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) =>
    v === undefined ? undefined : (Array.isArray(v) ? v : v.split(',')).filter(Boolean).map(Number),
  )
  .pipe(z.array(choice(FeePaymentStatus, 'Статус')).max(5).optional())
  .meta({ title: 'Статус' });

export const paymentsFeeRoutes = defineRoutes('payments', {
  generateProformaInvoices: {
    method: 'POST',
    path: '/api/activities/generate-proforma-invoices',
    permission: needs('ActivityFees', 'create'),
    // The body may name one activity: it must be the session's kindergarten's.
    object: kindergartenObject,
    request: { body: monthBody },
    reply: {
      kind: 'json',
      schema: generationReply,
    },
    summary:
      'Генерира таксите на месеца (всички дейности или една): по една на дете, записано поне един ден до напускането на градината; повторно генериране преизчислява само неплатените без плащане, създава липсващите и изтрива неплатените такси на дете, напуснало преди месеца',
  },
  feesOfMonth: {
    method: 'GET',
    path: '/api/activities/invoices',
    permission: needs('ActivityFees', 'read'),
    request: {
      query: z.object({
        kindergartenId: kindergartenGuard(),
        ...monthFields,
        activityId: id('Дейност').optional(),
        groupId: id('Група').optional(),
        statuses: statusesQuery,
        ...pageQuery,
      }),
    },
    reply: {
      kind: 'json',
      schema: paged(feeRow).extend({ dueCents: z.number().int(), paidCents: z.number().int() }),
      paged: true,
    },
    summary:
      'Таксите на месеца за персонала (филтри: дейност, група, статус; по подразбиране неплатени и частично платени), със сумите дължими и платени',
  },
  childFeesOfMonth: {
    method: 'GET',
    path: '/api/activities/invoices/{year}/{month}/{studentId}',
    permission: needs('ActivityFees', 'read'),
    request: {
      path: z.object({ ...monthFields, studentId: id('Дете') }),
      query: z.object({ kindergartenId: kindergartenGuard() }),
    },
    reply: { kind: 'json', schema: childMonthFees },
    summary: 'Таксите на дете за месеца с плащанията по тях (персонал или родител на детето)',
  },
  deleteFee: {
    method: 'DELETE',
    path: '/api/activities/invoices/{id}',
    permission: needs('ActivityFees', 'delete'),
    object: kindergartenObject,
    request: { path: z.object({ id: id('Такса') }) },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Изтрива неплатена такса без плащания (409 за платена, частично платена или чакаща плащане)',
  },
  notifyFees: {
    method: 'POST',
    path: '/api/activities/invoices/notify',
    permission: needs('ActivityFees', 'update'),
    object: kindergartenObject,
    request: { body: monthBody },
    reply: {
      kind: 'json',
      schema: saveReply.extend({ count: z.number().int(), parents: z.number().int() }),
    },
    summary:
      'Известява родителите, че таксите на месеца са готови (известие и съобщение, по едно на родител); повторно: само за таксите, за които още не са известени',
  },
  feeNotificationSummary: {
    method: 'GET',
    path: '/api/activities/invoices/notification-summary',
    permission: needs('ActivityFees', 'read'),
    request: {
      query: z.object({
        kindergartenId: kindergartenGuard(),
        year: monthFields.year,
        month: monthFields.month.optional(),
      }),
    },
    reply: { kind: 'json', schema: z.array(feeMonthSummary) },
    summary:
      'По месеци на годината (или за един месец): такси, известени и неизвестени, известени родители, суми дължими и платени',
  },
});
