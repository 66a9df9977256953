import { describe, expect, it } from 'vitest';
import { egnBirthDate, egnGender, isValidEgn, isValidLnch, makeEgn, maskEgn } from './egn';

describe('ЕГН', () => {
  it('accepts the valid examples from the domain notes', () => {
    expect(isValidEgn('2145121233')).toBe(true);
    expect(isValidEgn('2145121249')).toBe(true);
    expect(isValidEgn('2245100050')).toBe(true);
  });
  it('rejects a wrong check digit and a day that does not exist', () => {
    expect(isValidEgn('2145121235')).toBe(false);
    expect(isValidEgn('2202300000')).toBe(false);
    expect(isValidEgn('21451212')).toBe(false);
  });
  it('reads the birth date and gender', () => {
    expect(egnBirthDate('2145121233')).toEqual({ year: 2021, month: 5, day: 12 });
    expect(egnGender('2145121233')).toBe(2);
    expect(egnGender('2145121249')).toBe(1);
  });
  it('builds valid numbers for any date and gender', () => {
    for (let i = 0; i < 500; i++) {
      const birth = { year: 2019 + (i % 5), month: 1 + (i % 12), day: 1 + (i % 28) };
      const gender = ((i % 2) + 1) as 1 | 2;
      const egn = makeEgn(birth, i * 7, gender);
      expect(isValidEgn(egn), egn).toBe(true);
      expect(egnGender(egn)).toBe(gender);
      expect(egnBirthDate(egn)).toEqual(birth);
    }
  });
  it('masks all but the first five digits', () => {
    expect(maskEgn('2145121233')).toBe('21451*****');
  });
});

describe('ЛНЧ', () => {
  it('checks the weighted sum modulo 10', () => {
    expect(isValidLnch('1234567893')).toBe(true);
    expect(isValidLnch('1234567890')).toBe(false);
  });
});
