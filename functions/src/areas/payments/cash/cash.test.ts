import { FeePaymentStatus, OnlinePaymentStatus, PaymentMethod } from '@gradina/shared';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../../../test/support/documents';
import type { FeeItem, PaymentItem } from '../../../domain/activities/items';
import { pdfMaker } from '../../../platform/documents/pdfmake';
import { matches, monthsOf, totalsByMethod } from './overview';
import { receiptDefinition, receiptLabel } from './receipt';
import { alreadyPaid, batchRefusal, feeRefusal, pendingOnline, requestFingerprint } from './record';

const fee = (o: Partial<FeeItem> = {}) =>
  ({
    id: 'f1',
    childId: 'c1',
    childName: 'Мария Иванова',
    providerId: 'p1',
    amountCents: 4000,
    paidCents: 0,
    status: FeePaymentStatus.NotPaid,
    pendingPaymentId: null,
    ...o,
  }) as FeeItem;

const payment = (o: Partial<PaymentItem> = {}): PaymentItem => ({
  id: 'pay1',
  kindergartenId: 'kg',
  method: PaymentMethod.Cash,
  status: OnlinePaymentStatus.Paid,
  providerId: 'p1',
  providerName: 'Танцово студио Ритъм',
  fees: [
    {
      feeId: 'f1',
      childId: 'c1',
      childName: 'Мария Иванова',
      month: '2026-10',
      activityId: 'a1',
      activityName: 'Народни танци',
      amountCents: 1500,
    },
    {
      feeId: 'f2',
      childId: 'c1',
      childName: 'Мария Иванова',
      month: '2026-11',
      activityId: 'a1',
      activityName: 'Народни танци',
      amountCents: 780,
    },
  ],
  totalCents: 2280,
  childIds: ['c1'],
  batch: true,
  invoice: null,
  idn: null,
  expiresAt: null,
  paidAt: '2026-11-20',
  stan: null,
  bcode: null,
  receiptNumber: 17,
  cashierId: 'u1',
  cashierName: 'Елена Петрова',
  payerName: 'Иван Иванов',
  note: null,
  createdBy: 'u1',
  createdAt: '2026-11-20T09:00:00.000Z',
  version: 1,
  ...o,
});

describe('what a fee can take', () => {
  it('takes a part or the rest of what is due', () => {
    expect(feeRefusal(fee(), 1000)).toBeNull();
    expect(feeRefusal(fee({ paidCents: 1000, status: FeePaymentStatus.PartiallyPaid }), 3000)).toBeNull();
  });

  it('refuses an overpayment naming the amount, a paid fee and one waiting for an online payment', () => {
    const over = feeRefusal(fee({ paidCents: 1000, status: FeePaymentStatus.PartiallyPaid }), 3001);
    expect(over).toMatchObject({ field: { field: 'amountCents' } });
    expect(JSON.stringify(over)).toContain('30,00 €');
    expect(feeRefusal(fee({ paidCents: 4000, status: FeePaymentStatus.Paid }), 1)).toEqual({
      conflict: alreadyPaid,
    });
    expect(feeRefusal(fee({ status: FeePaymentStatus.WaitingExternal, pendingPaymentId: 'x' }), 1)).toEqual({
      conflict: pendingOnline,
    });
  });

  it('takes a batch of one provider and one family only', () => {
    const siblings = new Map([
      ['c1', ['mother', 'father']],
      ['c2', ['mother']],
      ['c3', ['someone else']],
    ]);
    expect(batchRefusal([fee(), fee({ id: 'f2', childId: 'c2' })], siblings)).toBeNull();
    expect(batchRefusal([fee(), fee({ id: 'f2', childId: 'c3' })], siblings)?.message).toContain(
      'едно семейство',
    );
    expect(batchRefusal([fee(), fee({ id: 'f2', providerId: 'p2' })], siblings)?.message).toContain(
      'един доставчик',
    );
  });
});

