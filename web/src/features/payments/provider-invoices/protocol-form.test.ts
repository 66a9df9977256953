import { describe, expect, it } from 'vitest';
import { manifestFormMessages } from '../../../ui/forms/useManifestForm';
import {
  type ManualProtocolValues,
  manualProtocolFormSpec,
  newManualProtocol,
  newProtocol,
  type ProtocolValues,
  periodOf,
  protocolFormSpec,
} from './protocol-form';

const november = { providerId: 'p1', fromDate: '2026-11-01', toDate: '2026-11-30' };

const messages = (values: ProtocolValues) =>
  manifestFormMessages('payments.saveProtocol', protocolFormSpec('kg-1'), values);
const manualMessages = (values: ManualProtocolValues) =>
  manifestFormMessages('payments.saveManualProtocol', manualProtocolFormSpec('kg-1'), values);

describe('the protocol form', () => {
  it('accepts a provider, a period and a date, and sends them with the kindergarten', async () => {
    const values = { ...newProtocol(november, '2026-12-01'), note: '  за ноември ' };
    expect(await messages(values)).toEqual({});
    expect(protocolFormSpec('kg-1').toBody(values)).toEqual({
      kindergartenId: 'kg-1',
      ...november,
      date: '2026-12-01',
      note: 'за ноември',
    });
  });

  it('sends no note when none is typed', () => {
    expect(protocolFormSpec('kg-1').toBody(newProtocol(november, '2026-12-01'))).not.toHaveProperty('note');
  });

  it('names every empty field by its label, in the API’s words', async () => {
    expect(await messages(newProtocol({ providerId: '', fromDate: '', toDate: '' }, ''))).toEqual({
      providerId: 'Полето "Доставчик" е задължително',
      fromDate: 'Полето "От дата" е задължително',
      toDate: 'Полето "До дата" е задължително',
      date: 'Полето "Дата на протокола" е задължително',
    });
  });

  it('refuses an end before the start at the end date, and prepares nothing for it', async () => {
    const backwards = { ...november, toDate: '2026-10-31' };
    expect(await messages(newProtocol(backwards, '2026-12-01'))).toEqual({
      toDate: 'Полето "До дата" не може да е преди "От дата".',
    });
    expect(periodOf(backwards)).toBeUndefined();
    expect(periodOf(november)).toEqual(november);
  });

  it('refuses a date that does not exist', async () => {
    expect(await messages(newProtocol(november, '2026-02-30'))).toHaveProperty('date');
  });
});

describe('the protocol with an amount entered by hand', () => {
  const filled: ManualProtocolValues = {
    ...newManualProtocol(november, '2026-12-01'),
    amount: 123_450,
    share: 12_345,
    reason: 'Плащания извън системата',
  };

  it('sends the amounts in cents', async () => {
    expect(await manualMessages(filled)).toEqual({});
    expect(manualProtocolFormSpec('kg-1').toBody(filled)).toEqual({
      kindergartenId: 'kg-1',
      ...november,
      date: '2026-12-01',
      amountCents: 123_450,
      kindergartenShareCents: 12_345,
      reason: 'Плащания извън системата',
    });
  });

  it('sends no share when the share is cleared', () => {
    const body = manualProtocolFormSpec('kg-1').toBody({ ...filled, amount: 1050, share: null });
    expect(body.amountCents).toBe(1050);
    expect(body.kindergartenShareCents).toBeUndefined();
  });

  it('asks for the amount and the reason by their labels', async () => {
    expect(await manualMessages(newManualProtocol(november, '2026-12-01'))).toEqual({
      amount: 'Полето "Събрана сума (€)" е задължително',
      reason: 'Полето "Основание" е задължително',
    });
  });

  it('refuses a zero amount with the API’s words at the amount', async () => {
    expect(await manualMessages({ ...filled, amount: 0 })).toEqual({
      amount: 'Полето "Събрана сума (€)" трябва да е поне 1 цента.',
    });
  });
});
