import { describe, expect, it } from 'vitest';
import { padDecimal, parseDecimal, parseInteger, sanitizeDecimal, sanitizeInteger } from './numbers';

describe('sanitizeDecimal', () => {
  it.each([
    ['12,5', '12.5'],
    ['12.5', '12.5'],
    ['1a2b.3c', '12.3'],
    ['1.2.3', '1.23'],
    ['1,2,3', '1.23'],
    ['3.14159', '3.141'],
    ['1 234,56', '1234.56'],
    ['-5', '5'],
    ['', ''],
    [',', '.'],
  ])('keeps digits and one separator: %s -> %s', (raw, expected) => {
    expect(sanitizeDecimal(raw)).toBe(expected);
  });

  it('honours another precision and a leading minus when allowed', () => {
    expect(sanitizeDecimal('2,456', { decimals: 2 })).toBe('2.45');
    expect(sanitizeDecimal('7.5', { decimals: 0 })).toBe('75');
    expect(sanitizeDecimal('-3,5', { allowNegative: true })).toBe('-3.5');
    expect(sanitizeDecimal('3-5', { allowNegative: true })).toBe('35');
  });
});

describe('padDecimal', () => {
  it.each([
    ['12.5', '12.500'],
    ['12', '12.000'],
    ['12.', '12.000'],
    ['.5', '0.500'],
    ['007.1', '7.100'],
    ['1.234', '1.234'],
    ['', ''],
    ['.', ''],
  ])('pads to 3 decimals by default: %s -> %s', (raw, expected) => {
    expect(padDecimal(raw)).toBe(expected);
  });

  it('pads to the given precision and keeps a sign', () => {
    expect(padDecimal('1,5', 2)).toBe('1.50');
    expect(padDecimal('4', 0)).toBe('4');
    expect(padDecimal('-2.5', 2)).toBe('-2.50');
    expect(padDecimal('-0', 2)).toBe('0.00');
  });
});

describe('parseDecimal and parseInteger', () => {
  it('read the number a field holds', () => {
    expect(parseDecimal('12,500')).toBe(12.5);
    expect(parseDecimal('')).toBeUndefined();
    expect(parseDecimal('.')).toBeUndefined();
    expect(parseInteger('0042')).toBe(42);
    expect(parseInteger('')).toBeUndefined();
  });
});

describe('sanitizeInteger', () => {
  it('keeps digits only', () => {
    expect(sanitizeInteger('12a3-4,5.6 7')).toBe('1234567');
    expect(sanitizeInteger('абв')).toBe('');
  });
});
