import { FeePaymentStatus, OnlinePaymentStatus, PaymentMethod } from '@gradina/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { aFee, storedFee } from '../support/activities/items';
import { aProvider, simulator, storedPayment, type TestProvider } from '../support/activities/payments';
import { api } from '../support/api';
import { type GivenKindergarten, given } from '../support/given';

/**
 * A parent's fees and paying them online against the local cloud's ePay simulator: the lists (2 DynamoDB
 * requests), a parent only their own child's, a card payment paid on the simulator's page, an EasyPay code
 * paid at the desk, a denied payment releasing its fee, several fees in one payment and its refusals.
 */

let kg: GivenKindergarten;
let other: GivenKindergarten;
let dance: TestProvider;
let english: TestProvider;
const epay = simulator();

const dbRequests = (headers: Headers) =>
  Number(/requests=(\d+)/.exec(headers.get('x-gradina-db') ?? '')?.[1]);

beforeAll(async () => {
  [kg, other] = await Promise.all([
    given.kindergarten({ name: 'ДГ „Плащане“' }).group().child().parent(),
    given.kindergarten({ name: 'ДГ „Друга“' }).group().child().parent(),
  ]);
  [dance, english] = await Promise.all([
    aProvider('Танцово студио Ритъм ЕООД', { transfer: true }),
    aProvider('Инглиш Кидс ООД'),
  ]);
});

const unpaid = (user = kg.parent, studentId = kg.child.id) =>
  api(user, 'payments.parentUnpaidFees', { query: { studentId } });

describe('the parent fees lists', () => {
  it('lists a child’s unpaid fees newest first, in 2 requests, with the transfer flags', async () => {
    const child = kg.children[0]!;
    await aFee(kg.id, child, '2026-09', { provider: dance, activityName: 'Танци' });
    await aFee(kg.id, child, '2026-10', { provider: dance, activityName: 'Танци' });
    await aFee(kg.id, child, '2026-10', { provider: english, activityName: 'Английски', amountCents: 5000 });
    await aFee(kg.id, child, '2026-08', {
      provider: dance,
      activityName: 'Танци',
      paidCents: 4000,
      status: FeePaymentStatus.Paid,
    });
    const reply = await unpaid();
    expect(reply.status).toBe(200);
    expect(reply.body.result.map((f) => `${f.month} ${f.activityName}`)).toEqual([
      '2026-10 Английски',
      '2026-10 Танци',
      '2026-09 Танци',
    ]);
    expect(reply.body.isTransferPaymentPossible).toBe(true);
    expect(reply.body.result.find((f) => f.providerId === english.id)?.isTransferPaymentPossible).toBe(false);
    expect(reply.body.transferPaymentEasyPayIdn).toBeNull();
    expect(dbRequests(reply.headers)).toBeLessThanOrEqual(2);
    const paid = await api(kg.parent, 'payments.parentFees', {
      query: { studentId: child.id, isPaid: 'true' },
    });
    expect(paid.body.result.map((f) => f.month)).toEqual(['2026-08']);
  });

  it('answers 404 for another parent’s child and for a child of another kindergarten', async () => {
    expect((await unpaid(other.parent, kg.child.id)).status).toBe(404);
    expect((await unpaid(kg.director, other.child.id)).status).toBe(404);
    expect((await unpaid(kg.director)).status).toBe(200);
  });
});

