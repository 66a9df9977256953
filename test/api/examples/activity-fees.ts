import { anUnpaidFee } from '../../support/activities/fees';
import { theActivity } from '../../support/activities/items';
import { childrenOfParent } from '../../support/stored';
import type { ExampleWorld, RouteExamples } from '../route-examples';

/**
 * Examples of the fees routes on the demo kindergarten: an activity of its own (written once, no children
 * enrolled) and a month far from the demo's fees for the writes, so generating and notifying write nothing;
 * the demo parent's child for a child's fees; an unpaid fee of that activity for the DELETE to remove.
 */

const month = { year: 2031, month: 3 };

const exampleActivity = (w: ExampleWorld) =>
  theActivity(w.kindergartenId, { id: 'fees-example', name: 'Пример: такси без записани деца' });

/** The demo parent's first child in the demo kindergarten. */
async function demoChildId(w: ExampleWorld) {
  const child = (await childrenOfParent(w.userIds.parent!, w.kindergartenId))[0];
  if (!child) throw new Error('the demo parent has no child');
  return String(child.childId);
}

const monthOfActivity = async (w: ExampleWorld) => ({
  kindergartenId: w.kindergartenId,
  ...month,
  activityId: (await exampleActivity(w)).id,
});

export const examples = {
  'payments.generateProformaInvoices': async (w) => ({ body: await monthOfActivity(w) }),
  'payments.feesOfMonth': (w) => ({
    query: { kindergartenId: w.kindergartenId, year: '2026', month: '11', PageSize: '20' },
  }),
  'payments.childFeesOfMonth': async (w) => ({
    path: { year: '2026', month: '11', studentId: await demoChildId(w) },
    query: { kindergartenId: w.kindergartenId },
  }),
  'payments.deleteFee': async (w) => ({
    path: { id: (await anUnpaidFee(await exampleActivity(w), await demoChildId(w), '2031-03')).id },
  }),
  'payments.notifyFees': async (w) => ({ body: await monthOfActivity(w) }),
  'payments.feeNotificationSummary': (w) => ({ query: { kindergartenId: w.kindergartenId, year: '2026' } }),
} satisfies RouteExamples;
