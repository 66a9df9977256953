import { randomUUID } from 'node:crypto';
import type { ActivityItem, FeeItem } from '../../../functions/src/domain/activities/items';
import { activityKeys, feeIdOf } from '../../../functions/src/domain/activities/keys';
import { getItem, putItem, updateItem } from '../../../functions/src/platform/db';
import { FeePaymentStatus, PaymentMethod } from '../../../shared/src/enums';
import { aFee, aPayment, type Kid } from './items';

/**
 * The fees suites' world beyond the item builders of `./items`: discounts, a fee counted on its activity,
 * and what PAY and CASH do to a fee (a payment in progress, a payment at the desk).
 */

export { anActivity, enrol } from './items';

/** An unpaid fee of 4 sessions of the activity, written as generation writes it, counted on the activity. */
export async function anUnpaidFee(activity: ActivityItem, childId: string, month: string): Promise<FeeItem> {
  const child = { id: childId, firstName: 'Пример', lastName: 'Примеров', groupId: null };
  const fee = await aFee(activity.kindergartenId, child, month, {
    activity,
    id: randomUUID().replaceAll('-', ''),
    sessions: 4,
    createdAt: `${month}-01T08:00:00.000Z`,
  });
  await updateItem(activityKeys.activity(activity.kindergartenId, activity.id), { add: { feesCount: 1 } });
  return fee;
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

/** What CASH does when the cashier takes `cents` for the fee: a payment, and the fee credited. */
export async function payAtDesk(
  kindergartenId: string,
  fee: FeeItem,
  cents: number,
  at = '2026-11-21T09:00:00.000Z',
) {
  const payment = await aPayment(fee, {
    kindergartenId,
    method: PaymentMethod.Cash,
    totalCents: cents,
    invoice: null,
    stan: null,
    bcode: null,
    receiptNumber: 1,
    cashierName: 'Касиер Тестов',
    createdBy: 'test',
    paidAt: at,
    createdAt: at,
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
