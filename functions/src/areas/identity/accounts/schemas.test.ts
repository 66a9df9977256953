import { routeById } from '@gradina/shared';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

const body = (id: string) => routeById.get(id)!.request.body as z.ZodType;
const messages = (id: string, input: unknown) =>
  body(id)
    .safeParse(input)
    .error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

const registration = {
  firstName: 'Ивана',
  lastName: 'Петрова',
  email: 'ivana@example.bg',
  phone: '0888 123 456',
  password: 'Parola-2026',
  childIdentifierType: 0,
  childIdentifier: '2145121233',
  kindergartenId: 'kg-1',
};

describe('account request schemas', () => {
  it('takes a valid parent registration', () => {
    expect(messages('identity.registerParent', registration)).toEqual([]);
  });

  it('checks the child ЕГН or ЛНЧ by its type, in Bulgarian', () => {
    expect(messages('identity.registerParent', { ...registration, childIdentifier: '2145121235' })).toEqual([
      'childIdentifier: Полето "ЕГН/ЛНЧ на детето" е невалидно',
    ]);
    expect(
      messages('identity.registerParent', {
        ...registration,
        childIdentifierType: 1,
        childIdentifier: '1234567893',
      }),
    ).toEqual([]);
    expect(
      messages('identity.registerParent', {
        ...registration,
        childIdentifierType: 2,
        childIdentifier: 'X12',
      }),
    ).toEqual([]);
  });

  it('applies the password rule to every password a user chooses', () => {
    for (const [id, field, extra] of [
      ['identity.registerParent', 'password', registration],
      ['identity.changePassword', 'newPassword', { currentPassword: 'x' }],
      ['identity.activateAccount', 'password', { token: 'a'.repeat(43) }],
      ['identity.resetPassword', 'password', { token: 'a'.repeat(43), userId: 'u' }],
    ] as const) {
      const weak = messages(id, { ...extra, [field]: 'parola2026' });
      expect(weak.join('\n'), id).toMatch(/малка буква, една главна буква и една цифра/);
      expect(messages(id, { ...extra, [field]: 'Pa1' }).join('\n'), id).toMatch(/поне 8 символа/);
      expect(messages(id, { ...extra, [field]: 'Parola2026' }), id).toEqual([]);
    }
  });

  it('refuses a role a kindergarten cannot invite', () => {
    const invite = { email: 'a@b.bg', firstName: 'А', lastName: 'Б' };
    expect(messages('identity.inviteUser', { ...invite, userType: 2 })).toEqual([]);
    expect(messages('identity.inviteUser', { ...invite, userType: 7 })).toEqual([
      'userType: Полето "Роля" трябва да е една от позволените стойности',
    ]);
  });
});
