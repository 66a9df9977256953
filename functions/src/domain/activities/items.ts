import type {
  ActivityEnrollmentStatus,
  FeeAmountBasis,
  FeePaymentStatus,
  OnlinePaymentStatus,
  PaymentMethod,
} from '@gradina/shared';
import { FeeScope } from '@gradina/shared';
import type { Month } from './keys';

/**
 * The stored shapes of the extra activities and their fees (keys in `keys.ts`). Money is integer euro cents
 * everywhere (`…Cents`); dates are `YYYY-MM-DD`, instants ISO strings. Every item a person edits carries a
 * `version` (the data kit's optimistic lock).
 */

export interface ActivityTypeItem {
  id: string;
  name: string;
  /** Activities of this type in any kindergarten (ADD ±1 with each activity write: `typeUseChange`). */
  usedBy: number;
  version: number;
}

/**
 * A provider (national). `sealedSecret` is the ePay secret sealed by `platform/secrets` with the context
 * `{ providerId }`: only the payments' code opens it, no reply carries it, nothing logs it.
 */
export interface ProviderItem {
  id: string;
  name: string;
  /** ЕИК/БУЛСТАТ of the provider, for receipts and (issue #17) invoices and protocols. */
  eik: string;
  address: string | null;
  contactName: string | null;
  phone: string | null;
  email: string | null;
  /** ePay КИН (MIN) of the provider's merchant account; null until entered. */
  min: string | null;
  sealedSecret: string | null;
  /** PaymentProviderConfigurationFlags, OR-ed as the stages are reached. */
  configuration: number;
  /** Why the last webhook test failed (shown to the Master until reset), else null. */
  configurationError: string | null;
  /** The last ePay INVOICE number given (ADD 1 per payment attempt; never reused). */
  lastInvoice: number;
  /** Default discount in percent (0…100) the provider gives every child (e.g. a season discount). */
  defaultDiscountPercent: number;
  /** The provider accepts batch (transfer) payments: with the webhook verified, TransferPaymentReady. */
  acceptsTransferPayments: boolean;
  /** Activities run by this provider in any kindergarten (ADD ±1: `providerUseChange`). */
  usedBy: number;
  version: number;
  createdAt: string;
}

/** One per kindergarten with activities (`activityKeys.kindergartenWithActivities`); ADD ±1. */
export interface KindergartenWithActivitiesItem {
  kindergartenId: string;
  activitiesCount: number;
}

export interface ScheduleSlot {
  /** 1 Monday … 7 Sunday (the spec's weekdays). */
  weekday: number;
  /** `HH:mm` on the Sofia clock. */
  from: string;
  to: string;
}

/**
 * How an activity charges (docs/areas/activity-fees.md, "Pricing"): a fixed monthly price; a price for each
 * attended session; a fixed part plus a part proportional to the sessions attended (`mixed`, the part in
 * `variableCents`); a rate for each session day the child is enrolled on, the days of a medical notice free
 * (`day`).
 */
export type ActivityPricing = 'month' | 'session' | 'mixed' | 'day';

