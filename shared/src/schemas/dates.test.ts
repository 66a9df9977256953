import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors } from '../validation';
import { checkDate, checkDateTime, dateField, dateTimeField } from './dates';

const body = z.object({ fromDate: dateField('От дата'), start: dateTimeField('Начало').optional() });
const messageOf = (value: unknown) => {
  const result = body.safeParse(value);
  if (result.success) return undefined;
  return fieldErrors(result.error, undefined, body)[0]?.message;
};

describe('dateField', () => {
  it('accepts real dates inside the window, births of staff in the 1900s included', () => {
    expect(checkDate('2026-11-21')).toBe('ok');
    expect(checkDate('1955-03-01')).toBe('ok');
    expect(checkDate('2028-02-29')).toBe('ok');
    expect(body.parse({ fromDate: ' 2026-09-15 ' }).fromDate).toBe('2026-09-15');
  });

  it('refuses impossible dates and shapes with the field named', () => {
    for (const bad of ['2026-02-30', '2027-02-29', '2026-13-01', '2026-00-10', '2026-1-1', '21.11.2026', 'x'])
      expect(checkDate(bad)).toBe('invalid');
    expect(messageOf({ fromDate: '2026-02-30' })).toBe('Полето "От дата" трябва да е валидна дата');
    expect(messageOf({ fromDate: '' })).toBe('Полето "От дата" е задължително');
    expect(messageOf({})).toBe('Полето "От дата" е задължително');
  });

  it('refuses years outside 1900..2100 naming the field and the window', () => {
    expect(checkDate('0000-01-01')).toBe('outOfWindow');
    expect(checkDate('9999-12-31')).toBe('outOfWindow');
    expect(checkDate('1899-12-31')).toBe('outOfWindow');
    expect(checkDate('2100-12-31')).toBe('ok');
    expect(messageOf({ fromDate: '9999-12-31' })).toBe(
      'Полето "От дата" трябва да е дата между 1900 и 2100 година',
    );
  });
});

describe('dateTimeField', () => {
  it('accepts dates, Sofia wall-clock times and instants', () => {
    for (const ok of [
      '2026-11-21',
      '2026-11-21T08:30',
      '2026-11-21T08:30:15',
      '2026-11-21T06:30:00.123Z',
      '2026-11-21T08:30:00+02:00',
    ])
      expect(checkDateTime(ok)).toBe('ok');
  });

  it('refuses impossible times, offsets and dates, and years outside the window', () => {
    for (const bad of [
      '2026-11-21T24:00',
      '2026-11-21T08:60',
      '2026-11-21T08:30:61',
      '2026-11-21T08:30+15:00',
    ])
      expect(checkDateTime(bad)).toBe('invalid');
    expect(checkDateTime('2026-02-30T10:00:00Z')).toBe('invalid');
    expect(checkDateTime('9999-12-31T23:59:59Z')).toBe('outOfWindow');
    expect(messageOf({ fromDate: '2026-01-01', start: '0000-01-01T00:00' })).toBe(
      'Полето "Начало" трябва да е дата между 1900 и 2100 година',
    );
    expect(messageOf({ fromDate: '2026-01-01', start: 'утре' })).toBe(
      'Полето "Начало" трябва да е валидна дата',
    );
  });
});
