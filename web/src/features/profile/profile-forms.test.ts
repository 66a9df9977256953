import { describe, expect, it } from 'vitest';
import { passwordsDiffer } from '../../ui/forms/PasswordField';
import { manifestFormMessages } from '../../ui/forms/useManifestForm';
import {
  type DetailsFormValues,
  detailsSpec,
  type PasswordFormValues,
  passwordFormSpec,
  sameAsCurrent,
} from './profile-forms';

describe('the password form', () => {
  const errorsOf = (v: PasswordFormValues) =>
    manifestFormMessages('identity.changePassword', passwordFormSpec, v);

  it('names every empty field', async () => {
    expect(await errorsOf({ currentPassword: '', newPassword: '', confirmPassword: '' })).toEqual({
      currentPassword: 'Полето "Текуща парола" е задължително',
      newPassword: 'Полето "Нова парола" трябва да съдържа поне 8 символа',
      confirmPassword: 'Полето "Повторете новата парола" е задължително',
    });
  });

  it("applies the spec's password rule and the repeat", async () => {
    expect(
      await errorsOf({ currentPassword: 'Old-pass1', newPassword: 'abcdefgh', confirmPassword: 'x' }),
    ).toEqual({
      newPassword:
        'Полето "Нова парола" трябва да съдържа поне една малка буква, една главна буква и една цифра',
      confirmPassword: passwordsDiffer,
    });
  });

  it('refuses the current password as the new one and accepts a good change', async () => {
    expect(
      await errorsOf({
        currentPassword: 'Gradina2026',
        newPassword: 'Gradina2026',
        confirmPassword: 'Gradina2026',
      }),
    ).toEqual({ newPassword: sameAsCurrent });
    // A new password the rule refuses says why first.
    expect(
      await errorsOf({ currentPassword: 'abcdefgh', newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' }),
    ).toEqual({
      newPassword:
        'Полето "Нова парола" трябва да съдържа поне една малка буква, една главна буква и една цифра',
    });
    expect(
      await errorsOf({
        currentPassword: 'Gradina2026',
        newPassword: 'Nova-Parola7',
        confirmPassword: 'Nova-Parola7',
      }),
    ).toEqual({});
  });
});

describe('the details form', () => {
  const errorsOf = (v: DetailsFormValues) => manifestFormMessages('identity.update', detailsSpec(3), v);
  const base = {
    firstName: 'Мария',
    lastName: 'Петрова',
    email: 'maria@demo.gradina.bg',
    phone: '',
    currentPassword: '',
    originalEmail: 'maria@demo.gradina.bg',
  };

  it('checks names, e-mail and phone', async () => {
    expect(await errorsOf({ ...base, firstName: ' ', email: 'maria', phone: '12' })).toEqual({
      firstName: 'Полето "Име" е задължително',
      email: 'Полето "Имейл" трябва да е коректен имейл адрес',
      phone: 'Полето "Телефон" трябва да съдържа поне 6 символа',
      currentPassword: 'Полето "Текуща парола" е задължително',
    });
  });

  it('asks the current password only when the e-mail changes', async () => {
    expect(await errorsOf(base)).toEqual({});
    expect(await errorsOf({ ...base, email: 'MARIA@demo.gradina.bg' })).toEqual({});
    expect(await errorsOf({ ...base, email: 'new@demo.gradina.bg' })).toEqual({
      currentPassword: 'Полето "Текуща парола" е задължително',
    });
    expect(await errorsOf({ ...base, phone: '0888 123 456' })).toEqual({});
  });
});
