import { PaymentMethod } from '../../../shared/src/enums';
import { aCashProvider, type CashProvider } from '../../support/activities/cash';
import { aFee, aPayment } from '../../support/activities/items';
import { call } from '../../support/api-client';
import { childrenOfParent } from '../../support/stored';
import type { ExampleWorld, RouteExamples } from '../route-examples';
import { demoDirectorToken } from './kindergartens';

/**
 * Examples of the settlements with the providers. Each provider here is new, with a cash payment of the
 * demo parent's child in October 2026 (paid at the desk), so a protocol of it has something to settle; the
 * routes that act on a document get one made by the demo director (a new one where the call uses it up).
 */

const october = { fromDate: '2026-10-01', toDate: '2026-10-31' };

async function demoChild(w: ExampleWorld) {
  const [link] = (await childrenOfParent(w.userIds.parent!, w.kindergartenId)) as {
    childId: string;
    childName: string;
  }[];
  if (!link) throw new Error('the demo parent has no child in the demo kindergarten');
  const [firstName = '', lastName = ''] = link.childName.split(' ');
  return { id: link.childId, firstName, lastName };
}

/** A new provider with one cash payment of the demo child in October. */
async function aProviderWithCash(w: ExampleWorld): Promise<CashProvider> {
  const provider = await aCashProvider('„Арт ателие Цветове“ ЕООД');
  const fee = await aFee(w.kindergartenId, await demoChild(w), '2026-10', {
    provider,
    amountCents: 3000,
    activityId: `${provider.id}-art`,
  });
  await aPayment(fee, {
    method: PaymentMethod.Cash,
    paidAt: '2026-10-15T08:00:00.000Z',
    createdAt: '2026-10-15T08:00:00.000Z',
    receiptNumber: 1,
    cashierId: w.userIds.director ?? 'director',
    cashierName: 'Демо Директор',
  });
  return provider;
}

async function post(path: string, body: unknown): Promise<string> {
  const reply = await call('POST', path, { token: await demoDirectorToken(), body });
  if (reply.status !== 200) throw new Error(`${path}: ${reply.status} ${JSON.stringify(reply.body)}`);
  return String((reply.body as { entityId: string }).entityId);
}

/** A new protocol of a new provider's October cash payment. */
async function aProtocol(w: ExampleWorld) {
  const provider = await aProviderWithCash(w);
  const id = await post('/api/activities/provider-invoices/protocol', {
    kindergartenId: w.kindergartenId,
    providerId: provider.id,
    ...october,
    date: '2026-11-02',
  });
  return { id, provider };
}

const voucherBody = (w: ExampleWorld, protocolId: string) => ({
  kindergartenId: w.kindergartenId,
  protocolId,
  date: '2026-11-02',
  recipientName: 'Мария Георгиева',
  recipientDocument: 'л.к. № 645123456, изд. 12.03.2020 г., МВР – Пловдив',
  basis: 'Предаване на събрани в брой такси',
});

const invoiceBody = (w: ExampleWorld, providerId: string, protocolId: string) => ({
  kindergartenId: w.kindergartenId,
  direction: 'toProvider',
  providerId,
  protocolId,
  issueDate: '2026-11-02',
  taxEventDate: '2026-10-31',
  lines: [{ description: 'Дял на детската градина от събраните такси', amountCents: 300 }],
  vatPercent: 0,
});

let protocol: ReturnType<typeof aProtocol> | undefined;
const theProtocol = (w: ExampleWorld) => {
  protocol ??= aProtocol(w);
  return protocol;
};

let invoice: Promise<string> | undefined;
const theInvoice = (w: ExampleWorld) => {
  invoice ??= theProtocol(w).then((p) =>
    post('/api/activities/provider-invoices/invoice', invoiceBody(w, p.provider.id, p.id)),
  );
  return invoice;
};

const aVoucher = async (w: ExampleWorld) =>
  post('/api/activities/provider-invoices/cash-payment-voucher', voucherBody(w, (await aProtocol(w)).id));

let voucher: Promise<string> | undefined;
const theVoucher = (w: ExampleWorld) => {
  voucher ??= aVoucher(w);
  return voucher;
};

let provider: Promise<CashProvider> | undefined;
const theProvider = (w: ExampleWorld) => {
  provider ??= aProviderWithCash(w);
  return provider;
};

const periodQuery = async (w: ExampleWorld) => ({
  kindergartenId: w.kindergartenId,
  providerId: (await theProvider(w)).id,
  ...october,
});

export const examples = {
  'payments.settlementsOverview': (w) => ({ query: { kindergartenId: w.kindergartenId, kind: 'protocol' } }),
  'payments.protocolPreparation': async (w) => ({ query: await periodQuery(w) }),
  'payments.protocolPreview': async (w) => ({ query: await periodQuery(w) }),
  'payments.saveProtocol': async (w) => ({
    body: {
      kindergartenId: w.kindergartenId,
      providerId: (await aProviderWithCash(w)).id,
      ...october,
      date: '2026-11-02',
    },
  }),
  'payments.saveManualProtocol': async (w) => ({
    body: {
      kindergartenId: w.kindergartenId,
      providerId: (await theProvider(w)).id,
      ...october,
      date: '2026-11-02',
      amountCents: 12000,
      kindergartenShareCents: 1200,
      reason: 'Споразумение за октомври',
    },
  }),
  'payments.protocolExport': async (w) => ({ path: { protocolId: (await theProtocol(w)).id } }),
  'payments.protocolAnnexExport': async (w) => ({ path: { protocolId: (await theProtocol(w)).id } }),
  'payments.settlementSummary': async (w) => ({ path: { id: (await theProtocol(w)).id } }),
  'payments.deleteSettlement': async (w) => ({ path: { id: (await aProtocol(w)).id } }),
  'payments.invoicePreparation': async (w) => ({
    query: {
      kindergartenId: w.kindergartenId,
      protocolId: (await theProtocol(w)).id,
      direction: 'toProvider',
    },
  }),
  'payments.issueInvoice': async (w) => {
    const p = await theProtocol(w);
    return { body: invoiceBody(w, p.provider.id, p.id) };
  },
  'payments.invoiceExport': async (w) => ({ path: { invoiceId: await theInvoice(w) } }),
  'payments.vouchersOverview': (w) => ({ query: { kindergartenId: w.kindergartenId } }),
  'payments.voucherPreparation': async (w) => ({
    query: { kindergartenId: w.kindergartenId, protocolId: (await theProtocol(w)).id },
  }),
  'payments.voucherPreview': async (w) => ({ query: await periodQuery(w) }),
  'payments.saveVoucher': async (w) => ({ body: voucherBody(w, (await aProtocol(w)).id) }),
  'payments.voucherSummary': async (w) => ({ path: { id: await theVoucher(w) } }),
  'payments.deleteVoucher': async (w) => ({ path: { id: await aVoucher(w) } }),
  'payments.voucherExport': async (w) => ({ path: { id: await theVoucher(w) } }),
} satisfies RouteExamples;
