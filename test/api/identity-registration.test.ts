import { describe, expect, it } from 'vitest';
import { keys } from '../../functions/src/platform/db/keys';
import { shouldDeliverMail } from '../../functions/src/platform/mail/delivery';
import { LoginIdentifierKind, RequestStatus, Role } from '../../shared/src/enums';
import {
  aChild,
  anAccount,
  aRegistrationRequest,
  testPassword,
  uniqueEmail,
  uniquePhone,
} from '../support/accounts';
import { call, signIn } from '../support/api-client';
import { storedItem as item } from '../support/stored';
import { loadWorld, otherKindergartenDirector } from '../support/world';
import { waitForMail } from './examples/identity-accounts';

/** Parent self-registration and its approval, and the footer's unsubscribe link. */

const login = (identifier: string, password: string) =>
  call('POST', '/api/identity/login', {
    body: { identifier, password, identifierKind: LoginIdentifierKind.Email },
  });
const director = () => signIn('director@demo.gradina.bg');

describe('parent self-registration', () => {
  const registration = (kindergartenId: string, email: string, childIdentifier: string) => ({
    firstName: 'Ивана',
    lastName: 'Петрова',
    email,
    phone: uniquePhone(),
    password: testPassword,
    childIdentifierType: 0,
    childIdentifier,
    relation: 1,
    kindergartenId,
    captchaToken: 'local',
  });

  it('creates only a request; approval creates the account, the membership and the child link', async () => {
    const w = await loadWorld();
    const child = await aChild(w.kindergartenId);
    const email = uniqueEmail('self');
    const since = Date.now();
    const sent = await call('POST', '/api/Identity/register-parent', {
      body: registration(w.kindergartenId, email, child.identifier),
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body).toEqual({ isSuccessful: true, entityId: null, errorMessage: null });
    await waitForMail(email, /Получихме заявката/, since);
    expect((await login(email, testPassword)).status).toBe(401);
    expect(await item(keys.loginIdentifier(LoginIdentifierKind.Email, email))).toBeUndefined();

    const token = await director();
    const pending = await call('GET', '/api/Users/registration-requests', { token });
    const rows = (
      pending.body as { result: { id: string; email: string; childIdentifier: string; status: number }[] }
    ).result;
    const mine = rows.find((r) => r.email === email)!;
    expect(mine).toMatchObject({
      status: RequestStatus.Pending,
      childIdentifier: `${child.identifier.slice(0, 5)}*****`,
    });

    const detail = await call('GET', `/api/Users/registration-requests/${mine.id}`, { token });
    expect(detail.body).toMatchObject({ matchedChild: { id: child.childId, name: 'Тестово Дете' } });

    const other = await signIn((await otherKindergartenDirector()).email);
    expect(
      (await call('POST', `/api/Users/registration-requests/${mine.id}/approve`, { token: other })).status,
    ).toBe(404);

    const approve = await call('POST', `/api/Users/registration-requests/${mine.id}/approve`, {
      token,
      body: {},
    });
    expect(approve.status, JSON.stringify(approve.body)).toBe(200);
    const parentId = (approve.body as { entityId: string }).entityId;
    await waitForMail(email, /одобрена/, since);
    expect(
      (await call('POST', `/api/Users/registration-requests/${mine.id}/approve`, { token, body: {} })).status,
    ).toBe(409);

    const session = await signIn(email, testPassword);
    const me = (await call('GET', '/api/identity/user-data', { token: session })).body as {
      id: string;
      userType: number;
      kindergartens: { id: string }[];
    };
    expect(me).toMatchObject({ id: parentId, userType: Role.Parent });
    expect(me.kindergartens.map((k) => k.id)).toEqual([w.kindergartenId]);
    expect(await item(keys.guardianOfChild(w.kindergartenId, child.childId, parentId))).toMatchObject({
      relation: 1,
      parentUserId: parentId,
    });
    const approved = await call('GET', '/api/Users/registration-requests', {
      token,
      query: { status: String(RequestStatus.Approved) },
    });
    expect((approved.body as { result: { id: string }[] }).result.map((r) => r.id)).toContain(mine.id);
  });

  it('rejecting tells the parent and creates nothing', async () => {
    const w = await loadWorld();
    const request = await aRegistrationRequest(w.kindergartenId, { withChild: false });
    const since = Date.now();
    const token = await director();
    const approve = await call('POST', `/api/Users/registration-requests/${request.id}/approve`, {
      token,
      body: {},
    });
    expect(approve.status).toBe(409);
    expect((approve.body as { errorMessage: string }).errorMessage).toMatch(/няма дете/);
    const reject = await call('POST', `/api/Users/registration-requests/${request.id}/reject`, {
      token,
      body: { reason: 'Детето не е записано при нас.' },
    });
    expect(reject.status).toBe(200);
    const mail = await waitForMail(request.email, /не е одобрена/, since);
    expect(mail.text).toContain('Детето не е записано при нас.');
    expect(await item(keys.loginIdentifier(LoginIdentifierKind.Email, request.email))).toBeUndefined();
    const stored = await item(keys.registrationRequest(w.kindergartenId, request.id));
    expect(stored).toMatchObject({ status: RequestStatus.Rejected });
    expect(stored?.passwordHash).toBeUndefined();
  });

  it('answers the same for an e-mail that has an account, and tells its owner', async () => {
    const w = await loadWorld();
    const account = await anAccount({ active: true, role: Role.Parent });
    const since = Date.now();
    const reply = await call('POST', '/api/Identity/register-parent', {
      body: registration(w.kindergartenId, account.email, '2145121233'),
    });
    expect(reply.body).toEqual({ isSuccessful: true, entityId: null, errorMessage: null });
    await waitForMail(account.email, /Опит за регистрация/, since);
  });

  it('checks the ЕГН and the kindergarten, naming the field', async () => {
    const w = await loadWorld();
    const badEgn = await call('POST', '/api/Identity/register-parent', {
      body: registration(w.kindergartenId, uniqueEmail('x'), '2145121235'),
    });
    expect(badEgn.status).toBe(400);
    expect(badEgn.body).toMatchObject({ errors: [{ field: 'childIdentifier' }] });
    expect((badEgn.body as { errorMessage: string }).errorMessage).toContain('ЕГН/ЛНЧ на детето');
    const noKg = await call('POST', '/api/Identity/register-parent', {
      body: registration('no-such-kindergarten', uniqueEmail('x'), '2145121233'),
    });
    expect(noKg.status).toBe(400);
    expect(noKg.body).toMatchObject({ errors: [{ field: 'kindergartenId' }] });
  });
});

describe('unsubscribe', () => {
  it("the footer's link stops notification mails to that user; essential mails still go", async () => {
    const w = await loadWorld();
    const token = await director();
    // An account that exists: a new address has no account until it activates, so nothing to unsubscribe.
    const { email } = await anAccount({ active: true, role: Role.Parent });
    const since = Date.now();
    await call('POST', '/api/Users/invite', {
      token,
      body: {
        email,
        firstName: 'Читател',
        lastName: 'Тестов',
        userType: Role.Parent,
        kindergartenId: w.kindergartenId,
      },
    });
    const mail = await waitForMail(email, /Покана/, since);
    const unsubscribeToken = /\/unsubscribe\/([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    expect(await shouldDeliverMail({ to: email, category: 'notification' })).toBe(true);

    const reply = await call('POST', '/api/Mails/unsubscribe', { body: { token: unsubscribeToken } });
    expect(reply.status).toBe(200);
    expect(await shouldDeliverMail({ to: email, category: 'notification' })).toBe(false);
    expect(await shouldDeliverMail({ to: email })).toBe(false);
    expect(await shouldDeliverMail({ to: email, category: 'essential' })).toBe(true);
    expect(await shouldDeliverMail({ to: 'teacher@demo.gradina.bg', category: 'notification' })).toBe(true);

    // One changed character of the sealed token: refused (the token is opaque and tamper-evident).
    const changed = `${unsubscribeToken.slice(0, 40)}${unsubscribeToken[40] === 'A' ? 'B' : 'A'}${unsubscribeToken.slice(41)}`;
    const forged = await call('POST', '/api/Mails/unsubscribe', { body: { token: changed } });
    expect(forged.status).toBe(400);
    expect(forged.body).toMatchObject({ errors: [{ field: 'token' }] });
  });
});
