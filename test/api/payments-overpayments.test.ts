import { FeePaymentStatus, OnlinePaymentStatus, OverpaymentStatus, PaymentMethod } from '@gradina/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { expireWaitingPayments } from '../../functions/src/jobs/expire-online-payments';
import { deskPayment } from '../support/activities/cash';
import { aFee, storedFee } from '../support/activities/items';
import { aProvider, epayReply, storedPayment, type TestProvider } from '../support/activities/payments';
import { api, download } from '../support/api';
import { pdfText } from '../support/documents';
import { type GivenKindergarten, given } from '../support/given';

/**
 * Overpayments (issue #25 points 1 and 5): a late PAID for a fee paid another way lands on „Надплатени суми“
 * with the parent, child, amount, invoice and date; the director records its refund (cash with a numbered
 * РКО, bank or ePay with a reference); the parent sees it and its state; the expiry job ends a Waiting
 * payment after EXP_TIME plus the grace period and frees its fees for the desk.
 */

let kg: GivenKindergarten;
let other: GivenKindergarten;
let provider: TestProvider;

beforeAll(async () => {
  [kg, other] = await Promise.all([
    given.kindergarten({ name: 'ДГ „Надплата“' }).teacher().group().child().parent(),
    given.kindergarten({ name: 'ДГ „Друга надплата“' }).group().child().parent(),
  ]);
  provider = await aProvider('Школа Надплата ООД');
});

const dbRequests = (headers: Headers) =>
  Number(/requests=(\d+)/.exec(headers.get('x-gradina-db') ?? '')?.[1]);

let n = 0;
async function aPendingPayment() {
  n++;
  const fee = await aFee(kg.id, kg.child, '2026-10', { provider, activityId: `ov-${n}`, amountCents: 3000 });
  const start = await api(kg.parent, 'payments.epayData', { path: { id: fee.id }, query: { method: 7 } });
  expect(start.status).toBe(200);
  return { fee, paymentId: start.body.paymentId, invoice: start.body.invoice };
}

const notify = (line: string) => epayReply(provider, line);

const deskPay = (feeId: string, amountCents: number) => deskPayment(kg.director, kg.id, feeId, amountCents);

/** A payment ended (EXPIRED), its fee paid at the desk, then ePay's late PAID: an overpayment of 30.00. */
async function anOverpayment() {
  const p = await aPendingPayment();
  expect(await notify(`INVOICE=${p.invoice}:STATUS=EXPIRED`)).toBe(`INVOICE=${p.invoice}:STATUS=OK`);
  expect((await deskPay(p.fee.id, 3000)).status).toBe(200);
  expect(await notify(`INVOICE=${p.invoice}:STATUS=PAID:PAY_TIME=20261121093000:STAN=1:BCODE=B1`)).toBe(
    `INVOICE=${p.invoice}:STATUS=OK`,
  );
  return p;
}

const list = () => api(kg.director, 'payments.overpayments', { query: { kindergartenId: kg.id } });

