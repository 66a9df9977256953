import { FeePaymentStatus, OnlinePaymentStatus } from '@gradina/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { receiptCounterKey, receiptNumberKey } from '../../functions/src/domain/payments/receipt-numbers';
import { deskPayment } from '../support/activities/cash';
import { aFee, storedFee } from '../support/activities/items';
import { aProvider, epayReply, storedPayment, type TestProvider } from '../support/activities/payments';
import { api } from '../support/api';
import { type GivenKindergarten, given } from '../support/given';
import { storedItem } from '../support/stored';

/**
 * Issue #25, point 2: the kindergarten's receipt numbers have no gaps and no repeats. The number is taken in
 * the payment's own transaction, so 50 desk payments at once take 1..50, and 50 deliveries of one PAID
 * notification at once take one number (the 49 that lose the race take none).
 */

let kg: GivenKindergarten;
let provider: TestProvider;

beforeAll(async () => {
  kg = await given.kindergarten({ name: 'ДГ „Номера“' }).group().child().parent();
  provider = await aProvider('Студио Номер ЕООД');
});

const lastNumber = async () => Number((await storedItem(receiptCounterKey(kg.id)))?.last ?? 0);

let activity = 0;
const aDueFee = () => {
  activity++;
  return aFee(kg.id, kg.child, '2026-11', { provider, activityId: `rn-${activity}`, amountCents: 1200 });
};

const payAtDesk = (feeId: string) =>
  deskPayment(kg.director, kg.id, feeId, 1200, { payerName: 'Мария Петрова' });

const notify = (line: string) => epayReply(provider, line);

describe('receipt numbers', () => {
  const numbers: number[] = [];

  it('50 desk payments at once take the numbers 1..50, each once', async () => {
    const fees = await Promise.all(Array.from({ length: 50 }, aDueFee));
    const replies = await Promise.all(fees.map((f) => payAtDesk(f.id)));
    expect(replies.map((r) => r.status)).toEqual(Array(50).fill(200));
    const payments = await Promise.all(replies.map((r) => storedPayment(kg.id, String(r.body.entityId))));
    numbers.push(...payments.map((p) => p!.receiptNumber!));
    expect([...numbers].sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(await lastNumber()).toBe(50);
  });

  it('50 deliveries of one PAID notification at once take one number; the next payment the one after', async () => {
    const fee = await aDueFee();
    const start = await api(kg.parent, 'payments.epayData', { path: { id: fee.id }, query: { method: 7 } });
    expect(start.status).toBe(200);
    const line = `INVOICE=${start.body.invoice}:STATUS=PAID:PAY_TIME=20261121101500:STAN=123456:BCODE=A1B2C3`;
    const replies = await Promise.all(Array.from({ length: 50 }, () => notify(line)));
    // A delivery that lost the race answers OK (the line is applied) or ERR (ePay sends it again).
    expect(replies.every((r) => /^INVOICE=\d+:STATUS=(OK|ERR)$/.test(r))).toBe(true);
    if (!replies.some((r) => r.endsWith('OK'))) expect(await notify(line)).toMatch(/STATUS=OK$/);
    const payment = await storedPayment(kg.id, start.body.paymentId);
    expect(payment?.status).toBe(OnlinePaymentStatus.Paid);
    expect(payment?.receiptNumber).toBe(51);
    expect(await storedFee(kg.id, fee.id)).toMatchObject({ status: FeePaymentStatus.Paid, paidCents: 1200 });
    expect(await lastNumber()).toBe(51);

    const next = await payAtDesk((await aDueFee()).id);
    expect((await storedPayment(kg.id, String(next.body.entityId)))?.receiptNumber).toBe(52);
  });

  it('each number given is marked with its payment once', async () => {
    const marker = await storedItem(receiptNumberKey(kg.id, 51));
    expect(marker).toMatchObject({ type: 'ReceiptNumber' });
    expect(await storedItem(receiptNumberKey(kg.id, 53))).toBeUndefined();
  });
});
