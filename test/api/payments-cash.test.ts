import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { activityKeys } from '../../functions/src/domain/activities/keys';
import { FeePaymentStatus, PaymentMethod, Role } from '../../shared/src/enums';
import { aCashProvider, alsoGuardianOf, type CashProvider, deskPayment } from '../support/activities/cash';
import { aFee, aPayment, holdForOnlinePayment } from '../support/activities/items';
import { api, download, type Principal } from '../support/api';
import { pdfText } from '../support/documents';
import { type GivenKindergarten, given } from '../support/given';
import { storedItem } from '../support/stored';

/**
 * Payments staff record (cash, bank, POS) with a cashier, their receipts (and an online payment's), the
 * payments overview and the invoicing settings, against a world of fees written with the activities kit.
 */

let kg: GivenKindergarten;
let other: GivenKindergarten;
let rhythm: CashProvider;
let english: CashProvider;
let administrator: Principal;

const key = () => randomUUID();
const today = '2026-11-21';

beforeAll(async () => {
  [kg, other, rhythm, english] = await Promise.all([
    given.kindergarten({ name: 'ДГ „Слънце“' }).group().parents(2).staff(Role.Administrator),
    given.kindergarten({ name: 'ДГ „Луна“' }).group().child().parent(),
    aCashProvider('„Танцово студио Ритъм“ ЕООД'),
    aCashProvider('„Инглиш Кидс“ ООД'),
  ]);
  administrator = kg.staff[0]!;
});

const [first, second] = [0, 1];
const child = (i: number) => kg.children[i]!;
const fee = (i: number, month: string, amountCents: number, provider = rhythm, o = {}) =>
  aFee(kg.id, child(i), month, { provider, amountCents, activityId: `${provider.id}-${month}`, ...o });

const pay = (user: Principal, feeId: string, amountCents: number, o: Record<string, unknown> = {}) =>
  deskPayment(user, kg.id, feeId, amountCents, o);

const payBatch = (user: Principal, feeIds: string[], o: Record<string, unknown> = {}) =>
  api(user, 'payments.recordBatchPayment', {
    body: {
      kindergartenId: kg.id,
      feeIds,
      method: PaymentMethod.Cash,
      date: today,
      payerName: 'Иван Иванов',
      idempotencyKey: key(),
      ...o,
    },
  });

const storedFee = (id: string) => storedItem(activityKeys.fee(kg.id, id)) as Promise<Record<string, unknown>>;

