import { LoginIdentifierKind } from '@gradina/shared';
import { describe, expect, it } from 'vitest';
import { manifestFormMessages } from '../../ui/forms/useManifestForm';
import { type LoginFormValues, loginSpec } from './login-form';

const messages = (input: LoginFormValues) => manifestFormMessages('identity.login', loginSpec, input);
const accepted = async (input: LoginFormValues) => Object.keys(await messages(input)).length === 0;

describe('the sign-in form', () => {
  it('names the empty fields in Bulgarian, with the label of the chosen kind', async () => {
    expect(
      await messages({ identifierKind: LoginIdentifierKind.Email, identifier: ' ', password: '' }),
    ).toEqual({
      identifier: 'Полето "Имейл" е задължително',
      password: 'Полето "Парола" е задължително',
    });
    expect(
      await messages({
        identifierKind: LoginIdentifierKind.IdentificationNumber,
        identifier: '',
        password: 'x',
      }),
    ).toEqual({
      identifier: 'Полето "ЕГН/ЛНЧ" е задължително',
    });
    expect(
      await messages({ identifierKind: LoginIdentifierKind.PhoneNumber, identifier: '', password: 'x' }),
    ).toEqual({
      identifier: 'Полето "Телефон" е задължително',
    });
  });

  it('checks the e-mail format', async () => {
    expect(
      (await messages({ identifierKind: LoginIdentifierKind.Email, identifier: 'director', password: 'x' }))
        .identifier,
    ).toBe('Полето "Имейл" трябва да е коректен имейл адрес');
  });

  it('accepts what the API accepts and trims the identifier', async () => {
    const values = { identifierKind: 0, identifier: ' director@demo.gradina.bg ', password: 'Gradina2026' };
    expect(await accepted(values)).toBe(true);
    expect(loginSpec.toBody(values)).toEqual({
      identifierKind: 0,
      identifier: 'director@demo.gradina.bg',
      password: 'Gradina2026',
    });
    expect(await accepted({ identifierKind: 1, identifier: '8001010008', password: 'p' })).toBe(true);
    expect(await accepted({ identifierKind: 2, identifier: '0888 123 456', password: 'p' })).toBe(true);
    expect(await accepted({ identifierKind: 2, identifier: '+359 888 123 456', password: 'p' })).toBe(true);
  });

  it('refuses malformed identification numbers and phones', async () => {
    expect((await messages({ identifierKind: 1, identifier: '12-34', password: 'p' })).identifier).toMatch(
      /ЕГН\/ЛНЧ/,
    );
    expect((await messages({ identifierKind: 2, identifier: 'abc', password: 'p' })).identifier).toMatch(
      /Телефон/,
    );
  });

  it('refuses an unknown kind', async () => {
    expect(
      (await messages({ identifierKind: 9, identifier: 'a@b.bg', password: 'p' })).identifierKind,
    ).toBeDefined();
  });
});
