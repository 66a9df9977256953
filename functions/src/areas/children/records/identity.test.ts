import { describe, expect, it } from 'vitest';
import { ageOn, checkIdentity, maskedIdentifier } from './identity';

describe('a child identity', () => {
  it('takes birth date and sex from an ЕГН', () => {
    expect(checkIdentity({ identifierType: 0, identifier: '2145121233' })).toEqual({
      ok: true,
      birthDate: '2021-05-12',
      gender: 2,
    });
    expect(checkIdentity({ identifierType: 0, identifier: '2145121249' })).toMatchObject({ gender: 1 });
  });

  it('accepts the birth date and sex an ЕГН gives', () => {
    expect(
      checkIdentity({ identifierType: 0, identifier: '2245100050', birthDate: '2022-05-10', gender: 2 }).ok,
    ).toBe(true);
  });

  it('refuses an ЕГН with a wrong check digit or a day that does not exist', () => {
    for (const identifier of ['2145121235', '2202300000']) {
      const r = checkIdentity({ identifierType: 0, identifier });
      expect(!r.ok && r.errors.map((e) => e.field)).toEqual(['identifier']);
    }
  });

  it('refuses a birth date or sex contradicting the ЕГН, naming each field', () => {
    const r = checkIdentity({
      identifierType: 0,
      identifier: '2145121233',
      birthDate: '2021-05-13',
      gender: 1,
    });
    expect(!r.ok && r.errors.map((e) => e.field)).toEqual(['birthDate', 'gender']);
    expect(!r.ok && r.errors[0]!.message).toContain('12.05.2021');
  });

  it('checks an ЛНЧ by its own weights and needs the birth date and sex', () => {
    expect(
      checkIdentity({ identifierType: 1, identifier: '1234567893', birthDate: '2022-01-01', gender: 2 }).ok,
    ).toBe(true);
    const bad = checkIdentity({
      identifierType: 1,
      identifier: '1234567890',
      birthDate: '2022-01-01',
      gender: 2,
    });
    expect(!bad.ok && bad.errors.map((e) => e.field)).toEqual(['identifier']);
    const missing = checkIdentity({ identifierType: 1, identifier: '1234567893' });
    expect(!missing.ok && missing.errors.map((e) => e.field)).toEqual(['birthDate', 'gender']);
  });

  it('takes an ИДН of letters and digits only', () => {
    expect(
      checkIdentity({ identifierType: 2, identifier: 'AB12', birthDate: '2022-01-01', gender: 1 }).ok,
    ).toBe(true);
    expect(
      checkIdentity({ identifierType: 2, identifier: 'AB-12', birthDate: '2022-01-01', gender: 1 }).ok,
    ).toBe(false);
  });

  it('masks the identifier in lists', () => {
    expect(maskedIdentifier('2145121233')).toBe('21451*****');
  });

  it('counts whole years, the birthday included', () => {
    expect(ageOn('2021-05-12', '2026-05-11')).toBe(4);
    expect(ageOn('2021-05-12', '2026-05-12')).toBe(5);
  });
});
