import { beforeAll, describe, expect, it } from 'vitest';
import { keys } from '../../functions/src/platform/db/keys';
import { shouldDeliverMail } from '../../functions/src/platform/mail/delivery';
import {
  GuardianRelation,
  IdentifierType,
  LoginIdentifierKind,
  RequestStatus,
  Role,
} from '../../shared/src/enums';
import { anAccount, randomEgn, testPassword, uniqueEmail, uniquePhone } from '../support/accounts';
import { type ApiInput, api, signInAs } from '../support/api';
import { type GivenKindergarten, given } from '../support/given';
import { storedItem as item } from '../support/stored';
import { waitForMail } from './examples/identity-accounts';

/** Parent self-registration and its approval, and the footer's unsubscribe link. */
let kg: GivenKindergarten;
let other: GivenKindergarten;

beforeAll(async () => {
  kg = await given.kindergarten({ name: 'ДГ „Регистрация“' }).teacher().group().child().child().parent();
  other = await given.kindergarten();
});

const login = (identifier: string, password: string) =>
  api(null, 'identity.login', { body: { identifier, password, identifierKind: LoginIdentifierKind.Email } });
const register = (body: ApiInput<'identity.registerParent'>['body']) =>
  api(null, 'identity.registerParent', { body });
const requests = (status?: number) =>
  api(kg.director, 'identity.registrationRequests', {
    query: status === undefined ? {} : { status: String(status) },
  });
const approve = (id: string, by = kg.director) =>
  api(by, 'identity.approveRegistration', { path: { id }, body: {} });

describe('parent self-registration', () => {
  const registration = (
    kindergartenId: string,
    email: string,
    childIdentifier: string,
  ): ApiInput<'identity.registerParent'>['body'] => ({
    firstName: 'Ивана',
    lastName: 'Петрова',
    email,
    phone: uniquePhone(),
    password: testPassword,
    childIdentifierType: IdentifierType.EGN,
    childIdentifier,
    relation: GuardianRelation.Mother,
    kindergartenId,
    captchaToken: 'local',
  });

  it('creates only a request; approval creates the account, the membership and the child link', async () => {
    // The first child has no parent yet: the registration is for it.
    const child = kg.children[0]!;
    const email = uniqueEmail('self');
    const since = Date.now();
    const sent = await register(registration(kg.id, email, child.identifier));
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body).toEqual({ isSuccessful: true, entityId: null, errorMessage: null });
    await waitForMail(email, /Получихме заявката/, since);
    expect((await login(email, testPassword)).status).toBe(401);
    expect(await item(keys.loginIdentifier(LoginIdentifierKind.Email, email))).toBeUndefined();

    const mine = (await requests()).body.result.find((r) => r.email === email)!;
    expect(mine).toMatchObject({
      status: RequestStatus.Pending,
      childIdentifier: `${child.identifier.slice(0, 5)}*****`,
    });

    const detail = await api(kg.director, 'identity.registrationRequest', { path: { id: mine.id } });
    expect(detail.body).toMatchObject({
      matchedChild: { id: child.id, name: `${child.firstName} ${child.lastName}` },
    });

    expect((await approve(mine.id, other.director)).status).toBe(404);

    const approved = await approve(mine.id);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const parentId = String(approved.body.entityId);
    await waitForMail(email, /одобрена/, since);
    expect((await approve(mine.id)).status).toBe(409);

    const session = await signInAs(
      { id: parentId, email, role: Role.Parent, kindergartenId: kg.id },
      testPassword,
    );
    const me = (await api(session, 'identity.userData')).body;
    expect(me).toMatchObject({ id: parentId, userType: Role.Parent });
    expect(me.kindergartens.map((k) => k.id)).toEqual([kg.id]);
    // The child link as stored (relation and parent), which no route answers whole.
    expect(await item(keys.guardianOfChild(kg.id, child.id, parentId))).toMatchObject({
      relation: 1,
      parentUserId: parentId,
    });
    expect((await requests(RequestStatus.Approved)).body.result.map((r) => r.id)).toContain(mine.id);
  });

  it('rejecting tells the parent and creates nothing', async () => {
    // A child the kindergarten does not have.
    const email = uniqueEmail('registration');
    expect((await register(registration(kg.id, email, randomEgn()))).status).toBe(200);
    const request = { id: (await requests()).body.result.find((r) => r.email === email)!.id, email };
    const since = Date.now();
    const refused = await approve(request.id);
    expect(refused.status).toBe(409);
    expect(refused.error?.errorMessage).toMatch(/няма дете/);
    const reject = await api(kg.director, 'identity.rejectRegistration', {
      path: { id: request.id },
      body: { reason: 'Детето не е записано при нас.' },
    });
    expect(reject.status).toBe(200);
    const mail = await waitForMail(request.email, /не е одобрена/, since);
    expect(mail.text).toContain('Детето не е записано при нас.');
    // No account, and the request keeps no password hash: what no route shows.
    expect(await item(keys.loginIdentifier(LoginIdentifierKind.Email, request.email))).toBeUndefined();
    const stored = await item(keys.registrationRequest(kg.id, request.id));
    expect(stored).toMatchObject({ status: RequestStatus.Rejected });
    expect(stored?.passwordHash).toBeUndefined();
  });

  it('answers the same for an e-mail that has an account, and tells its owner', async () => {
    const account = await anAccount({ active: true, role: Role.Parent });
    const since = Date.now();
    const reply = await register(registration(kg.id, account.email, '2145121233'));
    expect(reply.body).toEqual({ isSuccessful: true, entityId: null, errorMessage: null });
    await waitForMail(account.email, /Опит за регистрация/, since);
  });

  it('checks the ЕГН and the kindergarten, naming the field', async () => {
    const badEgn = await register(registration(kg.id, uniqueEmail('x'), '2145121235'));
    expect(badEgn.status).toBe(400);
    expect(badEgn.error).toMatchObject({ errors: [{ field: 'childIdentifier' }] });
    expect(badEgn.error?.errorMessage).toContain('ЕГН/ЛНЧ на детето');
    const noKg = await register(registration('no-such-kindergarten', uniqueEmail('x'), '2145121233'));
    expect(noKg.status).toBe(400);
    expect(noKg.error).toMatchObject({ errors: [{ field: 'kindergartenId' }] });
  });
});

