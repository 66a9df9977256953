import { beforeAll, describe, expect, it } from 'vitest';
import { hashToken, issueOneTimeToken } from '../../functions/src/platform/auth/one-time-tokens';
import { LoginIdentifierKind, Role } from '../../shared/src/enums';
import {
  anAccount,
  anInvitedAccount,
  aRecoveryToken,
  type TestAccount,
  testPassword,
  uniqueEmail,
  uniquePhone,
} from '../support/accounts';
import { api, type Principal, signInAs } from '../support/api';
import { type GivenKindergarten, given } from '../support/given';
import { setUserTokenHash } from '../support/stored';
import { waitForMail } from './examples/identity-accounts';

/**
 * The signed-in user's profile and password, activation and recovery links (lockout: sign-in-hardening.test.ts),
 * on accounts made per test (test/support/accounts.ts) and a kindergarten of its own that invites.
 */
let kg: GivenKindergarten;

beforeAll(async () => {
  kg = await given.kindergarten().teacher();
});

const login = (identifier: string, password: string, identifierKind: number = LoginIdentifierKind.Email) =>
  api(null, 'identity.login', { body: { identifier, password, identifierKind } });
/** A new session of an account made with the test password. */
const sessionOf = (account: TestAccount, role: Role = Role.MON) =>
  signInAs({ id: account.userId, email: account.email, role, kindergartenId: null }, testPassword);
const userData = (user: Principal) => api(user, 'identity.userData');
const activate = (token: string, password: string) =>
  api(null, 'identity.activateAccount', { body: { token, password } });
const reset = (userId: string, token: string, password: string) =>
  api(null, 'identity.resetPassword', { body: { userId, token, password } });

