import { describe, expect, it } from 'vitest';
import { hashToken, issueOneTimeToken } from '../../functions/src/platform/auth/one-time-tokens';
import { LoginIdentifierKind, Role } from '../../shared/src/enums';
import {
  anAccount,
  anInvitedAccount,
  aRecoveryToken,
  testPassword,
  uniqueEmail,
  uniquePhone,
} from '../support/accounts';
import { call, signIn } from '../support/api-client';
import { storedUser as profileOf, setUserTokenHash } from '../support/stored';
import { loadWorld } from '../support/world';
import { waitForMail } from './examples/identity-accounts';

/** The signed-in user's profile and password, activation and recovery links (lockout: sign-in-hardening.test.ts). */

const login = (identifier: string, password: string, identifierKind: number = LoginIdentifierKind.Email) =>
  call('POST', '/api/identity/login', { body: { identifier, password, identifierKind } });

describe('the signed-in user', () => {
  it('changes the password: other sessions end, this one stays, the old password stops working', async () => {
    const account = await anAccount({ active: true, role: Role.MON });
    const mine = await signIn(account.email, testPassword);
    const elsewhere = await signIn(account.email, testPassword);
    const since = Date.now();
    const reply = await call('POST', '/api/Identity/change-password', {
      token: mine,
      body: { currentPassword: testPassword, newPassword: 'Druga-Parola9' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ isSuccessful: true, entityId: account.userId });
    expect((await call('GET', '/api/identity/user-data', { token: elsewhere })).status).toBe(401);
    expect((await call('GET', '/api/identity/user-data', { token: mine })).status).toBe(200);
    expect((await login(account.email, testPassword)).status).toBe(401);
    expect((await login(account.email, 'Druga-Parola9')).status).toBe(200);
    const notice = await waitForMail(account.email, /паролата ви/i, since);
    expect(notice.category).toBe('essential');
  });

  it('refuses a wrong current password and a weak new one, naming the field', async () => {
    const account = await anAccount({ active: true, role: Role.MON });
    const token = await signIn(account.email, testPassword);
    const wrong = await call('POST', '/api/Identity/change-password', {
      token,
      body: { currentPassword: 'Wrong-Parola1', newPassword: 'Druga-Parola9' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      errorMessage: 'Текущата парола е грешна.',
      errors: [{ field: 'currentPassword' }],
    });
    const weak = await call('POST', '/api/Identity/change-password', {
      token,
      body: { currentPassword: testPassword, newPassword: 'parola2026' },
    });
    expect(weak.status).toBe(400);
    expect((weak.body as { errorMessage: string }).errorMessage).toMatch(/главна буква/);
    expect((await login(account.email, testPassword)).status).toBe(200);
  });

  it('updates the profile; a new e-mail needs the password and moves the login', async () => {
    const account = await anAccount({ active: true, role: Role.MON, withPhone: true });
    const token = await signIn(account.email, testPassword);
    const newEmail = uniqueEmail('moved');
    // A new account's profile was never edited: version 0.
    const withoutPassword = await call('POST', '/api/Identity/update', {
      token,
      body: { email: newEmail, version: 0 },
    });
    expect(withoutPassword.status).toBe(400);
    expect(withoutPassword.body).toMatchObject({ errors: [{ field: 'currentPassword' }] });

    const phone = uniquePhone();
    const ok = await call('POST', '/api/Identity/update', {
      token,
      body: {
        firstName: 'Нова',
        lastName: 'Фамилия',
        email: newEmail.toUpperCase(),
        phone: `0${phone.slice(4)}`,
        emailNotifications: false,
        currentPassword: testPassword,
        version: 0,
      },
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const me = (await call('GET', '/api/identity/user-data', { token })).body as Record<string, unknown>;
    expect(me).toMatchObject({ firstName: 'Нова', lastName: 'Фамилия', email: newEmail });
    expect(await profileOf(account.userId)).toMatchObject({ phone, emailNotifications: false });
    expect((await login(newEmail, testPassword)).status).toBe(200);
    expect((await login(account.email, testPassword)).status).toBe(401);
    expect((await login(phone, testPassword, LoginIdentifierKind.PhoneNumber)).status).toBe(200);
    expect((await login(account.phone!, testPassword, LoginIdentifierKind.PhoneNumber)).status).toBe(401);
  });

  it('answers 409 for an e-mail another account has, and changes nothing', async () => {
    const account = await anAccount({ active: true, role: Role.MON });
    const token = await signIn(account.email, testPassword);
    const taken = await call('POST', '/api/Identity/update', {
      token,
      body: {
        firstName: 'Друго',
        email: 'teacher@demo.gradina.bg',
        currentPassword: testPassword,
        version: 0,
      },
    });
    expect(taken.status).toBe(409);
    expect((taken.body as { errorMessage: string }).errorMessage).toBe(
      'Този e-mail адрес вече се използва от друг потребител.',
    );
    expect(await profileOf(account.userId)).toMatchObject({ email: account.email, firstName: 'Тест' });
    expect((await login(account.email, testPassword)).status).toBe(200);
  });
});

describe('activation links', () => {
  it('an invitation: the mail links to the activation page; the link shows who, sets the password once', async () => {
    const w = await loadWorld();
    const director = await signIn('director@demo.gradina.bg');
    const email = uniqueEmail('invitee');
    const since = Date.now();
    const invite = await call('POST', '/api/Users/invite', {
      token: director,
      body: {
        email,
        firstName: 'Гергана',
        lastName: 'Новакова',
        userType: Role.Teacher,
        kindergartenId: w.kindergartenId,
      },
    });
    expect(invite.status, JSON.stringify(invite.body)).toBe(200);
    const userId = (invite.body as { entityId: string }).entityId;
    expect((await login(email, testPassword)).status).toBe(401);

    const mail = await waitForMail(email, /Покана/, since);
    expect(mail.text).toContain('Гергана');
    expect(mail.text).toContain('като учител');
    const [, userType, token] = /\/account-activation\/(\d+)\/([A-Za-z0-9_-]+)/.exec(mail.text)!;
    expect(Number(userType)).toBe(Role.Teacher);
    expect(mail.text).toMatch(/\/unsubscribe\/[A-Za-z0-9_-]{100,}(\s|$)/);

    const info = await call('POST', '/api/Identity/token-info', { body: { token } });
    expect(info.body).toMatchObject({
      purpose: 'account-activation',
      userId,
      email,
      firstName: 'Гергана',
      userType: Role.Teacher,
      kindergartenId: w.kindergartenId,
    });
    const activate = await call('POST', '/api/Identity/activate-account', {
      body: { token, password: testPassword },
    });
    expect(activate.status).toBe(200);
    const again = await call('POST', '/api/Identity/activate-account', {
      body: { token, password: 'Druga-Parola9' },
    });
    expect(again.status).toBe(400);
    expect((again.body as { errorMessage: string }).errorMessage).toMatch(/вече е използвана/);
    expect((await call('POST', '/api/Identity/token-info', { body: { token } })).status).toBe(400);

    const session = await signIn(email, testPassword);
    const me = (await call('GET', '/api/identity/user-data', { token: session })).body as {
      userType: number;
      kindergartens: { id: string; isSelected: boolean }[];
    };
    expect(me.userType).toBe(Role.Teacher);
    expect(me.kindergartens.find((k) => k.isSelected)?.id).toBe(w.kindergartenId);
  });

  it('sending the invitation again makes the older link useless', async () => {
    const w = await loadWorld();
    const invited = await anInvitedAccount(w.kindergartenId);
    const director = await signIn('director@demo.gradina.bg');
    const since = Date.now();
    expect(
      (
        await call('POST', '/api/Mails/send-invitation', {
          token: director,
          body: { userId: invited.userId },
        })
      ).status,
    ).toBe(200);
    const mail = await waitForMail(invited.email, /Покана/, since);
    const [, , fresh] = /\/account-activation\/(\d+)\/([A-Za-z0-9_-]+)/.exec(mail.text)!;
    const old = await call('POST', '/api/Identity/activate-account', {
      body: { token: invited.token, password: testPassword },
    });
    expect(old.status).toBe(400);
    expect(
      (
        await call('POST', '/api/Identity/activate-account', {
          body: { token: fresh, password: testPassword },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call('POST', '/api/Mails/send-invitation', {
          token: director,
          body: { userId: invited.userId },
        })
      ).status,
    ).toBe(409);
  });

  it('works once even when two requests use the same link at the same moment', async () => {
    const w = await loadWorld();
    const invited = await anInvitedAccount(w.kindergartenId);
    const replies = await Promise.all(
      ['Parola-Edno1', 'Parola-Dve2', 'Parola-Tri3'].map((password) =>
        call('POST', '/api/Identity/activate-account', { body: { token: invited.token, password } }),
      ),
    );
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    // The others find the link used (400), or lost a race inside DynamoDB and are told to try again (409).
    for (const s of statuses.filter((x) => x !== 200)) expect([400, 409]).toContain(s);
    const winner = ['Parola-Edno1', 'Parola-Dve2', 'Parola-Tri3'][statuses.indexOf(200)]!;
    expect((await login(invited.email, winner)).status).toBe(200);
  });

  it('refuses an expired link', async () => {
    const account = await anAccount({ active: true, role: Role.MON });
    const { token } = await issueOneTimeToken('password-recovery', { userId: account.userId }, 0);
    await setUserTokenHash(account.userId, 'recoveryTokenHash', hashToken(token));
    const reply = await call('POST', '/api/Identity/reset-password', {
      body: { userId: account.userId, token, password: 'Nova-Parola2' },
    });
    expect(reply.status).toBe(400);
    expect((await login(account.email, testPassword)).status).toBe(200);
  });

  it('refuses a made-up or malformed token in Bulgarian', async () => {
    const made = await call('POST', '/api/Identity/activate-account', {
      body: { token: 'A'.repeat(43), password: testPassword },
    });
    expect(made.status).toBe(400);
    expect(made.body).toMatchObject({ code: 'validation', errors: [{ field: 'token' }] });
    const bad = await call('POST', '/api/Identity/activate-account', {
      body: { token: 'не е код', password: testPassword },
    });
    expect(bad.status).toBe(400);
  });
});

describe('password recovery', () => {
  it('answers the same whether the account exists, and mails only a real one', async () => {
    const account = await anAccount({ active: true, role: Role.MON });
    const unknown = uniqueEmail('nobody');
    const since = Date.now();
    const known = await call('POST', '/api/Identity/password-recovery', { body: { email: account.email } });
    const none = await call('POST', '/api/Identity/password-recovery', { body: { email: unknown } });
    expect(known.status).toBe(200);
    expect(none.body).toEqual(known.body);
    const mail = await waitForMail(account.email, /Възстановяване на парола/, since);
    expect(mail.category).toBe('essential');
    expect(mail.text).toContain(`/password-recovery/${account.userId}/`);
  });

  it('resets with the link once; every session ends; the new password works', async () => {
    const account = await anAccount({ active: true, role: Role.MON });
    const session = await signIn(account.email, testPassword);
    const since = Date.now();
    await call('POST', '/api/Identity/password-recovery', { body: { email: account.email } });
    const mail = await waitForMail(account.email, /Възстановяване на парола/, since);
    const [, userId, token] = /\/password-recovery\/([^/\s]+)\/([A-Za-z0-9_-]+)/.exec(mail.text)!;
    expect(userId).toBe(account.userId);

    const wrongUser = await call('POST', '/api/Identity/reset-password', {
      body: { userId: 'someone-else', token, password: 'Nova-Parola2' },
    });
    expect(wrongUser.status).toBe(400);
    const reset = await call('POST', '/api/Identity/reset-password', {
      body: { userId, token, password: 'Nova-Parola2' },
    });
    expect(reset.status).toBe(200);
    expect((await call('GET', '/api/identity/user-data', { token: session })).status).toBe(401);
    const reuse = await call('POST', '/api/Identity/reset-password', {
      body: { userId, token, password: 'Treta-Parola3' },
    });
    expect(reuse.status).toBe(400);
    expect((reuse.body as { errorMessage: string }).errorMessage).toMatch(/[а-я]/);
    expect((await login(account.email, testPassword)).status).toBe(401);
    expect((await login(account.email, 'Nova-Parola2')).status).toBe(200);
  });

  it('a newer recovery link voids the older one', async () => {
    const account = await anAccount({ active: true, role: Role.MON });
    const first = await aRecoveryToken(account.userId);
    const second = await aRecoveryToken(account.userId);
    const old = await call('POST', '/api/Identity/reset-password', {
      body: { userId: account.userId, token: first, password: 'Nova-Parola2' },
    });
    expect(old.status).toBe(400);
    const fresh = await call('POST', '/api/Identity/reset-password', {
      body: { userId: account.userId, token: second, password: 'Nova-Parola2' },
    });
    expect(fresh.status).toBe(200);
  });
});
