import { randomUUID } from 'node:crypto';
import { PaymentMethod } from '../../../shared/src/enums';
import { aCashProvider, type CashProvider } from '../../support/activities/cash';
import { aFee } from '../../support/activities/items';
import { call } from '../../support/api-client';
import { childrenOfParent } from '../../support/stored';
import type { ExampleWorld, RouteExamples } from '../route-examples';
import { demoDirectorToken } from './kindergartens';

/**
 * Examples of the staff's payments, receipts and invoicing settings: fees of the demo parent's child (so the
 * parent may open the receipt), paid by the demo director; settings edits send the version stored now.
 */

let provider: Promise<CashProvider> | undefined;

async function demoChild(w: ExampleWorld) {
  const [link] = (await childrenOfParent(w.userIds.parent!, w.kindergartenId)) as {
    childId: string;
    childName: string;
  }[];
  if (!link) throw new Error('the demo parent has no child in the demo kindergarten');
  const [firstName = '', lastName = ''] = link.childName.split(' ');
  return { id: link.childId, firstName, lastName };
}

/** A new unpaid fee of the demo parent's child (an activity of its own, so its id is new). */
async function aDemoFee(w: ExampleWorld) {
  provider ??= aCashProvider('„Танцово студио Ритъм“ ЕООД');
  return aFee(w.kindergartenId, await demoChild(w), '2026-10', {
    provider: await provider,
    amountCents: 2500,
    activityId: randomUUID(),
  });
}

const recordBody = (w: ExampleWorld) => ({
  kindergartenId: w.kindergartenId,
  method: PaymentMethod.Cash,
  date: '2026-11-02',
  payerName: 'Мария Петрова',
  idempotencyKey: randomUUID(),
});

let payment: Promise<string> | undefined;

/** A cash payment of the demo parent's child, recorded once by the demo director. */
function aPayment(w: ExampleWorld): Promise<string> {
  payment ??= (async () => {
    const fee = await aDemoFee(w);
    const reply = await call('POST', '/api/activities/payments', {
      token: await demoDirectorToken(),
      body: { ...recordBody(w), feeId: fee.id, amountCents: fee.amountCents },
    });
    if (reply.status !== 200) throw new Error(`payment not recorded: ${JSON.stringify(reply.body)}`);
    return String((reply.body as { entityId: string }).entityId);
  })();
  return payment;
}

async function stored<T>(path: string, w: ExampleWorld): Promise<T> {
  const reply = await call('GET', path, {
    token: await demoDirectorToken(),
    query: { kindergartenId: w.kindergartenId },
  });
  return reply.body as T;
}

export const examples = {
  'payments.recordPayment': async (w) => {
    const fee = await aDemoFee(w);
    return { body: { ...recordBody(w), feeId: fee.id, amountCents: 1000 } };
  },
  'payments.recordBatchPayment': async (w) => ({
    body: { ...recordBody(w), feeIds: [(await aDemoFee(w)).id, (await aDemoFee(w)).id] },
  }),
  'payments.paymentReceipt': async (w) => ({ path: { paymentId: await aPayment(w) } }),
  'payments.batchPaymentReceipt': async (w) => ({ path: { paymentId: await aPayment(w) } }),
  'payments.paymentDetails': async (w) => ({ path: { id: await aPayment(w) } }),
  'payments.batchPayments': (w) => ({ query: { kindergartenId: w.kindergartenId, month: '2026-11' } }),
  'payments.paymentsOverview': (w) => ({ query: { kindergartenId: w.kindergartenId } }),
  'payments.dueFees': async (w) => ({
    query: { kindergartenId: w.kindergartenId, childId: (await demoChild(w)).id },
  }),
  'payments.paymentCashiers': (w) => ({ query: { kindergartenId: w.kindergartenId } }),
  'payments.invoiceSettings': (w) => ({ query: { kindergartenId: w.kindergartenId } }),
  'payments.saveInvoiceSettings': async (w) => {
    const now = await stored<{ version: number }>('/api/activities/payments/settings', w);
    return {
      body: {
        kindergartenId: w.kindergartenId,
        legalName: 'ДГ „Детски свят“',
        eik: '000456789',
        address: 'гр. Пловдив, ул. Иван Вазов 12',
        accountablePerson: 'Радка Димитрова',
        iban: 'BG80BNBG96611020345678',
        bankName: 'БНБ',
        version: now.version,
      },
    };
  },
  'payments.documentTypes': (w) => ({ query: { kindergartenId: w.kindergartenId } }),
  'payments.documentType': (w) => ({ path: { id: 'invoice' }, query: { kindergartenId: w.kindergartenId } }),
  'payments.saveDocumentType': async (w) => {
    const types = await stored<{ id: string; nextNumber: number; version: number }[]>(
      '/api/activities/payments/settings/document-types',
      w,
    );
    const creditNote = types.find((t) => t.id === 'credit-note')!;
    return {
      body: {
        kindergartenId: w.kindergartenId,
        id: 'credit-note',
        name: 'Кредитно известие',
        prefix: 'КИ-',
        nextNumber: creditNote.nextNumber,
        version: creditNote.version,
      },
    };
  },
} satisfies RouteExamples;
