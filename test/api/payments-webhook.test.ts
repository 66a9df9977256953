import { createHmac, randomUUID } from 'node:crypto';
import {
  FeePaymentStatus,
  OnlinePaymentStatus,
  OverpaymentStatus,
  PaymentMethod,
  Role,
} from '@gradina/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { epayNotificationPath } from '../../functions/src/domain/activities/notify-url';
import { aFee, storedFee } from '../support/activities/items';
import {
  aProvider,
  detachFee,
  postEpayNotification,
  simulator,
  storedPayment,
  storedProvider,
  type TestProvider,
} from '../support/activities/payments';
import { api, fixedNow, type Principal } from '../support/api';
import { testUrl } from '../support/api-client';
import { type GivenKindergarten, given } from '../support/given';

/**
 * ePay's notifications replayed against the webhook (`payments.epayNotification`) and the simulator: resent,
 * contradicting, unknown, forged, another provider's, 50 at once, and the webhook failing half-way so ePay
 * retries. Every fee is credited exactly once, every reply is the protocol's, refusals reach the security
 * log (the Master's audit list), and INVOICE numbers are never given twice.
 */

let kg: GivenKindergarten;
let master: Principal;
let provider: TestProvider;
const epay = simulator();

beforeAll(async () => {
  [kg, master] = await Promise.all([
    given.kindergarten({ name: 'ДГ „Известия“' }).group().child().parent(),
    given.nationalUser(Role.Master),
  ]);
  provider = await aProvider('Танцово студио Известие ЕООД');
});

let activity = 0;
/** A fee of its own (a new activity each time) and a card payment started on it. */
async function aPendingPayment(to = provider) {
  activity++;
  const fee = await aFee(kg.id, kg.child, '2026-10', {
    provider: to,
    activityId: `wh-${activity}`,
    amountCents: 2550,
  });
  const start = await api(kg.parent, 'payments.epayData', { path: { id: fee.id }, query: { method: 7 } });
  expect(start.status).toBe(200);
  return { fee, paymentId: start.body.paymentId, invoice: start.body.invoice, form: start.body.form };
}

/** A notification as ePay signs it, POSTed to the provider's webhook; answers the reply's text. */
async function notify(lines: string[], to = provider, secret = to.secret) {
  const reply = await postEpayNotification(to, lines, secret);
  expect(reply.status).toBe(200);
  expect(reply.headers.get('content-type')).toContain('text/plain');
  return (await reply.text()).trim();
}

const paid = (invoice: string) =>
  `INVOICE=${invoice}:STATUS=PAID:PAY_TIME=20261121101500:STAN=123456:BCODE=A1B2C3`;
const ok = (invoice: string) => `INVOICE=${invoice}:STATUS=OK`;

async function refusals() {
  const audit = await api(master, 'identity.platformAudit', {
    query: { month: '2026-11', event: 'payment.notification-refused', PageSize: 500 },
  });
  return audit.body.result.filter((e) => e.details.providerId === provider.id);
}

/** The payment is on „Надплатени суми“ with `cents` to refund, and not in the payments overview. */
async function expectOverpaid(paymentId: string, cents: number) {
  const list = await api(kg.director, 'payments.overpayments', { query: { kindergartenId: kg.id } });
  expect(list.status).toBe(200);
  const row = list.body.result.find((o) => o.paymentId === paymentId);
  expect(row).toMatchObject({ amountCents: cents, status: OverpaymentStatus.ToRefund, childId: kg.child.id });
  expect(list.body.result.filter((o) => o.paymentId === paymentId)).toHaveLength(1);
  const overview = await api(kg.director, 'payments.paymentsOverview', {
    query: { kindergartenId: kg.id, PageSize: 500 },
  });
  const counted = overview.body.result.find((r) => r.id === paymentId);
  expect(counted?.totalCents ?? 0).toBe(
    (await storedPayment(kg.id, paymentId))?.status === OnlinePaymentStatus.Paid
      ? (await storedPayment(kg.id, paymentId))!.totalCents
      : 0,
  );
}

