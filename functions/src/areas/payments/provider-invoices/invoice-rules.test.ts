import { describe, expect, it } from 'vitest';
import { vatNumberRefusal } from '../../../domain/payments/vat-number';
import {
  earlierThanSeries,
  enteredNumberRefusal,
  issueDateWarning,
  vatChargedRefusal,
} from './invoice-rules';

const party = (vatNumber: string | null) => ({
  name: 'Доставчик',
  eik: '123456789',
  address: '',
  accountablePerson: '',
  vatNumber,
});

describe('ЗДДС чл. 113, ал. 4: the issue date within 5 days of the tax event', () => {
  it('warns from the sixth day, naming the rule; an advance invoice (before the event) is fine', () => {
    expect(issueDateWarning('2026-11-25', '2026-11-20')).toBeNull();
    expect(issueDateWarning('2026-11-10', '2026-11-20')).toBeNull();
    const late = issueDateWarning('2026-11-26', '2026-11-20');
    expect(late).toContain('6 дни след данъчното събитие (20.11.2026)');
    expect(late).toContain('чл. 113, ал. 4 от ЗДДС');
  });
});

describe('the ИН по ЗДДС', () => {
  it('is BG and the party’s ЕИК, or BG and an ЕГН for a person', () => {
    expect(vatNumberRefusal('BG123456789', '123456789', 'vatNumber', 'ИН по ЗДДС')).toBeNull();
    expect(vatNumberRefusal('BG8001010000', '123456789', 'vatNumber', 'ИН по ЗДДС')).toBeNull();
    expect(vatNumberRefusal('BG987654321', '123456789', 'vatNumber', 'ИН по ЗДДС')?.message).toBe(
      'Полето "ИН по ЗДДС" трябва да е BG123456789: BG и ЕИК на лицето.',
    );
    expect(vatNumberRefusal('123456789', '123456789', 'x', 'ИН по ЗДДС')?.field).toBe('x');
  });

  it('is required of the supplier of a VAT-charged invoice, naming the field to fill in', () => {
    expect(vatChargedRefusal(0, party(null), false)).toBeNull();
    expect(vatChargedRefusal(20, party('BG123456789'), false)).toBeNull();
    expect(vatChargedRefusal(20, party(null), false)?.field).toBe('providerVatNumber');
    expect(vatChargedRefusal(9, party(null), true)?.message).toContain('настройките за фактуриране');
  });
});

describe('numbers and dates rise together', () => {
  const entered = [
    { number: 100, date: '2026-11-10' },
    { number: 150, date: '2026-11-15' },
    { number: 7, date: null },
  ];
  it('refuses a number entered already, and a date out of the numbers’ order', () => {
    expect(enteredNumberRefusal(entered, 100, '2026-11-10')?.field).toBe('number');
    expect(enteredNumberRefusal(entered, 100, '2026-11-10')?.message).toContain('№ 0000000100');
    expect(enteredNumberRefusal(entered, 120, '2026-11-16')?.message).toContain('0000000150');
    expect(enteredNumberRefusal(entered, 120, '2026-11-09')?.message).toContain('0000000100');
    expect(enteredNumberRefusal(entered, 120, '2026-11-12')).toBeNull();
    expect(enteredNumberRefusal(entered, 151, '2026-11-15')).toBeNull();
  });

  it('names the previous number and its date in the kindergarten’s series', () => {
    expect(earlierThanSeries({ number: 12, date: '2026-11-27' })).toEqual({
      field: 'issueDate',
      message:
        'Полето "Дата на издаване" не може да е преди датата на фактура № 0000000012 (27.11.2026): номерата и датите на фактурите растат заедно.',
    });
  });
});