describe('„Надплатени суми“', () => {
  it('lists a late payment with the parent, child, amount, invoice and date, in at most 2 requests', async () => {
    const p = await anOverpayment();
    const reply = await list();
    expect(reply.status).toBe(200);
    expect(dbRequests(reply.headers)).toBeLessThanOrEqual(2);
    const row = reply.body.result.find((o) => o.paymentId === p.paymentId);
    expect(row).toMatchObject({
      childId: kg.child.id,
      amountCents: 3000,
      invoice: p.invoice,
      providerName: provider.name,
      status: OverpaymentStatus.ToRefund,
      refund: null,
      paidAt: '2026-11-21T07:30:00.000Z',
    });
    const me = (await api(kg.parent, 'identity.userData')).body;
    expect(row?.payerName).toBe(`${me.firstName} ${me.lastName}`);
    expect(reply.body.toRefundCents).toBeGreaterThanOrEqual(3000);
  });

  it('is the managers’: a teacher and a parent are refused; another kindergarten sees none of it', async () => {
    expect(
      (await api(kg.teacher, 'payments.overpayments', { query: { kindergartenId: kg.id } })).status,
    ).toBe(403);
    expect((await api(kg.parent, 'payments.overpayments', { query: { kindergartenId: kg.id } })).status).toBe(
      403,
    );
    const theirs = await api(other.director, 'payments.overpayments', {
      query: { kindergartenId: other.id },
    });
    expect(theirs.body.result).toEqual([]);
  });

  it('a cash refund needs the identity document, gets the next РКО number, and prints it', async () => {
    const p = await anOverpayment();
    const body = {
      kindergartenId: kg.id,
      method: PaymentMethod.Cash,
      date: '2026-11-23',
      recipientName: 'Мария Петрова',
      version: 1,
    };
    const missing = await api(kg.director, 'payments.refundOverpayment', { path: { id: p.paymentId }, body });
    expect(missing.status).toBe(400);
    expect(missing.error?.errorMessage).toContain('Документ за самоличност');
    const refund = await api(kg.director, 'payments.refundOverpayment', {
      path: { id: p.paymentId },
      body: { ...body, recipientDocument: 'л.к. № 645123456, МВР Пловдив' },
    });
    expect(refund.status).toBe(200);
    expect(Number(refund.body.documentNumber)).toBeGreaterThan(0);
    const again = await api(kg.director, 'payments.refundOverpayment', {
      path: { id: p.paymentId },
      body: { ...body, recipientDocument: 'л.к. № 645123456', version: 2 },
    });
    expect(again.status).toBe(409);
    const row = (await list()).body.result.find((o) => o.paymentId === p.paymentId);
    expect(row).toMatchObject({
      status: OverpaymentStatus.Refunded,
      refund: { method: PaymentMethod.Cash, documentNumber: refund.body.documentNumber, date: '2026-11-23' },
    });
    const pdf = await download(kg.director, 'payments.overpaymentVoucher', { path: { id: p.paymentId } });
    expect(pdf.status).toBe(200);
    const text = await pdfText(pdf.bytes);
    expect(text).toContain('РАЗХОДЕН КАСОВ ОРДЕР');
    expect(text).toContain(`№ ${refund.body.documentNumber}`);
    expect(text).toContain('Мария Петрова');
    expect(text).toContain('645123456');
    expect(text).toContain('30,00');
    expect(text).toContain('23.11.2026');
  });

  it('a bank refund needs its reference; the voucher is only for cash', async () => {
    const p = await anOverpayment();
    const body = {
      kindergartenId: kg.id,
      method: PaymentMethod.Bank,
      date: '2026-11-24',
      recipientName: 'Мария Петрова',
      version: 1,
    };
    const missing = await api(kg.director, 'payments.refundOverpayment', { path: { id: p.paymentId }, body });
    expect(missing.status).toBe(400);
    expect(missing.error?.errorMessage).toContain('Референция');
    const refund = await api(kg.director, 'payments.refundOverpayment', {
      path: { id: p.paymentId },
      body: { ...body, reference: 'BNK-2026-1124-7' },
    });
    expect(refund.body).toMatchObject({ documentNumber: 'BNK-2026-1124-7' });
    expect(
      (await download(kg.director, 'payments.overpaymentVoucher', { path: { id: p.paymentId } })).status,
    ).toBe(404);
    const theirs = await api(other.director, 'payments.refundOverpayment', {
      path: { id: p.paymentId },
      body: { ...body, kindergartenId: other.id, reference: 'X', version: 2 },
    });
    expect(theirs.status).toBe(404);
  });

  it('the parent sees the amount and its state; another parent’s child is 404', async () => {
    const p = await anOverpayment();
    const mine = await api(kg.parent, 'payments.parentOverpayments', {
      query: { kindergartenId: kg.id, studentId: kg.child.id },
    });
    expect(mine.status).toBe(200);
    expect(mine.body.result.find((o) => o.paymentId === p.paymentId)).toMatchObject({
      amountCents: 3000,
      status: OverpaymentStatus.ToRefund,
    });
    const foreign = await api(other.parent, 'payments.parentOverpayments', {
      query: { kindergartenId: other.id, studentId: kg.child.id },
    });
    expect(foreign.status).toBe(404);
  });
});

describe('the expiry job', () => {
  const hour = 3_600_000;

  it('ends a Waiting payment an hour after its deadline and frees its fee for the desk; a PAID after it is late', async () => {
    const p = await aPendingPayment();
    const payment = await storedPayment(kg.id, p.paymentId);
    const deadline = new Date(payment!.expiresAt!).getTime();
    // Within the grace period: nothing happens.
    await expireWaitingPayments({ at: new Date(deadline + hour / 2), kindergartenId: kg.id });
    expect((await storedPayment(kg.id, p.paymentId))?.status).toBe(OnlinePaymentStatus.Waiting);
    const run = await expireWaitingPayments({
      at: new Date(deadline + hour + 60_000),
      kindergartenId: kg.id,
    });
    expect(run.expired).toBeGreaterThanOrEqual(1);
    expect(await storedPayment(kg.id, p.paymentId)).toMatchObject({ status: OnlinePaymentStatus.Expired });
    expect(await storedFee(kg.id, p.fee.id)).toMatchObject({
      status: FeePaymentStatus.NotPaid,
      pendingPaymentId: null,
    });
    // A second run finds nothing more of it (out of the index).
    const again = await expireWaitingPayments({ at: new Date(deadline + 2 * hour), kindergartenId: kg.id });
    expect(again.expired).toBe(0);
    expect((await deskPay(p.fee.id, 3000)).status).toBe(200);
    expect(await notify(`INVOICE=${p.invoice}:STATUS=PAID:PAY_TIME=20261121100000:STAN=2:BCODE=B2`)).toBe(
      `INVOICE=${p.invoice}:STATUS=OK`,
    );
    expect(await storedPayment(kg.id, p.paymentId)).toMatchObject({
      status: OnlinePaymentStatus.Overpaid,
      receiptNumber: null,
    });
    expect((await list()).body.result.some((o) => o.paymentId === p.paymentId)).toBe(true);
  });

  it('a PAID after our expiry for a fee still unpaid credits it (no overpayment)', async () => {
    const p = await aPendingPayment();
    const deadline = new Date((await storedPayment(kg.id, p.paymentId))!.expiresAt!).getTime();
    await expireWaitingPayments({ at: new Date(deadline + 2 * hour), kindergartenId: kg.id });
    expect(await notify(`INVOICE=${p.invoice}:STATUS=PAID:PAY_TIME=20261121100000:STAN=3:BCODE=B3`)).toBe(
      `INVOICE=${p.invoice}:STATUS=OK`,
    );
    expect(await storedFee(kg.id, p.fee.id)).toMatchObject({
      status: FeePaymentStatus.Paid,
      paidCents: 3000,
    });
    expect((await storedPayment(kg.id, p.paymentId))?.status).toBe(OnlinePaymentStatus.Paid);
    expect((await list()).body.result.some((o) => o.paymentId === p.paymentId)).toBe(false);
  });
});