describe('ePay notifications', () => {
  it('the same PAID five times (together) credits the fee once and answers OK each time', async () => {
    const p = await aPendingPayment();
    const replies = await Promise.all(Array.from({ length: 5 }, () => notify([paid(p.invoice)])));
    expect(replies).toEqual(Array(5).fill(ok(p.invoice)));
    expect(await storedFee(kg.id, p.fee.id)).toMatchObject({
      status: FeePaymentStatus.Paid,
      paidCents: 2550,
    });
    const payment = await storedPayment(kg.id, p.paymentId);
    expect(payment).toMatchObject({ status: OnlinePaymentStatus.Paid, stan: '123456', bcode: 'A1B2C3' });
  });

  it('PAID after EXPIRED credits the fee still unpaid (ePay took the money)', async () => {
    const p = await aPendingPayment();
    expect(await notify([`INVOICE=${p.invoice}:STATUS=EXPIRED`])).toBe(ok(p.invoice));
    expect(await storedFee(kg.id, p.fee.id)).toMatchObject({
      status: FeePaymentStatus.NotPaid,
      pendingPaymentId: null,
    });
    expect(await notify([paid(p.invoice)])).toBe(ok(p.invoice));
    expect(await storedFee(kg.id, p.fee.id)).toMatchObject({
      status: FeePaymentStatus.Paid,
      paidCents: 2550,
    });
    expect((await storedPayment(kg.id, p.paymentId))?.status).toBe(OnlinePaymentStatus.Paid);
  });

  it('PAID after EXPIRED for a fee paid by a second online payment is an overpayment: no receipt, not revenue', async () => {
    const first = await aPendingPayment();
    await notify([`INVOICE=${first.invoice}:STATUS=EXPIRED`]);
    const second = await api(kg.parent, 'payments.epayData', {
      path: { id: first.fee.id },
      query: { method: 7 },
    });
    expect(await notify([paid(second.body.invoice)])).toBe(ok(second.body.invoice));
    expect(await notify([paid(first.invoice)])).toBe(ok(first.invoice));
    // Resent (ePay repeats until OK): still one overpayment.
    expect(await Promise.all([1, 2, 3].map(() => notify([paid(first.invoice)])))).toEqual(
      Array(3).fill(ok(first.invoice)),
    );
    expect(await storedFee(kg.id, first.fee.id)).toMatchObject({
      status: FeePaymentStatus.Paid,
      paidCents: 2550,
      lastPaymentId: second.body.paymentId,
    });
    expect(await storedPayment(kg.id, first.paymentId)).toMatchObject({
      status: OnlinePaymentStatus.Overpaid,
      receiptNumber: null,
      overpaidCents: 2550,
    });
    await expectOverpaid(first.paymentId, 2550);
  });

  it('PAID after EXPIRED for a fee paid at the desk meanwhile is an overpayment, never a second receipt', async () => {
    const p = await aPendingPayment();
    expect(await notify([`INVOICE=${p.invoice}:STATUS=EXPIRED`])).toBe(ok(p.invoice));
    const desk = await api(kg.director, 'payments.recordPayment', {
      body: {
        kindergartenId: kg.id,
        feeId: p.fee.id,
        amountCents: 2550,
        method: PaymentMethod.Cash,
        date: '2026-11-21',
        payerName: 'Иван Иванов',
        idempotencyKey: randomUUID(),
      },
    });
    expect(desk.status).toBe(200);
    expect(await notify([paid(p.invoice)])).toBe(ok(p.invoice));
    expect(await storedFee(kg.id, p.fee.id)).toMatchObject({
      status: FeePaymentStatus.Paid,
      paidCents: 2550,
    });
    expect(await storedPayment(kg.id, p.paymentId)).toMatchObject({
      status: OnlinePaymentStatus.Overpaid,
      receiptNumber: null,
    });
    const receipt = await api(kg.director, 'payments.paymentReceipt', { path: { paymentId: p.paymentId } });
    expect(receipt.status).toBe(404);
    await expectOverpaid(p.paymentId, 2550);
  });

  it('a late PAID larger than what the fee still owes credits the due and overpays the rest, to the cent', async () => {
    const p = await aPendingPayment();
    await notify([`INVOICE=${p.invoice}:STATUS=DENIED`]);
    await api(kg.director, 'payments.recordPayment', {
      body: {
        kindergartenId: kg.id,
        feeId: p.fee.id,
        amountCents: 1000,
        method: PaymentMethod.Cash,
        date: '2026-11-21',
        payerName: 'Иван Иванов',
        idempotencyKey: randomUUID(),
      },
    });
    expect(await notify([paid(p.invoice)])).toBe(ok(p.invoice));
    expect(await storedFee(kg.id, p.fee.id)).toMatchObject({
      status: FeePaymentStatus.Paid,
      paidCents: 2550,
    });
    const payment = await storedPayment(kg.id, p.paymentId);
    expect(payment).toMatchObject({
      status: OnlinePaymentStatus.Paid,
      totalCents: 1550,
      overpaidCents: 1000,
    });
    expect(payment?.fees.map((f) => f.amountCents)).toEqual([1550]);
    expect(payment?.receiptNumber).toBeGreaterThan(0);
    await expectOverpaid(p.paymentId, 1000);
  });

  it('DENIED after PAID changes nothing and is answered OK', async () => {
    const p = await aPendingPayment();
    await notify([paid(p.invoice)]);
    expect(await notify([`INVOICE=${p.invoice}:STATUS=DENIED`])).toBe(ok(p.invoice));
    expect(await storedFee(kg.id, p.fee.id)).toMatchObject({
      status: FeePaymentStatus.Paid,
      paidCents: 2550,
    });
    expect((await storedPayment(kg.id, p.paymentId))?.status).toBe(OnlinePaymentStatus.Paid);
  });

  it('an unknown invoice is NO; another provider’s invoice is NO at this provider’s address', async () => {
    expect(await notify([paid('99999999')])).toBe('INVOICE=99999999:STATUS=NO');
    const otherProvider = await aProvider('Инглиш Известие ООД');
    const p = await aPendingPayment();
    // The other provider has given no INVOICE yet: this provider's number is unknown there.
    expect(await notify([paid(p.invoice)], otherProvider)).toBe(`INVOICE=${p.invoice}:STATUS=NO`);
    expect((await storedPayment(kg.id, p.paymentId))?.status).toBe(OnlinePaymentStatus.Waiting);
    expect((await refusals()).some((e) => e.details.reason === 'unknown-invoice')).toBe(true);
  });

  it('a wrong checksum is ERR=… and a security event naming the provider, never the body', async () => {
    const p = await aPendingPayment();
    const reply = await notify([paid(p.invoice)], provider, 'f'.repeat(64));
    expect(reply).toMatch(/^ERR=/);
    expect((await storedPayment(kg.id, p.paymentId))?.status).toBe(OnlinePaymentStatus.Waiting);
    const events = await refusals();
    const checksum = events.find((e) => e.details.reason === 'checksum');
    expect(checksum?.details).toMatchObject({
      routeId: 'payments.epayNotification',
      providerId: provider.id,
    });
    expect(JSON.stringify(events)).not.toContain('encoded');
  });

  it('50 notifications for different invoices in parallel credit each fee once', async () => {
    const payments: Awaited<ReturnType<typeof aPendingPayment>>[] = [];
    for (let i = 0; i < 5; i++)
      payments.push(...(await Promise.all(Array.from({ length: 10 }, () => aPendingPayment()))));
    expect(new Set(payments.map((p) => p.invoice)).size).toBe(50);
    const replies = await Promise.all(payments.map((p) => notify([paid(p.invoice)])));
    expect(replies).toEqual(payments.map((p) => ok(p.invoice)));
    const fees = await Promise.all(payments.map((p) => storedFee(kg.id, p.fee.id)));
    expect(fees.every((f) => f?.status === FeePaymentStatus.Paid && f.paidCents === 2550)).toBe(true);
    const receipts = await Promise.all(
      payments.map(async (p) => (await storedPayment(kg.id, p.paymentId))?.receiptNumber),
    );
    expect(new Set(receipts).size).toBe(50);
  });

  it('the webhook failing half-way: the line answered ERR is sent again and applied once; INVOICE never reused', async () => {
    const [a, b] = [await aPendingPayment(), await aPendingPayment()];
    const restore = await detachFee(kg.id, b.fee.id);
    await epay.press((await epay.openPayPage(a.form)).payPath!, 'pay');
    await epay.press((await epay.openPayPage(b.form)).payPath!, 'pay');
    // Wait until b's line came back ERR at least once, then let the retry succeed.
    for (let i = 0; i < 50; i++) {
      const sent = await epay.notifications();
      if (sent.some((n) => n.min === provider.min && n.outcome[b.invoice] === 'ERR')) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(await storedFee(kg.id, a.fee.id)).toMatchObject({
      status: FeePaymentStatus.Paid,
      paidCents: 2550,
    });
    await restore();
    await epay.idle();
    const sent = (await epay.notifications()).filter((n) => n.min === provider.min && b.invoice in n.outcome);
    expect(sent.map((n) => n.outcome[b.invoice])).toContain('ERR');
    expect(sent.at(-1)?.outcome[b.invoice]).toBe('OK');
    expect(await storedFee(kg.id, b.fee.id)).toMatchObject({
      status: FeePaymentStatus.Paid,
      paidCents: 2550,
    });
    expect(await storedFee(kg.id, a.fee.id)).toMatchObject({ paidCents: 2550 });
    expect((await storedProvider(provider.id))?.lastInvoice).toBeGreaterThanOrEqual(Number(b.invoice));
  });
});

describe('the notification URL speaks ePay’s protocol only', () => {
  const post = (body: string, type: string) =>
    fetch(`${testUrl()}${epayNotificationPath(provider.id)}`, {
      method: 'POST',
      headers: { 'Content-Type': type, 'x-gradina-now': fixedNow },
      body,
    });
  const expectErr = async (reply: Response, reason: RegExp) => {
    expect(reply.headers.get('content-type')).toContain('text/plain');
    const text = (await reply.text()).trim();
    expect(text).toMatch(/^ERR=/);
    expect(text).toMatch(reason);
  };

  it('a missing ENCODED or CHECKSUM is ERR=… as text, not the API’s JSON 400', async () => {
    await expectErr(
      await post(new URLSearchParams({ encoded: 'eA==' }).toString(), 'application/x-www-form-urlencoded'),
      /CHECKSUM/,
    );
    await expectErr(
      await post(new URLSearchParams({ checksum: 'ab' }).toString(), 'application/x-www-form-urlencoded'),
      /ENCODED/,
    );
    await expectErr(await post('', 'application/x-www-form-urlencoded'), /ENCODED/);
  });

  it('a JSON body is ERR=… as text, even with the right fields', async () => {
    const encoded = Buffer.from('INVOICE=1:STATUS=PAID\n').toString('base64');
    const checksum = createHmac('sha1', provider.secret).update(encoded).digest('hex');
    await expectErr(await post(JSON.stringify({ encoded, checksum }), 'application/json'), /JSON/);
  });

  it('a JSON content type with a body that is not JSON is ERR=… as text, not the kit’s JSON 400', async () => {
    await expectErr(await post('encoded=eA%3D%3D&checksum=ab', 'application/json'), /JSON/);
    await expectErr(await post('{"encoded":', 'application/json; charset=utf-8'), /JSON/);
  });

  it('a body over the size limit is ERR=… as text', async () => {
    const encoded = 'A'.repeat(200_004);
    await expectErr(
      await post(
        new URLSearchParams({ encoded, checksum: 'a'.repeat(40) }).toString(),
        'application/x-www-form-urlencoded',
      ),
      /ENCODED/,
    );
  });

  it('500 unknown invoices in one notification: each answered NO, one refusal in the audit', async () => {
    const invoices = Array.from({ length: 500 }, (_, i) => String(880_000_000 + i));
    const reply = await notify(invoices.map(paid));
    expect(reply.split('\n')).toEqual(invoices.map((i) => `INVOICE=${i}:STATUS=NO`));
    const unknown = (await refusals()).filter(
      (e) => e.details.reason === 'unknown-invoice' && e.details.invoice === invoices[0],
    );
    expect(unknown).toHaveLength(1);
    expect(unknown[0]!.details.count).toBe(500);
  });
});
