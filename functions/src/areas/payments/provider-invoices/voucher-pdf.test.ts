import { amountInWords, formatCents } from '@gradina/shared/money-words';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../../../test/support/documents';
import { pdfMaker } from '../../../platform/documents/pdfmake';
import { cashVoucherDefinition } from './voucher-pdf';

const kindergarten = {
  name: 'ДГ „Слънце“',
  eik: '000471234',
  address: 'гр. Пловдив, ул. Липа 1',
  accountablePerson: 'Анна Колева',
  vatNumber: null,
};

const print = async (o: Partial<Parameters<typeof cashVoucherDefinition>[0]> = {}) => {
  const maker = await pdfMaker();
  const bytes = await maker
    .createPdf(
      cashVoucherDefinition({
        number: '12',
        date: '2026-11-21',
        kindergarten,
        recipientName: 'Мария Георгиева',
        recipientDocument: 'л.к. № 645123456, изд. 12.03.2020 г., МВР – Пловдив',
        basis: 'Връщане на надплатена сума',
        amountCents: 4550,
        cashierName: 'Петя Иванова',
        draft: false,
        ...o,
      }),
    )
    .getBuffer();
  return pdfText(bytes);
};

describe('the cash voucher (РКО)', () => {
  it('prints the recipient and their identity document, the basis, the sum in figures and words, four signatures', async () => {
    const text = await print();
    for (const expected of [
      'РАЗХОДЕН КАСОВ ОРДЕР',
      '№ 12 / дата 21.11.2026',
      'ДГ „Слънце“',
      'Изплатете на: Мария Георгиева',
      'Документ за самоличност: л.к. № 645123456, изд. 12.03.2020 г., МВР – Пловдив',
      'Основание: Връщане на надплатена сума',
      `Сума: ${formatCents(4550)}`,
      `Словом: ${amountInWords(4550)}`,
      'Получател:',
      'Касиер:',
      'Главен счетоводител:',
      'Ръководител (директор):',
      '(Петя Иванова)',
      '(Анна Колева)',
    ])
      expect(text).toContain(expected);
  });

  it('marks a draft and leaves its number blank', async () => {
    const text = await print({ draft: true });
    expect(text).toContain('ПРОЕКТ');
    expect(text).toContain('№ …… / дата 21.11.2026');
  });
});