describe('unsubscribe', () => {
  it("the footer's link stops notification mails to that user; essential mails still go", async () => {
    // An account that exists: a new address has no account until it activates, so nothing to unsubscribe.
    const { email } = await anAccount({ active: true, role: Role.Parent });
    const since = Date.now();
    await api(kg.director, 'identity.inviteUser', {
      body: { email, firstName: 'Читател', lastName: 'Тестов', userType: Role.Parent, kindergartenId: kg.id },
    });
    const mail = await waitForMail(email, /Покана/, since);
    const unsubscribeToken = /\/unsubscribe\/([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    expect(await shouldDeliverMail({ to: email, category: 'notification' })).toBe(true);

    const reply = await api(null, 'identity.unsubscribe', { body: { token: unsubscribeToken } });
    expect(reply.status).toBe(200);
    expect(await shouldDeliverMail({ to: email, category: 'notification' })).toBe(false);
    expect(await shouldDeliverMail({ to: email })).toBe(false);
    expect(await shouldDeliverMail({ to: email, category: 'essential' })).toBe(true);
    expect(await shouldDeliverMail({ to: kg.teacher.email, category: 'notification' })).toBe(true);

    // One changed character of the sealed token: refused (the token is opaque and tamper-evident).
    const changed = `${unsubscribeToken.slice(0, 40)}${unsubscribeToken[40] === 'A' ? 'B' : 'A'}${unsubscribeToken.slice(41)}`;
    const forged = await api(null, 'identity.unsubscribe', { body: { token: changed } });
    expect(forged.status).toBe(400);
    expect(forged.error).toMatchObject({ errors: [{ field: 'token' }] });
  });
});