export interface ActivityItem {
  id: string;
  kindergartenId: string;
  name: string;
  typeId: string;
  typeName: string;
  providerId: string;
  providerName: string;
  /** The staff member who marks the activity's attendance (a teacher, or the provider's person with an
   * account in the kindergarten); null: only the managers mark it. */
  teacherId: string | null;
  teacherName: string | null;
  /** The kindergarten groups whose children may take part. */
  groupIds: string[];
  schedule: ScheduleSlot[];
  pricing: ActivityPricing;
  /** The monthly price, the price of a session, the fixed part (`mixed`) or the day's rate (`day`). */
  priceCents: number;
  /** `mixed`: the part paid in proportion to the sessions attended of those held. Absent: 0. */
  variableCents?: number;
  /** Siblings (children sharing a guardian) in the activity: the second pays this percent less. Absent: 0. */
  siblingSecondPercent?: number;
  /** Siblings: the third and every later one pay nothing (else they get `siblingSecondPercent`). */
  siblingThirdFree?: boolean;
  /** The kindergarten's share of what is collected (issue #17's protocols), in percent of `shareBasis`. */
  kindergartenSharePercent: number;
  shareBasis: FeeAmountBasis;
  /** Parents may ask to take a child off the activity (`with-delistment-enabled`), giving `noticeDays`. */
  delistmentEnabled: boolean;
  delistmentNoticeDays: number;
  /** Parents may ask to enrol (the enrolment form lists the activity). */
  enrollmentOpen: boolean;
  /** The season, `YYYY-MM-DD`. */
  fromDate: string;
  toDate: string;
  /** Children enrolled today (moved with each enrolment and leave). */
  enrolledCount: number;
  /**
   * The activity's fees (ADD +1 by the fees' generation for each fee it creates, -1 when an unpaid fee is
   * deleted, in the same transaction): an activity with fees is not deleted. Absent: none yet.
   */
  feesCount?: number;
  version: number;
  createdAt: string;
}

export interface EnrollmentPeriod {
  from: string;
  /** The last day the child takes part; null: still enrolled. */
  to: string | null;
}

/** A child's place in an activity. Leaving closes the last period; the item stays as the history. */
export interface EnrollmentItem {
  kindergartenId: string;
  activityId: string;
  activityName: string;
  providerId: string;
  childId: string;
  childName: string;
  groupId: string | null;
  status: ActivityEnrollmentStatus;
  periods: EnrollmentPeriod[];
  version: number;
}

export interface EnrollmentRequestItem {
  id: string;
  kindergartenId: string;
  activityId: string;
  activityName: string;
  childId: string;
  childName: string;
  groupId: string | null;
  /** Waiting → Approved or Canceled (ActivityEnrollmentStatus). */
  status: ActivityEnrollmentStatus;
  /** The first day asked for. */
  fromDate: string;
  note: string | null;
  requestedBy: string;
  requestedByName: string;
  decidedBy: string | null;
  decidedAt: string | null;
  createdAt: string;
  version: number;
}

/**
 * An activity's attendance of one month: attribute `a#<childId>#<DD>` = 1 present, 2 absent, for the
 * session days marked. One attribute per child and day, so two people marking different cells never lose
 * each other's mark and no nested map has to exist first.
 */
export const activityMark = { present: 1, absent: 2 } as const;
export const markAttribute = (childId: string, day: number) => `a#${childId}#${String(day).padStart(2, '0')}`;

/** The marks of an attendance month item, by child: the days present and absent. Pure. */
export function marksOf(
  item: Record<string, unknown> | undefined,
): Map<string, { present: number[]; absent: number[] }> {
  const out = new Map<string, { present: number[]; absent: number[] }>();
  for (const [name, value] of Object.entries(item ?? {})) {
    const m = /^a#(.+)#(\d\d)$/.exec(name);
    if (!m) continue;
    const row = out.get(m[1]!) ?? { present: [], absent: [] };
    if (value === activityMark.present) row.present.push(Number(m[2]));
    else if (value === activityMark.absent) row.absent.push(Number(m[2]));
    out.set(m[1]!, row);
  }
  for (const row of out.values()) {
    row.present.sort((a, b) => a - b);
    row.absent.sort((a, b) => a - b);
  }
  return out;
}

/** The kindergarten's discounts in percent: a provider's default for every child, and per child. */
export interface DiscountsItem {
  byProvider: Record<string, number>;
  byChild: Record<string, number>;
  version: number;
}