describe('paying online', () => {
  it('a card payment is held until ePay’s notification credits it; the redirect shows the outcome', async () => {
    const fee = await aFee(kg.id, kg.child, '2026-11', {
      provider: dance,
      activityName: 'Танци',
      activityId: 'card-1',
    });
    const start = await api(kg.parent, 'payments.epayData', {
      path: { id: fee.id },
      query: { method: PaymentMethod.EPayBankCard },
    });
    expect(start.status).toBe(200);
    expect(start.body.form.fields.PAGE).toBe('credit_paydirect');
    expect(start.body.form.fields.URL_OK).toContain(
      `/activities/parents/fees?payment=${start.body.paymentId}`,
    );
    expect((await storedFee(kg.id, fee.id))?.status).toBe(FeePaymentStatus.WaitingExternal);
    const again = await api(kg.parent, 'payments.epayData', { path: { id: fee.id }, query: { method: 4 } });
    expect(again.status).toBe(409);

    const page = await epay.openPayPage(start.body.form);
    expect(page.status).toBe(200);
    expect(page.html).toContain('40,00');
    await epay.press(page.payPath!, 'pay');
    await epay.idle();

    const state = await api(kg.parent, 'payments.epayRedirectResponse', {
      body: { paymentId: start.body.paymentId },
    });
    expect(state.body.status).toBe(OnlinePaymentStatus.Paid);
    expect(state.body.receiptNumber).toBeGreaterThan(0);
    const stored = await storedFee(kg.id, fee.id);
    expect(stored).toMatchObject({ status: FeePaymentStatus.Paid, paidCents: 4000, pendingPaymentId: null });
    expect(stored?.lastPaymentId).toBe(start.body.paymentId);
    expect(
      (
        await api(other.parent, 'payments.epayRedirectResponse', {
          body: { paymentId: start.body.paymentId },
        })
      ).status,
    ).toBe(404);
  });

  it('a denied payment frees its fee for another attempt with a new INVOICE', async () => {
    const fee = await aFee(kg.id, kg.child, '2026-07', { provider: dance, activityId: 'deny-1' });
    const first = await api(kg.parent, 'payments.epayData', { path: { id: fee.id }, query: { method: 4 } });
    expect(first.body.form.fields.PAGE).toBe('paylogin');
    const page = await epay.openPayPage(first.body.form);
    await epay.press(page.payPath!, 'deny');
    await epay.idle();
    expect((await storedPayment(kg.id, first.body.paymentId))?.status).toBe(OnlinePaymentStatus.Denied);
    expect(await storedFee(kg.id, fee.id)).toMatchObject({
      status: FeePaymentStatus.NotPaid,
      pendingPaymentId: null,
    });
    const second = await api(kg.parent, 'payments.epayData', { path: { id: fee.id }, query: { method: 7 } });
    expect(second.status).toBe(200);
    expect(Number(second.body.invoice)).toBeGreaterThan(Number(first.body.invoice));
  });

  it('an EasyPay code for several fees at once is paid at the desk; the reply shows the code while it waits', async () => {
    const child = kg.child;
    const fees = await Promise.all([
      aFee(kg.id, child, '2026-05', { provider: dance, activityId: 'ezp-1' }),
      aFee(kg.id, child, '2026-06', { provider: dance, activityId: 'ezp-1', amountCents: 3550 }),
    ]);
    const code = await api(kg.parent, 'payments.transferEasyPayIdn', {
      query: { studentId: child.id, feeIds: fees.map((f) => f.id) },
    });
    expect(code.status).toBe(200);
    expect(code.body.idn).toMatch(/^\d{10}$/);
    expect(code.body.totalCents).toBe(7550);
    const list = await unpaid();
    expect(list.body.transferPaymentEasyPayIdn).toBe(code.body.idn);
    expect(list.body.transferPaymentEasyPayIdnExpirationDate).toBe(code.body.expiresAt);

    expect((await epay.payAtDesk(code.body.idn)).status).toBe(200);
    await epay.idle();
    for (const fee of fees) expect((await storedFee(kg.id, fee.id))?.status).toBe(FeePaymentStatus.Paid);
    const payment = await storedPayment(kg.id, code.body.paymentId);
    expect(payment).toMatchObject({ status: OnlinePaymentStatus.Paid, batch: true, totalCents: 7550 });
  });

  it('refuses several fees of two providers, of a provider without transfer payments, or of another child', async () => {
    const child = kg.child;
    const a = await aFee(kg.id, child, '2026-04', { provider: dance, activityId: 'mix-1' });
    const b = await aFee(kg.id, child, '2026-04', { provider: english, activityId: 'mix-2' });
    const c = await aFee(kg.id, child, '2026-03', { provider: english, activityId: 'mix-2' });
    const mixed = await api(kg.parent, 'payments.transferEpayData', {
      query: { studentId: child.id, feeIds: [a.id, b.id], method: 7 },
    });
    expect(mixed.status).toBe(400);
    expect(mixed.error?.errors?.[0]?.field).toBe('query.feeIds');
    const noTransfer = await api(kg.parent, 'payments.transferEpayData', {
      query: { studentId: child.id, feeIds: [b.id, c.id], method: 7 },
    });
    expect(noTransfer.status).toBe(400);
    expect(noTransfer.error?.errorMessage).toContain('няколко такси');
    const foreign = await api(other.parent, 'payments.epayData', {
      path: { id: a.id },
      query: { method: 7 },
    });
    expect(foreign.status).toBe(404);
    const badMethod = await api(kg.parent, 'payments.epayData', {
      path: { id: a.id },
      query: { method: 2 as 7 },
    });
    expect(badMethod.status).toBe(400);
    expect(badMethod.error?.errors?.[0]?.field).toBe('query.method');
    // Nothing was held by the refusals.
    expect((await storedFee(kg.id, a.id))?.status).toBe(FeePaymentStatus.NotPaid);
  });
});