describe('recording a payment', () => {
  it('pays a part of a fee, then the rest with another fee as a batch, each with a receipt number', async () => {
    const september = await fee(first, '2026-09', 4000);
    const october = await fee(first, '2026-10', 3500);
    const part = await pay(kg.director, september.id, 1500, { cashierId: administrator.id });
    expect(part.status).toBe(200);
    expect(await storedFee(september.id)).toMatchObject({
      paidCents: 1500,
      status: FeePaymentStatus.PartiallyPaid,
    });

    const rest = await payBatch(kg.director, [september.id, october.id]);
    expect(rest.status).toBe(200);
    expect(await storedFee(september.id)).toMatchObject({ paidCents: 4000, status: FeePaymentStatus.Paid });
    expect(await storedFee(october.id)).toMatchObject({ paidCents: 3500, status: FeePaymentStatus.Paid });

    const one = await api(kg.director, 'payments.paymentDetails', {
      path: { id: String(part.body.entityId) },
    });
    const batch = await api(kg.director, 'payments.paymentDetails', {
      path: { id: String(rest.body.entityId) },
    });
    expect(one.body).toMatchObject({
      totalCents: 1500,
      batch: false,
      cashierId: administrator.id,
      paidOn: today,
    });
    expect(batch.body).toMatchObject({ totalCents: 6000, batch: true, recordedByStaff: true });
    expect(batch.body.fees.map((f) => f.amountCents).sort()).toEqual([2500, 3500]);
    expect(Number(batch.body.receiptLabel)).toBe(Number(one.body.receiptLabel) + 1);
  });

  it('refuses an overpayment naming the amount, a paid fee and a fee waiting for an online payment', async () => {
    const due = await fee(first, '2026-11', 2000);
    const over = await pay(kg.director, due.id, 2001);
    expect(over.status).toBe(400);
    expect(over.error?.errors?.[0]?.field).toBe('amountCents');
    expect(over.error?.errorMessage).toContain('20,00 €');

    expect((await pay(kg.director, due.id, 2000)).status).toBe(200);
    const again = await pay(kg.director, due.id, 1);
    expect(again.status).toBe(409);

    const waiting = await fee(second, '2026-11', 2000);
    await holdForOnlinePayment(waiting);
    const refused = await pay(kg.director, waiting.id, 500);
    expect(refused.status).toBe(409);
    expect(refused.error?.errorMessage).toMatch(/^Таксата чака онлайн плащане/);
    expect(await storedFee(waiting.id)).toMatchObject({ paidCents: 0 });
  });

  it('records a double click or a retry once', async () => {
    const due = await fee(second, '2026-09', 3000);
    const idempotencyKey = key();
    const [a, b] = await Promise.all([
      pay(kg.director, due.id, 1000, { idempotencyKey }),
      pay(kg.director, due.id, 1000, { idempotencyKey }),
    ]);
    const retry = await pay(kg.director, due.id, 1000, { idempotencyKey });
    expect([a.status, b.status, retry.status]).toEqual([200, 200, 200]);
    expect(new Set([a.body.entityId, b.body.entityId, retry.body.entityId]).size).toBe(1);
    expect(await storedFee(due.id)).toMatchObject({
      paidCents: 1000,
      status: FeePaymentStatus.PartiallyPaid,
    });
  });

  it('a request key reused for another fee or amount is a 409 naming the key, never the old payment', async () => {
    const due = await fee(second, '2026-08', 3000);
    const otherFee = await fee(second, '2026-07', 3000);
    const idempotencyKey = key();
    const first = await pay(kg.director, due.id, 1000, { idempotencyKey });
    expect(first.status).toBe(200);
    const otherAmount = await pay(kg.director, due.id, 1500, { idempotencyKey });
    expect(otherAmount.status).toBe(409);
    expect(otherAmount.error?.errorMessage).toContain(`Ключът на заявката „${idempotencyKey}“`);
    expect(otherAmount.error?.errorMessage).toContain('вече е използван за друго плащане');
    const anotherFee = await pay(kg.director, otherFee.id, 1000, { idempotencyKey });
    expect(anotherFee.status).toBe(409);
    const asBatch = await payBatch(kg.director, [otherFee.id], { idempotencyKey });
    expect(asBatch.status).toBe(409);
    expect(await storedFee(due.id)).toMatchObject({ paidCents: 1000 });
    expect(await storedFee(otherFee.id)).toMatchObject({ paidCents: 0 });

    const retry = await pay(kg.director, due.id, 1000, { idempotencyKey });
    expect(retry.status).toBe(200);
    expect(retry.body.entityId).toBe(first.body.entityId);
  });

  it('takes a cashier of the staff only, and a batch of one family and one provider', async () => {
    const due = await fee(second, '2026-10', 3000);
    const stranger = await pay(kg.director, due.id, 100, { cashierId: other.director.id });
    expect(stranger.status).toBe(400);
    expect(stranger.error?.errors?.[0]?.field).toBe('cashierId');

    const sibling = await fee(second, '2026-12', 1000);
    const mine = await fee(first, '2026-12', 1000);
    const notFamily = await payBatch(kg.director, [sibling.id, mine.id]);
    expect(notFamily.status).toBe(400);
    expect(notFamily.error?.errorMessage).toContain('едно семейство');
    await alsoGuardianOf(kg.id, child(second), kg.parents[first]!.id);
    expect((await payBatch(kg.director, [sibling.id, mine.id])).status).toBe(200);

    const a = await fee(first, '2027-01', 1000);
    const b = await fee(first, '2027-01', 1000, english);
    const twoProviders = await payBatch(kg.director, [a.id, b.id]);
    expect(twoProviders.status).toBe(400);
    expect(twoProviders.error?.errors?.[0]?.field).toBe('feeIds');
  });

  it("refuses another kindergarten's fee and a parent recording a payment", async () => {
    const theirs = await aFee(other.id, other.child, '2026-09', { provider: rhythm, amountCents: 1000 });
    expect((await pay(kg.director, theirs.id, 100)).status).toBe(404);
    const due = await fee(first, '2027-02', 1000);
    expect((await pay(kg.parents[first]!, due.id, 100)).status).toBe(403);
  });
});

