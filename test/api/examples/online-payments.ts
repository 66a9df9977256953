import { aFee } from '../../support/activities/items';
import { aProvider, type TestProvider } from '../../support/activities/payments';
import { call } from '../../support/api-client';
import { childrenOfParent } from '../../support/stored';
import type { ExampleWorld, RouteExamples } from '../route-examples';
import { demoDirectorToken } from './kindergartens';

/**
 * Examples of the online payments routes: the demo parent's child, a provider of their own registered at
 * the simulator (taking several fees at once), and a fresh unpaid fee of a far month for each call that
 * starts a payment (a started payment holds its fee, so no two calls share one).
 */

let provider: Promise<TestProvider> | undefined;
const exampleProvider = () => {
  provider ??= aProvider('Пример Плащания ООД', { transfer: true });
  return provider;
};

async function demoChild(w: ExampleWorld) {
  const link = (await childrenOfParent(w.userIds.parent!, w.kindergartenId))[0];
  if (!link) throw new Error('the demo parent has no child');
  return { id: String(link.childId), firstName: 'Пример', lastName: 'Примеров' };
}

let n = 0;
async function aFreshFee(w: ExampleWorld) {
  n++;
  const fee = await aFee(w.kindergartenId, await demoChild(w), '2031-05', {
    provider: await exampleProvider(),
    activityId: `example-pay-${Date.now()}-${n}`,
    activityName: 'Пример',
  });
  return fee.id;
}

/** A payment the demo director started, for the redirect's outcome. */
async function aPayment(w: ExampleWorld) {
  const reply = await call('GET', `/api/Activities/payments/epay-data/${await aFreshFee(w)}`, {
    token: await demoDirectorToken(),
    query: { method: '7' },
  });
  if (reply.status !== 200) throw new Error(`payment not started: ${JSON.stringify(reply.body)}`);
  return String((reply.body as { paymentId: string }).paymentId);
}

export const examples = {
  'payments.parentFees': async (w) => ({
    query: { kindergartenId: w.kindergartenId, studentId: (await demoChild(w)).id },
  }),
  'payments.parentUnpaidFees': async (w) => ({
    query: { kindergartenId: w.kindergartenId, studentId: (await demoChild(w)).id },
  }),
  'payments.epayData': async (w) => ({
    path: { id: await aFreshFee(w) },
    query: { kindergartenId: w.kindergartenId, method: '7' },
  }),
  'payments.easyPayIdn': async (w) => ({
    path: { id: await aFreshFee(w) },
    query: { kindergartenId: w.kindergartenId },
  }),
  'payments.transferEpayData': async (w) => ({
    query: {
      kindergartenId: w.kindergartenId,
      studentId: (await demoChild(w)).id,
      feeIds: [await aFreshFee(w), await aFreshFee(w)],
      method: '4',
    },
  }),
  'payments.transferEasyPayIdn': async (w) => ({
    query: {
      kindergartenId: w.kindergartenId,
      studentId: (await demoChild(w)).id,
      feeIds: [await aFreshFee(w), await aFreshFee(w)],
    },
  }),
  'payments.epayRedirectResponse': async (w) => ({
    body: { kindergartenId: w.kindergartenId, paymentId: await aPayment(w) },
  }),
  // A card payment the demo director started, given up (the director takes payments). A caller who may start
  // one gives up their own (the starter may); one who may not is refused the director's, as the handler says.
  'payments.abandonPayment': async (w) => ({
    path: { id: await aPayment(w) },
    body: { kindergartenId: w.kindergartenId },
    asCaller: async ({ token }) => {
      const started = await call('GET', `/api/Activities/payments/epay-data/${await aFreshFee(w)}`, {
        token,
        query: { method: '7' },
      });
      if (started.status !== 200) return { forbidden: true };
      return { path: { id: String((started.body as { paymentId: string }).paymentId) } };
    },
  }),
  // Unsigned: answered 200 with ePay's `ERR=…` (and a security event), as a forged notification is.
  'payments.epayNotification': async () => ({
    path: { providerId: (await exampleProvider()).id },
    body: { encoded: 'bm90aGluZw==', checksum: '0'.repeat(40) },
  }),
} satisfies RouteExamples;