/** A child's fee of one activity and month. */
export interface FeeItem {
  id: string;
  kindergartenId: string;
  scope: FeeScope;
  month: Month;
  childId: string;
  childName: string;
  groupId: string | null;
  activityId: string;
  activityName: string;
  providerId: string;
  providerName: string;
  pricing: ActivityPricing;
  priceCents: number;
  /** Sessions attended (per-session, mixed), the child's sessions held (monthly) or days charged (day). */
  sessions: number;
  /** Mixed: the part proportional to attendance, as priced (absent on older fees: 0). */
  variableCents?: number;
  /** The session days the activity held in the month (the mixed part's denominator). */
  heldSessions?: number;
  /** Day rate: the session days not charged for a medical notice. */
  freeDays?: number;
  baseCents: number;
  /** The child's or the provider's discount (percent of what is left after the sibling discount). */
  discountPercent: number;
  /** Every discount together (sibling and percent): base less discount is what is due. */
  discountCents: number;
  /** The child's place among its siblings in the activity this month (1: the first, or no sibling). */
  siblingOrder?: number;
  siblingDiscountPercent?: number;
  /** The sibling part of `discountCents`. */
  siblingDiscountCents?: number;
  /** What is due: base less discount. */
  amountCents: number;
  paidCents: number;
  status: FeePaymentStatus;
  /** The online payment in progress for it (status WaitingExternal), else null. */
  pendingPaymentId: string | null;
  /** The payment that last credited it (the receipt a parent opens from the fee), else absent. */
  lastPaymentId?: string | null;
  /** When the parents were told the month's fees are ready. */
  notifiedAt: string | null;
  createdAt: string;
  version: number;
}

/** What a payment pays of one fee. */
export interface PaidFee {
  feeId: string;
  childId: string;
  childName: string;
  month: Month;
  activityId: string;
  activityName: string;
  amountCents: number;
  /** Set for a kindergarten fee (issue #33), so the aggregates count it apart; absent: an activity fee. */
  scope?: typeof FeeScope.Kindergarten;
}

/** The line of a payment that pays `amountCents` of the fee. */
export const paidFeeOf = (fee: FeeItem, amountCents: number): PaidFee => ({
  feeId: fee.id,
  childId: fee.childId,
  childName: fee.childName,
  month: fee.month,
  activityId: fee.activityId,
  activityName: fee.activityName,
  amountCents,
  ...(fee.scope === FeeScope.Kindergarten ? { scope: FeeScope.Kindergarten } : {}),
});

/**
 * A payment: online (ePay account, card, EasyPay code; `status` follows ePay) or recorded by staff (cash,
 * bank, POS: `Paid` at once, with the cashier). One payment may pay several fees of one provider (a batch).
 */
export interface PaymentItem {
  id: string;
  kindergartenId: string;
  method: PaymentMethod;
  status: OnlinePaymentStatus;
  providerId: string;
  providerName: string;
  fees: PaidFee[];
  totalCents: number;
  childIds: string[];
  /** A payment of several fees at once (the spec's batch and transfer payments). */
  batch: boolean;
  /** ePay's INVOICE (digits) of an online payment. */
  invoice: string | null;
  /** EasyPay code and its deadline. */
  idn: string | null;
  expiresAt: string | null;
  /** ePay's PAID details. */
  paidAt: string | null;
  stan: string | null;
  bcode: string | null;
  /** The kindergarten's receipt number, given when the payment is made (`counter RECEIPT`). */
  receiptNumber: number | null;
  cashierId: string | null;
  cashierName: string | null;
  payerName: string | null;
  note: string | null;
  /**
   * What ePay took beyond the fees (a PAID after the payment ended, for fees paid meanwhile): to refund, in
   * cents; kept as an overpayment item (payments/overpayments). `fees` and `totalCents` then hold only what
   * was credited, `takenCents` what ePay took.
   */
  overpaidCents?: number;
  takenCents?: number;
  /** Set when our expiry job ended the Waiting payment (its EXP_TIME plus the grace period passed). */
  expiredAt?: string;
  createdBy: string;
  createdAt: string;
  version: number;
}