describe('receipts', () => {
  it('prints the receipt in Bulgarian for staff and the child’s parent, 404 for another parent', async () => {
    const due = await fee(first, '2027-03', 2280);
    const paid = await pay(kg.director, due.id, 2280, {
      method: PaymentMethod.POS,
      note: 'Платено на място',
    });
    const paymentId = String(paid.body.entityId);
    const pdf = await download(kg.director, 'payments.paymentReceipt', { path: { paymentId } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    const text = await pdfText(pdf.bytes);
    for (const expected of [
      'Разписка №',
      '21.11.2026',
      'ДГ „Слънце“',
      `„Танцово студио Ритъм“ ЕООД, ЕИК ${rhythm.eik}`,
      'Платец: Иван Иванов',
      'март 2027',
      '22,80 €',
      'двадесет и два евро и 80 цента',
      'ПОС терминал',
    ])
      expect(text).toContain(expected);

    expect(
      (await download(kg.parents[first]!, 'payments.paymentReceipt', { path: { paymentId } })).status,
    ).toBe(200);
    expect(
      (await download(kg.parents[second]!, 'payments.batchPaymentReceipt', { path: { paymentId } })).status,
    ).toBe(404);
    expect((await download(other.director, 'payments.paymentReceipt', { path: { paymentId } })).status).toBe(
      404,
    );
  });

  it('prints an online payment’s receipt with ePay’s STAN and BCODE', async () => {
    const due = await fee(first, '2027-04', 1000, english);
    const online = await aPayment(due, { stan: '004321', bcode: 'X9Y8Z7' });
    const pdf = await download(kg.director, 'payments.paymentReceipt', { path: { paymentId: online.id } });
    expect(pdf.status).toBe(200);
    const text = await pdfText(pdf.bytes);
    expect(text).toContain('STAN 004321, BCODE X9Y8Z7');
    expect(text).toContain('„Инглиш Кидс“ ООД');
  });
});

describe('the payments overview', () => {
  it('lists the month’s paid payments with totals by method; a parent sees their children’s only', async () => {
    const all = await api(kg.director, 'payments.paymentsOverview', { query: { kindergartenId: kg.id } });
    expect(all.status).toBe(200);
    expect(all.body.rowsCount).toBeGreaterThanOrEqual(6);
    const sum = all.body.totals.reduce((s, t) => s + t.totalCents, 0);
    expect(sum).toBe(all.body.totalCents);
    expect(all.body.totals.find((t) => t.method === PaymentMethod.EPay)?.count).toBeGreaterThanOrEqual(1);

    const cash = await api(kg.director, 'payments.paymentsOverview', {
      query: { kindergartenId: kg.id, method: PaymentMethod.Cash, cashierId: administrator.id },
    });
    expect(cash.body.result.map((p) => p.totalCents)).toEqual([1500]);

    const batches = await api(kg.director, 'payments.batchPayments', { query: { kindergartenId: kg.id } });
    expect(batches.body.result.every((p) => p.batch)).toBe(true);
    expect(batches.body.rowsCount).toBe(2);

    const parent = await api(kg.parents[second]!, 'payments.paymentsOverview', {
      query: { kindergartenId: kg.id },
    });
    expect(parent.body.result.length).toBeGreaterThan(0);
    expect(parent.body.result.every((p) => p.fees.some((f) => f.childId === child(second).id))).toBe(true);
  });

  it('offers a child’s due fees and the staff as cashiers', async () => {
    const due = await api(kg.director, 'payments.dueFees', {
      query: { kindergartenId: kg.id, childId: child(second).id },
    });
    expect(due.status).toBe(200);
    expect(due.body.find((f) => f.month === '2026-09')).toMatchObject({ dueCents: 2000, paidCents: 1000 });
    expect(due.body.find((f) => f.month === '2026-11')).toMatchObject({ pendingOnline: true });
    const cashiers = await api(kg.director, 'payments.paymentCashiers', { query: { kindergartenId: kg.id } });
    expect(cashiers.body.map((c) => c.id)).toContain(administrator.id);
  });
});

describe('invoicing settings', () => {
  it('saves the issuer data with its version and prints it on the receipt', async () => {
    const blank = await api(kg.director, 'payments.invoiceSettings', { query: { kindergartenId: kg.id } });
    expect(blank.body).toMatchObject({ legalName: 'ДГ „Слънце“', version: 0 });
    const body = {
      kindergartenId: kg.id,
      legalName: 'ДГ „Слънце“ – Пловдив',
      eik: '000471234',
      address: 'гр. Пловдив, ул. Липа 1',
      accountablePerson: 'Анна Колева',
      iban: 'BG80 BNBG 9661 1020 3456 78',
      bankName: 'БНБ',
    };
    expect(
      (await api(kg.director, 'payments.saveInvoiceSettings', { body: { ...body, version: 0 } })).status,
    ).toBe(200);
    const stale = await api(kg.director, 'payments.saveInvoiceSettings', { body: { ...body, version: 0 } });
    expect(stale.status).toBe(409);
    expect(stale.error?.errors?.[0]?.field).toBe('version');
    const bad = await api(kg.director, 'payments.saveInvoiceSettings', {
      body: { ...body, eik: '12', version: 1 },
    });
    expect(bad.error?.errors?.[0]?.field).toBe('eik');

    const types = await api(kg.director, 'payments.documentTypes', { query: { kindergartenId: kg.id } });
    expect(types.body.map((t) => t.name)).toEqual([
      'Разписка',
      'Приходен касов ордер',
      'Фактура',
      'Проформа фактура',
      'Кредитно известие',
    ]);
    const receiptType = types.body[0]!;
    const back = await api(kg.director, 'payments.saveDocumentType', {
      body: {
        kindergartenId: kg.id,
        id: 'receipt',
        name: 'Разписка',
        prefix: 'Р-',
        nextNumber: 1,
        version: 0,
      },
    });
    expect(back.status).toBe(400);
    expect(back.error?.errors?.[0]?.field).toBe('nextNumber');
    const saved = await api(kg.director, 'payments.saveDocumentType', {
      body: {
        kindergartenId: kg.id,
        id: 'receipt',
        name: 'Разписка',
        prefix: 'Р-',
        nextNumber: 500,
        reason: 'Продължаване от хартиения кочан',
        version: 0,
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(receiptType.nextNumber).toBeGreaterThan(1);

    const due = await fee(first, '2027-05', 1000);
    const paid = await pay(kg.director, due.id, 1000);
    const details = await api(kg.director, 'payments.paymentDetails', {
      path: { id: String(paid.body.entityId) },
    });
    expect(details.body.receiptLabel).toBe('Р-500');
    const pdf = await download(kg.director, 'payments.paymentReceipt', {
      path: { paymentId: String(paid.body.entityId) },
    });
    const text = await pdfText(pdf.bytes);
    expect(text).toContain('Разписка № Р-500');
    expect(text).toContain('ЕИК 000471234');
    expect(text).toContain('МОЛ Анна Колева');
  });
});