describe('the signed-in user', () => {
  it('changes the password: other sessions end, this one stays, the old password stops working', async () => {
    const account = await anAccount({ active: true, role: Role.MON });
    const mine = await sessionOf(account);
    const elsewhere = await sessionOf(account);
    const since = Date.now();
    const reply = await api(mine, 'identity.changePassword', {
      body: { currentPassword: testPassword, newPassword: 'Druga-Parola9' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ isSuccessful: true, entityId: account.userId });
    expect((await userData(elsewhere)).status).toBe(401);
    expect((await userData(mine)).status).toBe(200);
    expect((await login(account.email, testPassword)).status).toBe(401);
    expect((await login(account.email, 'Druga-Parola9')).status).toBe(200);
    const notice = await waitForMail(account.email, /паролата ви/i, since);
    expect(notice.category).toBe('essential');
  });

  it('refuses a wrong current password and a weak new one, naming the field', async () => {
    const account = await anAccount({ active: true, role: Role.MON });
    const session = await sessionOf(account);
    const wrong = await api(session, 'identity.changePassword', {
      body: { currentPassword: 'Wrong-Parola1', newPassword: 'Druga-Parola9' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.error).toMatchObject({
      errorMessage: 'Текущата парола е грешна.',
      errors: [{ field: 'currentPassword' }],
    });
    const weak = await api(session, 'identity.changePassword', {
      body: { currentPassword: testPassword, newPassword: 'parola2026' },
    });
    expect(weak.status).toBe(400);
    expect(weak.error?.errorMessage).toMatch(/главна буква/);
    expect((await login(account.email, testPassword)).status).toBe(200);
  });

  it('updates the profile; a new e-mail needs the password and moves the login', async () => {
    const account = await anAccount({ active: true, role: Role.MON, withPhone: true });
    const session = await sessionOf(account);
    const newEmail = uniqueEmail('moved');
    // A new account's profile was never edited: version 0.
    const withoutPassword = await api(session, 'identity.update', { body: { email: newEmail, version: 0 } });
    expect(withoutPassword.status).toBe(400);
    expect(withoutPassword.error).toMatchObject({ errors: [{ field: 'currentPassword' }] });

    const phone = uniquePhone();
    const ok = await api(session, 'identity.update', {
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
    expect((await userData(session)).body).toMatchObject({
      firstName: 'Нова',
      lastName: 'Фамилия',
      email: newEmail,
      phone,
      emailNotifications: false,
    });
    expect((await login(newEmail, testPassword)).status).toBe(200);
    expect((await login(account.email, testPassword)).status).toBe(401);
    expect((await login(phone, testPassword, LoginIdentifierKind.PhoneNumber)).status).toBe(200);
    expect((await login(account.phone!, testPassword, LoginIdentifierKind.PhoneNumber)).status).toBe(401);
  });

  it('answers 409 for an e-mail another account has, and changes nothing', async () => {
    const account = await anAccount({ active: true, role: Role.MON });
    const session = await sessionOf(account);
    const taken = await api(session, 'identity.update', {
      body: {
        firstName: 'Друго',
        email: kg.teacher.email,
        currentPassword: testPassword,
        version: 0,
      },
    });
    expect(taken.status).toBe(409);
    expect(taken.error?.errorMessage).toBe('Този имейл адрес вече се използва от друг потребител.');
    expect((await userData(session)).body).toMatchObject({ email: account.email, firstName: 'Тест' });
    expect((await login(account.email, testPassword)).status).toBe(200);
  });
});

describe('activation links', () => {
  it('an invitation: the mail links to the activation page; the link shows who, sets the password once', async () => {
    const email = uniqueEmail('invitee');
    const since = Date.now();
    const invite = await api(kg.director, 'identity.inviteUser', {
      body: {
        email,
        firstName: 'Гергана',
        lastName: 'Новакова',
        userType: Role.Teacher,
        kindergartenId: kg.id,
      },
    });
    expect(invite.status, JSON.stringify(invite.body)).toBe(200);
    const userId = String(invite.body.entityId);
    expect((await login(email, testPassword)).status).toBe(401);

    const mail = await waitForMail(email, /Покана/, since);
    expect(mail.text).toContain('Гергана');
    expect(mail.text).toContain('като учител');
    const [, userType, token] = /\/account-activation\/(\d+)\/([A-Za-z0-9_-]+)/.exec(mail.text)!;
    expect(Number(userType)).toBe(Role.Teacher);
    expect(mail.text).toMatch(/\/unsubscribe\/[A-Za-z0-9_-]{100,}(\s|$)/);

    const info = await api(null, 'identity.tokenInfo', { body: { token: token! } });
    expect(info.body).toMatchObject({
      purpose: 'account-activation',
      userId,
      email,
      firstName: 'Гергана',
      userType: Role.Teacher,
      kindergartenId: kg.id,
    });
    expect((await activate(token!, testPassword)).status).toBe(200);
    const again = await activate(token!, 'Druga-Parola9');
    expect(again.status).toBe(400);
    expect(again.error?.errorMessage).toMatch(/вече е използвана/);
    expect((await api(null, 'identity.tokenInfo', { body: { token: token! } })).status).toBe(400);

    const me = (await userData(await sessionOf({ userId, email }, Role.Teacher))).body;
    expect(me.userType).toBe(Role.Teacher);
    expect(me.kindergartens.find((k) => k.isSelected)?.id).toBe(kg.id);
  });

  it('sending the invitation again makes the older link useless', async () => {
    const invited = await anInvitedAccount(kg.id);
    const sendAgain = () => api(kg.director, 'identity.sendInvitation', { body: { userId: invited.userId } });
    const since = Date.now();
    expect((await sendAgain()).status).toBe(200);
    const mail = await waitForMail(invited.email, /Покана/, since);
    const [, , fresh] = /\/account-activation\/(\d+)\/([A-Za-z0-9_-]+)/.exec(mail.text)!;
    expect((await activate(invited.token, testPassword)).status).toBe(400);
    expect((await activate(fresh!, testPassword)).status).toBe(200);
    expect((await sendAgain()).status).toBe(409);
  });

  it('works once even when two requests use the same link at the same moment', async () => {
    const invited = await anInvitedAccount(kg.id);
    const replies = await Promise.all(
      ['Parola-Edno1', 'Parola-Dve2', 'Parola-Tri3'].map((password) => activate(invited.token, password)),
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
    expect((await reset(account.userId, token, 'Nova-Parola2')).status).toBe(400);
    expect((await login(account.email, testPassword)).status).toBe(200);
  });

  it('refuses a made-up or malformed token in Bulgarian', async () => {
    const made = await activate('A'.repeat(43), testPassword);
    expect(made.status).toBe(400);
    expect(made.error).toMatchObject({ code: 'validation', errors: [{ field: 'token' }] });
    expect((await activate('не е код', testPassword)).status).toBe(400);
  });
});

describe('password recovery', () => {
  it('answers the same whether the account exists, and mails only a real one', async () => {
    const account = await anAccount({ active: true, role: Role.MON });
    const unknown = uniqueEmail('nobody');
    const since = Date.now();
    const known = await api(null, 'identity.passwordRecovery', { body: { email: account.email } });
    const none = await api(null, 'identity.passwordRecovery', { body: { email: unknown } });
    expect(known.status).toBe(200);
    expect(none.body).toEqual(known.body);
    const mail = await waitForMail(account.email, /Възстановяване на парола/, since);
    expect(mail.category).toBe('essential');
    expect(mail.text).toContain(`/password-recovery/${account.userId}/`);
  });

  it('resets with the link once; every session ends; the new password works', async () => {
    const account = await anAccount({ active: true, role: Role.MON });
    const session = await sessionOf(account);
    const since = Date.now();
    await api(null, 'identity.passwordRecovery', { body: { email: account.email } });
    const mail = await waitForMail(account.email, /Възстановяване на парола/, since);
    const [, userId, token] = /\/password-recovery\/([^/\s]+)\/([A-Za-z0-9_-]+)/.exec(mail.text)!;
    expect(userId).toBe(account.userId);

    expect((await reset('someone-else', token!, 'Nova-Parola2')).status).toBe(400);
    expect((await reset(userId!, token!, 'Nova-Parola2')).status).toBe(200);
    expect((await userData(session)).status).toBe(401);
    const reuse = await reset(userId!, token!, 'Treta-Parola3');
    expect(reuse.status).toBe(400);
    expect(reuse.error?.errorMessage).toMatch(/[а-я]/);
    expect((await login(account.email, testPassword)).status).toBe(401);
    expect((await login(account.email, 'Nova-Parola2')).status).toBe(200);
  });

  it('a newer recovery link voids the older one', async () => {
    const account = await anAccount({ active: true, role: Role.MON });
    const first = await aRecoveryToken(account.userId);
    const second = await aRecoveryToken(account.userId);
    expect((await reset(account.userId, first, 'Nova-Parola2')).status).toBe(400);
    expect((await reset(account.userId, second, 'Nova-Parola2')).status).toBe(200);
  });
});
