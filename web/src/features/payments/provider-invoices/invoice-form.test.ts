import { describe, expect, it } from 'vitest';
import { manifestFormMessages } from '../../../ui/forms/useManifestForm';
import { type InvoiceValues, invoiceFormSpec, invoiceSums, newInvoice } from './invoice-form';

const messages = (values: InvoiceValues) =>
  manifestFormMessages('payments.issueInvoice', invoiceFormSpec('kg-1'), values);

const share: InvoiceValues = {
  ...newInvoice('prot-1'),
  providerId: 'p1',
  issueDate: '2026-12-01',
  taxEventDate: '2026-11-30',
  lines: [{ description: 'Дял от таксите за ноември 2026', amount: 12_340 }],
};

describe('the invoice form', () => {
  it('sends the protocol’s invoice with its lines in cents and the VAT as a number', async () => {
    expect(await messages(share)).toEqual({});
    expect(invoiceFormSpec('kg-1').toBody({ ...share, vat: '20' })).toEqual({
      kindergartenId: 'kg-1',
      direction: 'toProvider',
      providerId: 'p1',
      protocolId: 'prot-1',
      issueDate: '2026-12-01',
      taxEventDate: '2026-11-30',
      lines: [{ description: 'Дял от таксите за ноември 2026', amountCents: 12_340 }],
      vatPercent: 20,
    });
  });

  it('sends a provider’s invoice with its number as printed and its ИН по ЗДДС; asks for the number', async () => {
    const theirs = {
      ...share,
      direction: 'fromProvider' as const,
      number: ' 1245 ',
      providerVatNumber: 'BG123456789',
    };
    expect(invoiceFormSpec('kg-1').toBody(theirs)).toMatchObject({
      number: '1245',
      providerVatNumber: 'BG123456789',
    });
    expect(invoiceFormSpec('kg-1').toBody(share)).not.toHaveProperty('number');
    expect(await messages({ ...theirs, number: '' })).toEqual({
      number: 'Полето "Номер на фактурата" е задължително',
    });
  });

  it('sends no protocol for an invoice of its own', () => {
    expect(invoiceFormSpec('kg-1').toBody({ ...share, protocolId: '' })).not.toHaveProperty('protocolId');
  });

  it('asks for the provider and the dates by their labels', async () => {
    expect(
      await messages({ ...share, protocolId: '', providerId: '', issueDate: '', taxEventDate: '' }),
    ).toEqual({
      providerId: 'Полето "Доставчик" е задължително',
      issueDate: 'Полето "Дата на издаване" е задължително',
      taxEventDate: 'Полето "Дата на данъчното събитие" е задължително',
    });
  });

  it('shows a line’s messages at its own fields', async () => {
    const lines = [share.lines[0]!, { description: '', amount: null }, { description: 'Услуга', amount: 0 }];
    expect(await messages({ ...share, lines })).toEqual({
      'lines.1.description': 'Полето "Описание" е задължително',
      'lines.1.amount': 'Полето "Сума (€)" е задължително',
      'lines.2.amount': 'Полето "Сума (€)" трябва да е поне 1 цента.',
    });
  });

  it('refuses an invoice without lines', async () => {
    expect(await messages({ ...share, lines: [] })).toEqual({
      lines: 'Полето "Редове" трябва да има поне един ред.',
    });
  });

  it('sums the lines and the VAT in cents', () => {
    const lines = [
      { description: 'а', amount: 1005 },
      { description: 'б', amount: 10 },
      { description: 'в', amount: null },
    ];
    expect(invoiceSums({ lines, vat: '0' })).toEqual({ base: 1015, vatCents: 0, total: 1015 });
    expect(invoiceSums({ lines, vat: '20' })).toEqual({ base: 1015, vatCents: 203, total: 1218 });
  });
});
