import { describe, expect, it } from 'vitest';
import { manifestFormMessages } from '../../../ui/forms/useManifestForm';
import { newVoucher, type VoucherValues, voucherFormSpec } from './voucher-form';

const november = { providerId: 'p1', fromDate: '2026-11-01', toDate: '2026-11-30' };
const messages = (values: VoucherValues) =>
  manifestFormMessages('payments.saveVoucher', voucherFormSpec('kg-1'), values);

const byPeriod: VoucherValues = {
  ...newVoucher(november, '2026-12-01', undefined),
  recipientName: 'Иван Петров',
  recipientDocument: 'л.к. № 645123456',
  providerName: 'Спорт ООД',
};

describe('the voucher form', () => {
  it('sends the provider and the period, with the usual basis naming the provider', async () => {
    expect(await messages(byPeriod)).toEqual({});
    expect(voucherFormSpec('kg-1').toBody(byPeriod)).toEqual({
      kindergartenId: 'kg-1',
      ...november,
      date: '2026-12-01',
      recipientName: 'Иван Петров',
      recipientDocument: 'л.к. № 645123456',
      basis: 'Предаване на събрани в брой такси на Спорт ООД',
    });
  });

  it('sends only the protocol of a voucher made from one, and the basis typed', () => {
    const body = voucherFormSpec('kg-1').toBody({
      ...newVoucher(november, '2026-12-01', 'prot-1'),
      recipientName: 'Иван Петров',
      recipientDocument: ' л.к. № 645123456 ',
      basis: ' Такси в брой ',
    });
    expect(body).toEqual({
      kindergartenId: 'kg-1',
      protocolId: 'prot-1',
      date: '2026-12-01',
      recipientName: 'Иван Петров',
      recipientDocument: 'л.к. № 645123456',
      basis: 'Такси в брой',
    });
  });

  it('asks for the recipient, their identity document and the date by their labels', async () => {
    expect(await messages({ ...byPeriod, recipientName: ' ', recipientDocument: '', date: '' })).toEqual({
      recipientName: 'Полето "Получател" е задължително',
      recipientDocument: 'Полето "Документ за самоличност" е задължително',
      date: 'Полето "Дата" е задължително',
    });
  });

  it('asks for the provider and an ordered period without a protocol, not with one', async () => {
    const none = { ...byPeriod, providerId: '', toDate: '2026-10-31' };
    expect(await messages(none)).toEqual({
      providerId: 'Полето "Доставчик" е задължително',
      toDate: 'Полето "До дата" не може да е преди "От дата".',
    });
    expect(await messages({ ...none, protocolId: 'prot-1' })).toEqual({});
  });
});
