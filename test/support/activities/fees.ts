import { randomUUID } from 'node:crypto';
import { storedFee as feeItem } from '../../../functions/src/areas/payments/fees/items';
import {
  type ActivityItem,
  activityMark,
  type EnrollmentItem,
  type FeeItem,
  markAttribute,
  type PaymentItem,
} from '../../../functions/src/platform/activities/items';
import { activityKeys, feeIdOf } from '../../../functions/src/platform/activities/keys';
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
 * The fees suites' world of extra activities, written with the activities kit's keys and shapes (the
 * activities area's routes are another helper's and may not exist yet): activities, enrolments, a month's
 * attendance marks, discounts; and what PAY and CASH would do to a fee (a payment in progress, a payment).
 */

export interface Kid {
  id: string;
  firstName: string;
  lastName: string;
  groupId: string;
}

const activityOf = (kindergartenId: string, o: Partial<ActivityItem> = {}): ActivityItem => ({
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
  // Tuesdays and Thursdays
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

export async function anActivity(
  kindergartenId: string,
  o: Partial<ActivityItem> = {},
): Promise<ActivityItem> {
  const item = activityOf(kindergartenId, o);
  await putItem({ ...activityKeys.activity(kindergartenId, item.id), type: 'Activity', ...item });
  return item;
}

/** The activity with this id, written once (a later call finds it and keeps its fees count). */
export async function theActivity(kindergartenId: string, o: Partial<ActivityItem> & { id: string }) {
  const item = activityOf(kindergartenId, o);
  await putIfAbsent({ ...activityKeys.activity(kindergartenId, item.id), type: 'Activity', ...item });
  return item;
}

/** An unpaid fee of the activity written as generation writes it, counted on the activity. */
export async function anUnpaidFee(activity: ActivityItem, childId: string, month: string): Promise<FeeItem> {
  const fee: FeeItem = {
    id: randomUUID().replaceAll('-', ''),
    kindergartenId: activity.kindergartenId,
    scope: FeeScope.Activities,
    month,
    childId,
    childName: 'Пример Примеров',
    groupId: null,
    activityId: activity.id,
    activityName: activity.name,
    providerId: activity.providerId,
    providerName: activity.providerName,
    pricing: activity.pricing,
    priceCents: activity.priceCents,
    sessions: 4,
    baseCents: activity.priceCents,
    discountPercent: 0,
    discountCents: 0,
    amountCents: activity.priceCents,
    paidCents: 0,
    status: FeePaymentStatus.NotPaid,
    pendingPaymentId: null,
    notifiedAt: null,
    createdAt: `${month}-01T08:00:00.000Z`,
    version: 1,
  };
  await putItem(feeItem(fee));
  await updateItem(activityKeys.activity(activity.kindergartenId, activity.id), { add: { feesCount: 1 } });
  return fee;
}

/** Enrols the child from `from` (until `to`, the last day; null: still enrolled). */
export async function enrol(activity: ActivityItem, kid: Kid, from = '2026-09-15', to: string | null = null) {
  const item: EnrollmentItem = {
    kindergartenId: activity.kindergartenId,
    activityId: activity.id,
    activityName: activity.name,
    providerId: activity.providerId,
    childId: kid.id,
    childName: `${kid.firstName} ${kid.lastName}`,
    groupId: kid.groupId,
    status: ActivityEnrollmentStatus.Approved,
    periods: [{ from, to }],
    version: 1,
  };
  await putItem({
    ...activityKeys.enrollment(activity.kindergartenId, activity.id, kid.id),
    ...activityKeys.activitiesOfChild(activity.kindergartenId, kid.id, activity.id),
    type: 'ActivityEnrollment',
    ...item,
  });
}

/** Marks the child present on `present` and absent on `absent` (days of the month) at the activity. */
export async function markSessions(
  activity: ActivityItem,
  month: string,
  kid: Kid,
  present: number[],
  absent: number[] = [],
) {
  const key = activityKeys.attendanceMonth(activity.kindergartenId, activity.id, month);
  const set = Object.fromEntries([
    ...present.map((d) => [markAttribute(kid.id, d), activityMark.present]),
    ...absent.map((d) => [markAttribute(kid.id, d), activityMark.absent]),
  ]);
  await updateItem(key, {
    set: { ...set, kindergartenId: activity.kindergartenId, activityId: activity.id, month },
  });
}

export const setDiscounts = (
  kindergartenId: string,
  byProvider: Record<string, number>,
  byChild: Record<string, number>,
) =>
  putItem({
    ...activityKeys.discounts(kindergartenId),
    type: 'ActivityDiscounts',
    byProvider,
    byChild,
    version: 1,
  });

export const feeId = (kid: Kid, month: string, activity: ActivityItem) => feeIdOf(kid.id, month, activity.id);

export const storedActivity = (kindergartenId: string, id: string) =>
  getItem<ActivityItem & { feesCount?: number }>(activityKeys.activity(kindergartenId, id), {
    consistent: true,
  });

export const storedFee = (kindergartenId: string, id: string) =>
  getItem<FeeItem>(activityKeys.fee(kindergartenId, id), { consistent: true });

/** What PAY does when a parent starts paying online: the fee waits for ePay. */
export const startOnlinePayment = (kindergartenId: string, id: string) =>
  updateItem(activityKeys.fee(kindergartenId, id), {
    set: { pendingPaymentId: randomUUID(), status: FeePaymentStatus.WaitingExternal },
    add: { version: 1 },
  });

/** What CASH does when the cashier takes `cents` for the fee: a payment, and the fee credited. */
export async function payAtDesk(
  kindergartenId: string,
  fee: FeeItem,
  cents: number,
  at = '2026-11-21T09:00:00.000Z',
) {
  const payment: PaymentItem = {
    id: randomUUID(),
    kindergartenId,
    method: PaymentMethod.Cash,
    status: OnlinePaymentStatus.Paid,
    providerId: fee.providerId,
    providerName: fee.providerName,
    fees: [
      {
        feeId: fee.id,
        childId: fee.childId,
        childName: fee.childName,
        month: fee.month,
        activityId: fee.activityId,
        activityName: fee.activityName,
        amountCents: cents,
      },
    ],
    totalCents: cents,
    childIds: [fee.childId],
    batch: false,
    invoice: null,
    idn: null,
    expiresAt: null,
    paidAt: at,
    stan: null,
    bcode: null,
    receiptNumber: 1,
    cashierId: null,
    cashierName: 'Касиер Тестов',
    payerName: null,
    note: null,
    createdBy: 'test',
    createdAt: at,
    version: 1,
  };
  await putItem({
    ...activityKeys.payment(kindergartenId, payment.id),
    ...activityKeys.paymentsOfMonth(kindergartenId, at.slice(0, 7), at, payment.id),
    type: 'ActivityPayment',
    ...payment,
  });
  const paid = fee.paidCents + cents;
  await updateItem(activityKeys.fee(kindergartenId, fee.id), {
    set: {
      paidCents: paid,
      status: paid >= fee.amountCents ? FeePaymentStatus.Paid : FeePaymentStatus.PartiallyPaid,
    },
    add: { version: 1 },
  });
  return payment;
}
