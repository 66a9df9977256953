import { LoginIdentifierKind } from '@gradina/shared';
import { describe, expect, it } from 'vitest';
import { loginFormSchema } from './login-form';

function messages(input: { identifierKind: number; identifier: string; password: string }) {
  const r = loginFormSchema.safeParse(input);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('loginFormSchema', () => {
  it('names the empty fields in Bulgarian, with the label of the chosen kind', () => {
    expect(messages({ identifierKind: LoginIdentifierKind.Email, identifier: ' ', password: '' })).toEqual({
      identifier: 'Полето "Имейл" е задължително',
      password: 'Полето "Парола" е задължително',
    });
    expect(
      messages({ identifierKind: LoginIdentifierKind.IdentificationNumber, identifier: '', password: 'x' }),
    ).toEqual({
      identifier: 'Полето "ЕГН/ЛНЧ" е задължително',
    });
    expect(
      messages({ identifierKind: LoginIdentifierKind.PhoneNumber, identifier: '', password: 'x' }),
    ).toEqual({
      identifier: 'Полето "Телефон" е задължително',
    });
  });

  it('checks the e-mail format', () => {
    expect(
      messages({ identifierKind: LoginIdentifierKind.Email, identifier: 'director', password: 'x' })
        .identifier,
    ).toBe('Полето "Имейл" трябва да е коректен Email адрес');
  });

  it('accepts what the API accepts and trims the identifier', () => {
    const ok = loginFormSchema.parse({
      identifierKind: 0,
      identifier: ' director@demo.gradina.bg ',
      password: 'Gradina2026',
    });
    expect(ok).toEqual({
      identifierKind: 0,
      identifier: 'director@demo.gradina.bg',
      password: 'Gradina2026',
    });
    expect(
      loginFormSchema.safeParse({ identifierKind: 1, identifier: '8001010008', password: 'p' }).success,
    ).toBe(true);
    expect(
      loginFormSchema.safeParse({ identifierKind: 2, identifier: '0888 123 456', password: 'p' }).success,
    ).toBe(true);
    expect(
      loginFormSchema.safeParse({ identifierKind: 2, identifier: '+359 888 123 456', password: 'p' }).success,
    ).toBe(true);
  });

  it('refuses malformed identification numbers and phones', () => {
    expect(messages({ identifierKind: 1, identifier: '12-34', password: 'p' }).identifier).toMatch(
      /ЕГН\/ЛНЧ/,
    );
    expect(messages({ identifierKind: 2, identifier: 'abc', password: 'p' }).identifier).toMatch(/Телефон/);
  });

  it('refuses an unknown kind', () => {
    expect(messages({ identifierKind: 9, identifier: 'a@b.bg', password: 'p' }).identifierKind).toBeDefined();
  });
});
