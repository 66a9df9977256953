import { IdentifierType } from '@gradina/shared';
import { makeEgn } from '@gradina/shared/egn';
import { describe, expect, it } from 'vitest';
import { manifestFormMessages } from '../../ui/forms/useManifestForm';
import {
  looksLikeLinkToken,
  type NewPasswordValues,
  newPasswordCheck,
  newPasswordLabels,
  passwordMinLength,
  passwordRuleText,
  type RegistrationValues,
  recoveryRequestSpec,
  registrationBody,
  registrationSpec,
} from './account-forms';

const newPasswordMessages = (values: NewPasswordValues) =>
  manifestFormMessages(
    'identity.resetPassword',
    {
      labels: newPasswordLabels,
      toBody: (v: NewPasswordValues) => ({ userId: 'u1', token: 'a'.repeat(43), password: v.password }),
      check: newPasswordCheck,
    },
    values,
  );
const registrationMessages = (values: RegistrationValues) =>
  manifestFormMessages('identity.registerParent', registrationSpec, values);

const egn = makeEgn({ year: 2021, month: 5, day: 14 }, 123, 2);
const valid: RegistrationValues = {
  firstName: 'Мария',
  lastName: 'Петрова',
  email: 'maria@example.bg',
  phone: '0888 123 456',
  password: 'Parola-2026',
  confirmPassword: 'Parola-2026',
  relation: '1',
  childFirstName: 'Ива',
  childLastName: 'Петрова',
  childIdentifierType: IdentifierType.EGN,
  childIdentifier: egn,
  kindergartenId: 'kg-1',
};

describe('the new password form', () => {
  it('states the shared rule with its minimum length', () => {
    expect(passwordMinLength).toBe(8);
    expect(passwordRuleText).toContain('Поне 8 символа');
  });

  it('names a weak password and a different repeat in Bulgarian', async () => {
    expect(await newPasswordMessages({ password: 'parola12', confirmPassword: 'x' })).toEqual({
      password:
        'Полето "Нова парола" трябва да съдържа поне една малка буква, една главна буква и една цифра',
      confirmPassword: 'Паролите не съвпадат',
    });
    expect(await newPasswordMessages({ password: 'Ab1', confirmPassword: '' })).toEqual({
      password: 'Полето "Нова парола" трябва да съдържа поне 8 символа',
      confirmPassword: 'Полето "Повторете паролата" е задължително',
    });
  });

  it('accepts only the tokens the API takes from a link', () => {
    expect(looksLikeLinkToken('abcdefghijklmnopqrstuvwxyz_-0123456789')).toBe(true);
    expect(looksLikeLinkToken('short')).toBe(false);
    expect(looksLikeLinkToken('abcdefghijklmnopqrstu.vwxyz')).toBe(false);
    expect(looksLikeLinkToken(undefined)).toBe(false);
  });
});

describe('the recovery request form', () => {
  it('names an empty or malformed address by its label', async () => {
    const check = (email: string) =>
      manifestFormMessages('identity.passwordRecovery', recoveryRequestSpec, { email });
    expect(await check(' ')).toEqual({ email: 'Полето "Имейл" е задължително' });
    expect(await check('maria')).toEqual({ email: 'Полето "Имейл" трябва да е коректен имейл адрес' });
    expect(await check(' maria@example.bg ')).toEqual({});
  });
});

describe('the parent registration form', () => {
  it('accepts a complete request and sends it as the API takes it', async () => {
    const values = {
      ...valid,
      phone: ' 0888 123 456 ',
      childIdentifier: ` ${egn} `,
      email: ' maria@example.bg ',
    };
    expect(await registrationMessages(values)).toEqual({});
    expect(registrationBody(values)).toEqual({
      firstName: 'Мария',
      lastName: 'Петрова',
      email: 'maria@example.bg',
      phone: '0888 123 456',
      password: 'Parola-2026',
      childFirstName: 'Ива',
      childLastName: 'Петрова',
      childIdentifierType: IdentifierType.EGN,
      childIdentifier: egn,
      relation: 1,
      kindergartenId: 'kg-1',
    });
    expect(registrationBody(values, 'tok').captchaToken).toBe('tok');
  });

  it('checks the child identifier by its type', async () => {
    const wrongDigit = `${egn.slice(0, 9)}${(Number(egn[9]) + 1) % 10}`;
    expect((await registrationMessages({ ...valid, childIdentifier: wrongDigit })).childIdentifier).toBe(
      'Полето "ЕГН на детето" е невалидно',
    );
    expect(
      (
        await registrationMessages({
          ...valid,
          childIdentifierType: IdentifierType.ForeignerID,
        })
      ).childIdentifier,
    ).toMatch(/^Полето "ЛНЧ на детето"/);
    expect(
      (
        await registrationMessages({
          ...valid,
          childIdentifierType: IdentifierType.IdentificationNumber,
          childIdentifier: 'AB12-34',
        })
      ).childIdentifier,
    ).toBe('Полето "ИДН на детето" може да съдържа само цифри и латински букви');
    expect(
      await registrationMessages({
        ...valid,
        childIdentifierType: IdentifierType.IdentificationNumber,
        childIdentifier: 'ab1234',
      }),
    ).toEqual({});
  });

  it('names every missing field by its label', async () => {
    const messages = await registrationMessages({
      ...valid,
      firstName: ' ',
      email: 'maria',
      phone: '',
      relation: '',
      childIdentifier: '',
      kindergartenId: '',
      confirmPassword: 'other',
    });
    expect(messages).toEqual({
      firstName: 'Полето "Име" е задължително',
      email: 'Полето "Имейл" трябва да е коректен имейл адрес',
      phone: 'Полето "Телефон" е задължително',
      relation: 'Полето "Родство" е задължително',
      childIdentifier: 'Полето "ЕГН на детето" е задължително',
      kindergartenId: 'Полето "Код на детската градина" е задължително',
      confirmPassword: 'Паролите не съвпадат',
    });
  });
});
