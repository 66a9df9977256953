import { PaymentMethod } from '@gradina/shared';
import { anOverpayment } from '../../support/activities/overpayments';
import { childrenOfParent } from '../../support/stored';
import type { ExampleWorld, RouteExamples } from '../route-examples';

/**
 * Examples of the overpayments routes: an overpayment of the demo parent's child written for each call that
 * needs one (a refund is recorded once), refunded in cash for the РКО.
 */

async function demoChild(w: ExampleWorld) {
  const link = (await childrenOfParent(w.userIds.parent!, w.kindergartenId))[0];
  if (!link) throw new Error('the demo parent has no child');
  return { id: String(link.childId), name: String(link.childName ?? 'Пример Примеров') };
}

const cashRefund = (by: string) => ({
  method: PaymentMethod.Cash,
  date: '2031-05-12',
  documentNumber: '9001',
  recipientName: 'Мария Примерова',
  recipientDocument: 'л.к. № 645123456, МВР Пловдив',
  note: null,
  recordedBy: by,
  recordedByName: 'Пример Директор',
  recordedAt: '2031-05-12T09:00:00.000Z',
});

export const examples = {
  'payments.overpayments': (w) => ({ query: { kindergartenId: w.kindergartenId } }),
  'payments.refundOverpayment': async (w) => ({
    path: { id: (await anOverpayment(w.kindergartenId, await demoChild(w))).id },
    body: {
      kindergartenId: w.kindergartenId,
      method: PaymentMethod.Bank,
      date: '2031-05-12',
      recipientName: 'Мария Примерова',
      reference: 'BG-REF-0001',
      version: 1,
    },
  }),
  'payments.overpaymentVoucher': async (w) => ({
    path: {
      id: (
        await anOverpayment(w.kindergartenId, await demoChild(w), {
          status: 2,
          refund: cashRefund(w.userIds.director ?? 'director'),
          version: 2,
        })
      ).id,
    },
  }),
  'payments.parentOverpayments': async (w) => ({
    query: { kindergartenId: w.kindergartenId, studentId: (await demoChild(w)).id },
  }),
} satisfies RouteExamples;
