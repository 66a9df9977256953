import { describe, expect, it } from 'vitest';
import { centsToEuroText, euroTextToCents, sanitizeEuro } from './money';

describe('money field text', () => {
  it('keeps digits and one decimal comma with two digits, a dot typed as a comma', () => {
    expect(sanitizeEuro('12.505')).toBe('12,50');
    expect(sanitizeEuro('1 234,5 €')).toBe('1234,5');
    expect(sanitizeEuro('1,2,3')).toBe('1,23');
    expect(sanitizeEuro('abc')).toBe('');
  });

  it('turns the text into cents and back', () => {
    expect(euroTextToCents('12,5')).toBe(1250);
    expect(euroTextToCents(',07')).toBe(7);
    expect(euroTextToCents('40')).toBe(4000);
    expect(euroTextToCents('')).toBeNull();
    expect(centsToEuroText(1250)).toBe('12,50');
    expect(centsToEuroText(7)).toBe('0,07');
    expect(centsToEuroText(null)).toBe('');
  });
});
