import { FeePaymentStatus, OnlinePaymentStatus, PaymentMethod } from '@gradina/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { aFee, storedFee } from '../support/activities/items';
import { aProvider, simulator, storedPayment, type TestProvider } from '../support/activities/payments';
import { api } from '../support/api';
import { type GivenKindergarten, given } from '../support/given';

/**
 * Issue #26: a parent back from ePay's page without paying gives the card payment up, and the fee is payable
 * again at once (the payment ends as the expiry ends it); a PAID ePay still sends is a late payment.
 */

let kg: GivenKindergarten;
let other: GivenKindergarten;
let dance: TestProvider;
const epay = simulator();

beforeAll(async () => {
  [kg, other] = await Promise.all([
    given.kindergarten({ name: 'ДГ „Отказ“' }).group().child().parent().child().parent(),
    given.kindergarten({ name: 'ДГ „Друга“' }).group().child().parent(),
  ]);
  dance = await aProvider('Танцово студио Стъпка ЕООД');
});

const start = (feeId: string, method: number = PaymentMethod.EPayBankCard) =>
  api(kg.parents[0]!, 'payments.epayData', { path: { id: feeId }, query: { method } });
const abandon = (user: (typeof kg)['parent'], id: string) =>
  api(user, 'payments.abandonPayment', { path: { id }, body: {} });

describe('giving up a started card payment', () => {
  it('frees the fee at once for the parent who started it; a PAID after it is a late payment', async () => {
    const fee = await aFee(kg.id, kg.children[0]!, '2026-11', { provider: dance, activityId: 'give-up-1' });
    const first = await start(fee.id);
    expect(first.status).toBe(200);
    expect((await start(fee.id)).status).toBe(409);

    // Another parent of the kindergarten may not; one of another kindergarten does not find it.
    expect((await abandon(kg.parents[1]!, first.body.paymentId)).status).toBe(403);
    expect((await abandon(other.parent, first.body.paymentId)).status).toBe(404);

    const given = await abandon(kg.parents[0]!, first.body.paymentId);
    expect(given.status, JSON.stringify(given.body)).toBe(200);
    expect(given.body.status).toBe(OnlinePaymentStatus.Expired);
    expect(await storedFee(kg.id, fee.id)).toMatchObject({
      status: FeePaymentStatus.NotPaid,
      pendingPaymentId: null,
    });
    expect((await storedPayment(kg.id, first.body.paymentId))?.expiredAt).toBeTruthy();
    const twice = await abandon(kg.parents[0]!, first.body.paymentId);
    expect(twice.status).toBe(409);
    expect(twice.error?.errorMessage).toBe('Плащането вече е приключило. Заредете таксите отново.');

    // ePay's page was still open: paying there now is a late payment, credited to the fee still unpaid.
    const page = await epay.openPayPage(first.body.form);
    await epay.press(page.payPath!, 'pay');
    await epay.idle();
    expect(await storedFee(kg.id, fee.id)).toMatchObject({ status: FeePaymentStatus.Paid, paidCents: 4000 });
  });

  it('lets the kindergarten’s staff give it up, and a new payment start at once', async () => {
    const fee = await aFee(kg.id, kg.children[0]!, '2026-10', { provider: dance, activityId: 'give-up-2' });
    const first = await start(fee.id, PaymentMethod.EPay);
    expect((await abandon(kg.director, first.body.paymentId)).status).toBe(200);
    const second = await start(fee.id);
    expect(second.status).toBe(200);
    expect(Number(second.body.invoice)).toBeGreaterThan(Number(first.body.invoice));
  });

  it('refuses an EasyPay code, naming the field', async () => {
    const fee = await aFee(kg.id, kg.children[0]!, '2026-09', { provider: dance, activityId: 'give-up-3' });
    const code = await api(kg.parents[0]!, 'payments.easyPayIdn', { path: { id: fee.id }, query: {} });
    expect(code.status).toBe(200);
    const refused = await abandon(kg.parents[0]!, code.body.paymentId);
    expect(refused.status).toBe(400);
    expect(refused.error?.errors?.[0]?.field).toBe('id');
  });
});
