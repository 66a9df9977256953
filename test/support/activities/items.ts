import { randomInt, randomUUID } from 'node:crypto';
import { storedFee as feeWithKeys } from '../../../functions/src/areas/payments/fees/items';
import {
  type ActivityItem,
  type EnrollmentItem,
  type FeeItem,
  type PaymentItem,
  paidFeeOf,
} from '../../../functions/src/domain/activities/items';
import { activityKeys, feeIdOf } from '../../../functions/src/domain/activities/keys';
import { getItem, putIfAbsent, putItem, updateItem } from '../../../functions/src/platform/db';
import {
  ActivityEnrollmentStatus,
  FeeAmountBasis,
  FeePaymentStatus,
  FeeScope,
  OnlinePaymentStatus,
  PaymentMethod,
} from '../../../shared/src/enums';

/**
 * One builder per item kind of extra activities (activity, enrolment, fee, payment), written with the
 * activities kit's keys and shapes as the routes leave them. A suite states its world with overrides; the
 * suites' own modules only add what their world needs beyond these (counters, requests, marks).
 */

/** A child as the builders name and place it (a fee may be of a child in no group). */
export interface Kid {
  id: string;
  firstName: string;
  lastName: string;
  groupId: string;
}
export type FeeChild = Omit<Kid, 'groupId'> & { groupId?: string | null };

const nameOf = (kid: FeeChild) => `${kid.firstName} ${kid.lastName}`;

/** An activity on Tuesdays and Thursdays, monthly at 40 €, open for requests, 2026-09-15 to 2027-06-30. */
export const activityItem = (kindergartenId: string, o: Partial<ActivityItem> = {}): ActivityItem => ({
  id: randomUUID(),
  kindergartenId,
  name: 'Народни танци',
  typeId: 'dance',
  typeName: 'Танци',
  providerId: 'rhythm',
  providerName: '„Танцово студио Ритъм“ ЕООД',
  teacherId: null,
  teacherName: null,
  groupIds: [],
  schedule: [
    { weekday: 2, from: '16:00', to: '16:45' },
    { weekday: 4, from: '16:00', to: '16:45' },
  ],
  pricing: 'month',
  priceCents: 4000,
  kindergartenSharePercent: 10,
  shareBasis: FeeAmountBasis.PaidAmount,
  delistmentEnabled: false,
  delistmentNoticeDays: 0,
  enrollmentOpen: true,
  fromDate: '2026-09-15',
  toDate: '2027-06-30',
  enrolledCount: 0,
  version: 1,
  createdAt: '2026-09-01T08:00:00.000Z',
  ...o,
});

const activityRecord = (item: ActivityItem) => ({
  ...activityKeys.activity(item.kindergartenId, item.id),
  type: 'Activity',
  ...item,
});

export async function anActivity(kindergartenId: string, o: Partial<ActivityItem> = {}) {
  const item = activityItem(kindergartenId, o);
  await putItem(activityRecord(item));
  return item;
}

/** The activity with this id, written once (a later call finds it and keeps its counters). */
export async function theActivity(kindergartenId: string, o: Partial<ActivityItem> & { id: string }) {
  const item = activityItem(kindergartenId, o);
  await putIfAbsent(activityRecord(item));
  return item;
}

/** Enrols the child from `from` (until `to`, the last day; null: still enrolled), counted on the activity. */
export async function enrol(activity: ActivityItem, kid: Kid, from = '2026-09-15', to: string | null = null) {
  const kg = activity.kindergartenId;
  const item: EnrollmentItem = {
    kindergartenId: kg,
    activityId: activity.id,
    activityName: activity.name,
    providerId: activity.providerId,
    childId: kid.id,
    childName: nameOf(kid),
    groupId: kid.groupId,
    status: ActivityEnrollmentStatus.Approved,
    periods: [{ from, to }],
    version: 1,
  };
  await putItem({
    ...activityKeys.enrollment(kg, activity.id, kid.id),
    ...activityKeys.activitiesOfChild(kg, kid.id, activity.id),
    type: 'ActivityEnrollment',
    ...item,
  });
  await updateItem(activityKeys.activity(kg, activity.id), { add: { enrolledCount: 1 } });
  return item;
}

