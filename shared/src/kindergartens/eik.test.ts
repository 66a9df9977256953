import { describe, expect, it } from 'vitest';
import { isValidEik } from './eik';

describe('isValidEik', () => {
  it('accepts real 9-digit ЕИК and refuses a changed digit', () => {
    expect(isValidEik('175074752')).toBe(true);
    expect(isValidEik('831641791')).toBe(true);
    expect(isValidEik('175074753')).toBe(false);
    expect(isValidEik('831641792')).toBe(false);
  });

  it('weighs again when the first remainder is 10', () => {
    // 2,0,0,0,0,0,0,1 weighed 1..8: 2 + 8 = 10; again with 3..10: 6 + 10 = 16, 16 % 11 = 5.
    expect(isValidEik('200000015')).toBe(true);
    expect(isValidEik('200000010')).toBe(false);
  });

  it('checks the 13th digit of a branch', () => {
    // Digits 9-12 of 175074752 0 0 1 weighed 2, 7, 3, 5: 4 + 0 + 0 + 5 = 9.
    expect(isValidEik('1750747520019')).toBe(true);
    expect(isValidEik('1750747520015')).toBe(false);
  });

  it('refuses other lengths and letters', () => {
    for (const v of ['', '17507475', '1750747520', '17507475a', '175074752 '])
      expect(isValidEik(v)).toBe(false);
  });
});
