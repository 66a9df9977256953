import { storedFee } from '../../../functions/src/areas/payments/fees/items';
import type { FeeItem } from '../../../functions/src/platform/activities/items';
import { activityKeys } from '../../../functions/src/platform/activities/keys';
import { FeePaymentStatus, FeeScope } from '../../../shared/src/enums';
import { childrenOfParent, storeRawItem } from '../../support/stored';
import type { ExampleWorld, RouteExamples } from '../route-examples';

/**
 * Examples of the fees routes on the demo kindergarten: a month far from the demo's fees for the writes
 * (generating and notifying a month without enrolments writes nothing), the demo parent's child for a child's
 * fees, and a fee of a made-up activity (written with it) for the DELETE to remove.
 */

const month = { year: 2031, month: 3 };

/** The demo parent's first child in the demo kindergarten. */
async function demoChildId(w: ExampleWorld) {
  const child = (await childrenOfParent(w.userIds.parent!, w.kindergartenId))[0];
  if (!child) throw new Error('the demo parent has no child');
  return String(child.childId);
}

/** An unpaid fee nobody pays, of a month no screen shows. */
async function aFee(w: ExampleWorld): Promise<string> {
  const id = crypto.randomUUID().replaceAll('-', '');
  const fee: FeeItem = {
    id,
    kindergartenId: w.kindergartenId,
    scope: FeeScope.Activities,
    month: '2031-03',
    childId: await demoChildId(w),
    childName: 'Пример Примеров',
    groupId: null,
    activityId: `example-${id}`,
    activityName: 'Пример',
    providerId: 'example',
    providerName: 'Пример ООД',
    pricing: 'month',
    priceCents: 1000,
    sessions: 4,
    baseCents: 1000,
    discountPercent: 0,
    discountCents: 0,
    amountCents: 1000,
    paidCents: 0,
    status: FeePaymentStatus.NotPaid,
    pendingPaymentId: null,
    notifiedAt: null,
    createdAt: '2031-03-01T08:00:00.000Z',
    version: 1,
  };
  // Its activity, for the delete's move of the activity's fees count.
  await storeRawItem({
    ...activityKeys.activity(w.kindergartenId, fee.activityId),
    id: fee.activityId,
    kindergartenId: w.kindergartenId,
    name: fee.activityName,
    feesCount: 1,
  });
  await storeRawItem(storedFee(fee));
  return id;
}

export const examples = {
  'payments.generateProformaInvoices': (w) => ({ body: { kindergartenId: w.kindergartenId, ...month } }),
  'payments.feesOfMonth': (w) => ({
    query: { kindergartenId: w.kindergartenId, year: '2026', month: '11', PageSize: '20' },
  }),
  'payments.childFeesOfMonth': async (w) => ({
    path: { year: '2026', month: '11', studentId: await demoChildId(w) },
    query: { kindergartenId: w.kindergartenId },
  }),
  'payments.deleteFee': async (w) => ({ path: { id: await aFee(w) } }),
  'payments.notifyFees': (w) => ({ body: { kindergartenId: w.kindergartenId, ...month } }),
  'payments.feeNotificationSummary': (w) => ({ query: { kindergartenId: w.kindergartenId, year: '2026' } }),
} satisfies RouteExamples;