describe('the payments list', () => {
  it('reads the month of today, or each month of a range up to 12', () => {
    expect(monthsOf({}, '2026-11-25')).toEqual(['2026-11']);
    expect(monthsOf({ month: '2026-09' }, '2026-11-25')).toEqual(['2026-09']);
    expect(monthsOf({ fromDate: '2026-11-15', toDate: '2027-01-02' }, '2026-11-25')).toEqual([
      '2026-11',
      '2026-12',
      '2027-01',
    ]);
    expect(() => monthsOf({ fromDate: '2025-01-01', toDate: '2026-12-31' }, '2026-11-25')).toThrow(
      /12 месеца/,
    );
    expect(() => monthsOf({ fromDate: '2026-11-02', toDate: '2026-10-01' }, '2026-11-25')).toThrow(/До дата/);
  });

  it('keeps paid payments that pass the filters, and totals them by method', () => {
    const cash = payment();
    const card = payment({
      id: 'p2',
      method: PaymentMethod.EPayBankCard,
      cashierId: null,
      batch: false,
      totalCents: 100,
    });
    expect(matches(cash, { method: PaymentMethod.Cash }, false)).toBe(true);
    expect(matches(card, { recordedByStaff: true }, false)).toBe(false);
    expect(matches(card, {}, true)).toBe(false);
    expect(matches(payment({ status: OnlinePaymentStatus.Waiting }), {}, false)).toBe(false);
    expect(matches(cash, { fromDate: '2026-11-21' }, false)).toBe(false);
    expect(totalsByMethod([cash, card, cash])).toEqual([
      { method: PaymentMethod.Cash, count: 2, totalCents: 4560 },
      { method: PaymentMethod.EPayBankCard, count: 1, totalCents: 100 },
    ]);
  });
});

describe('the receipt', () => {
  it('prints the Bulgarian receipt with a line per fee and the total in words', async () => {
    const maker = await pdfMaker();
    const definition = receiptDefinition({
      payment: payment(),
      number: receiptLabel(payment(), 'Р-')!,
      kindergartenName: 'ДГ „Слънце“',
      issuer: {
        legalName: 'ДГ „Слънце“ – Пловдив',
        eik: '123456789',
        address: 'ул. Липа 1',
        accountablePerson: 'Анна Колева',
      },
      provider: { name: '„Танцово студио Ритъм“ ЕООД', eik: '204567890' },
      payer: 'Иван Иванов',
    });
    const text = await pdfText(await maker.createPdf(definition).getBuffer());
    for (const expected of [
      'Разписка № Р-17 / 20.11.2026',
      'ЕИК 123456789',
      'МОЛ Анна Колева',
      '„Танцово студио Ритъм“ ЕООД, ЕИК 204567890',
      'Платец: Иван Иванов',
      'Народни танци октомври 2026 15,00 €',
      'ноември 2026 7,80 €',
      'Общо',
      '22,80 €',
      'двадесет и два евро и 80 цента',
      'В брой',
      'Касиер: Елена Петрова',
    ])
      expect(text).toContain(expected);
    // Each named once (issue #26): the signature lines under them are captioned, not named again.
    const count = (words: string) => text.split(words).length - 1;
    expect(count('Платец')).toBe(1);
    expect(count('Касиер')).toBe(1);
    expect(count('Иван Иванов')).toBe(1);
    expect(count('Елена Петрова')).toBe(1);
    expect(text).toContain('подпис на касиера');
    expect(text).toContain('подпис на платеца');
  });

  it('names ePay STAN and BCODE for an online payment', async () => {
    const maker = await pdfMaker();
    const online = payment({
      method: PaymentMethod.EPay,
      cashierId: null,
      cashierName: null,
      stan: '123456',
      bcode: 'A1B2C3',
    });
    const text = await pdfText(
      await maker
        .createPdf(
          receiptDefinition({
            payment: online,
            number: '18',
            kindergartenName: 'ДГ',
            issuer: null,
            provider: { name: 'П', eik: '' },
            payer: 'Мария Георгиева',
          }),
        )
        .getBuffer(),
    );
    expect(text).toContain('STAN 123456, BCODE A1B2C3');
    expect(text).not.toContain('Касиер');
    // The parent who paid on ePay's page is the payer (today's receipt left it empty).
    expect(text).toContain('Платец: Мария Георгиева');
  });
});

describe('a request key’s fingerprint', () => {
  const input = { method: PaymentMethod.Cash, date: '2026-11-21', payerName: 'Иван Иванов' };
  it('is the same for the same request (a retry), another for another fee, amount or payer', () => {
    const one = requestFingerprint(input, ['f1'], 1000);
    expect(requestFingerprint({ ...input, payerName: ' Иван Иванов ' }, ['f1'], 1000)).toBe(one);
    expect(requestFingerprint(input, ['f2'], 1000)).not.toBe(one);
    expect(requestFingerprint(input, ['f1'], 1500)).not.toBe(one);
    expect(requestFingerprint(input, ['f1'], null)).not.toBe(one);
    expect(requestFingerprint({ ...input, payerName: 'Петър' }, ['f1'], 1000)).not.toBe(one);
    expect(requestFingerprint(input, ['f2', 'f1'], null)).toBe(requestFingerprint(input, ['f1', 'f2'], null));
  });
});