/** What a fee is for: an activity written by `anActivity`, or a provider (with an activity of its own). */
export interface FeeFields extends Partial<FeeItem> {
  activity?: ActivityItem;
  provider?: { id: string; name: string };
}

const statusOf = (paidCents: number, amountCents: number) =>
  paidCents === 0
    ? FeePaymentStatus.NotPaid
    : paidCents >= amountCents
      ? FeePaymentStatus.Paid
      : FeePaymentStatus.PartiallyPaid;

/**
 * The child's fee of a month as generation writes it (the id of the child, month and activity), 40 € of 8
 * sessions unless the fields say otherwise; its status follows `paidCents`.
 */
export async function aFee(kindergartenId: string, kid: FeeChild, month: string, fields: FeeFields = {}) {
  const { activity, provider, ...o } = fields;
  const activityId = o.activityId ?? activity?.id ?? (provider ? `${provider.id}-act` : 'dance');
  const amountCents = o.amountCents ?? activity?.priceCents ?? 4000;
  const paidCents = o.paidCents ?? 0;
  const item: FeeItem = {
    id: feeIdOf(kid.id, month, activityId),
    kindergartenId,
    scope: FeeScope.Activities,
    month,
    childId: kid.id,
    childName: nameOf(kid),
    groupId: kid.groupId ?? null,
    activityId,
    activityName: activity?.name ?? 'Народни танци',
    providerId: provider?.id ?? activity?.providerId ?? 'rhythm',
    providerName: provider?.name ?? activity?.providerName ?? '„Танцово студио Ритъм“ ЕООД',
    pricing: activity?.pricing ?? 'month',
    priceCents: activity?.priceCents ?? amountCents,
    sessions: 8,
    baseCents: amountCents,
    discountPercent: 0,
    discountCents: 0,
    amountCents,
    paidCents,
    status: statusOf(paidCents, amountCents),
    pendingPaymentId: null,
    notifiedAt: null,
    createdAt: `${month}-28T08:00:00.000Z`,
    version: 1,
    ...o,
  };
  await putItem(feeWithKeys(item));
  return item;
}

/** A paid ePay payment of the whole fee (as PAY's webhook leaves it) unless `o` says otherwise. */
export async function aPayment(fee: FeeItem, o: Partial<PaymentItem> = {}): Promise<PaymentItem> {
  const item: PaymentItem = {
    id: randomUUID(),
    kindergartenId: fee.kindergartenId,
    method: PaymentMethod.EPay,
    status: OnlinePaymentStatus.Paid,
    providerId: fee.providerId,
    providerName: fee.providerName,
    fees: [paidFeeOf(fee, o.totalCents ?? fee.amountCents)],
    totalCents: fee.amountCents,
    childIds: [fee.childId],
    batch: false,
    invoice: String(randomInt(1, 1_000_000)),
    idn: null,
    expiresAt: null,
    paidAt: '2026-11-20T10:15:00.000Z',
    stan: '004321',
    bcode: 'X9Y8Z7',
    receiptNumber: null,
    cashierId: null,
    cashierName: null,
    payerName: null,
    note: null,
    createdBy: 'parent',
    createdAt: '2026-11-20T10:10:00.000Z',
    version: 1,
    ...o,
  };
  await putItem({
    ...activityKeys.payment(item.kindergartenId, item.id),
    ...activityKeys.paymentsOfMonth(item.kindergartenId, item.createdAt.slice(0, 7), item.createdAt, item.id),
    type: 'ActivityPayment',
    ...item,
  });
  return item;
}

/** What PAY does when a parent starts paying a fee online: the fee waits for that payment. */
export const holdForOnlinePayment = (fee: Pick<FeeItem, 'kindergartenId' | 'id'>, paymentId = randomUUID()) =>
  updateItem(activityKeys.fee(fee.kindergartenId, fee.id), {
    set: { status: FeePaymentStatus.WaitingExternal, pendingPaymentId: paymentId },
    add: { version: 1 },
  });

export const storedFee = (kindergartenId: string, id: string) =>
  getItem<FeeItem>(activityKeys.fee(kindergartenId, id), { consistent: true });
