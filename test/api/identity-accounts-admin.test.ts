import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { db, tableName } from '../../functions/src/platform/db/client';
import { keys } from '../../functions/src/platform/db/keys';
import { shouldDeliverMail } from '../../functions/src/platform/mail/delivery';
import { LoginIdentifierKind, RequestStatus, Role } from '../../shared/src/enums';
import { call, signIn } from '../support/api-client';
import { loadWorld, otherKindergartenDirector } from '../support/world';
import {
  aChild,
  anAccount,
  aParentWithChild,
  aRegistrationRequest,
  testPassword,
  uniqueEmail,
  uniquePhone,
  waitForMail,
} from './examples/identity-accounts';

/** The kindergarten's users, parent registration, unsubscribe and the Master's account management. */

const login = (identifier: string, password: string) =>
  call('POST', '/api/identity/login', {
    body: { identifier, password, identifierKind: LoginIdentifierKind.Email },
  });
const item = async (key: { PK: string; SK: string }) =>
  (await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }))).Item;
const director = () => signIn('director@demo.gradina.bg');
const master = () => signIn('master@demo.gradina.bg');

describe('activation and deactivation', () => {
  it('deactivating a member ends their sessions at once; they cannot sign in until reactivated', async () => {
    const w = await loadWorld();
    const account = await anAccount({ kindergartenId: w.kindergartenId, active: true });
    const session = await signIn(account.email, testPassword);
    expect((await call('GET', '/api/identity/user-data', { token: session })).status).toBe(200);

    const token = await director();
    const off = await call('POST', '/api/Users/change-user-activation', {
      token,
      query: { userId: account.userId, isActive: 'false' },
    });
    expect(off.status).toBe(200);
    expect((await call('GET', '/api/identity/user-data', { token: session })).status).toBe(401);
    const refused = await login(account.email, testPassword);
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({
      errorMessage:
        'Грешно потребителско име или парола. След 5 неуспешни опита входът спира за 15 минути; ако сте забравили паролата си, възстановете я.',
    });
    const { Items = [] } = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk',
        ExpressionAttributeValues: { ':pk': keys.sessionsOfUser(account.userId).GSI1PK },
      }),
    );
    expect(Items).toEqual([]);

    const on = await call('POST', '/api/Users/change-user-activation', {
      token,
      query: { userId: account.userId, isActive: 'true' },
    });
    expect(on.status).toBe(200);
    expect((await login(account.email, testPassword)).status).toBe(200);
  });

  it('reaches only members of the session kindergarten, and never oneself', async () => {
    const w = await loadWorld();
    const account = await anAccount({ kindergartenId: w.kindergartenId, active: true });
    const other = await signIn((await otherKindergartenDirector()).email);
    const foreign = await call('POST', '/api/Users/change-user-activation', {
      token: other,
      query: { userId: account.userId, isActive: 'false' },
    });
    expect(foreign.status).toBe(404);
    expect((await login(account.email, testPassword)).status).toBe(200);
    const self = await call('POST', '/api/Users/change-user-activation', {
      token: await director(),
      query: { userId: w.userIds.director!, isActive: 'false' },
    });
    expect(self.status).toBe(400);
    const teacher = await signIn('teacher@demo.gradina.bg');
    expect(
      (
        await call('POST', '/api/Users/change-user-activation', {
          token: teacher,
          query: { userId: account.userId, isActive: 'false' },
        })
      ).status,
    ).toBe(403);
  });

  it('the Master deactivates any account with /api/Identity/change-activation', async () => {
    const account = await anAccount({ active: true, role: Role.MON });
    const session = await signIn(account.email, testPassword);
    const reply = await call('POST', '/api/Identity/change-activation', {
      token: await master(),
      body: { userId: account.userId, isActive: false },
    });
    expect(reply.status).toBe(200);
    expect((await call('GET', '/api/identity/user-data', { token: session })).status).toBe(401);
    expect((await login(account.email, testPassword)).status).toBe(401);
  });
});

describe('GET /api/Users', () => {
  it("lists the session kindergarten's users with role, activity and e-mail, filtered and sorted in Bulgarian", async () => {
    const w = await loadWorld();
    const token = await director();
    const all = await call('GET', '/api/Users', { token, query: { PageSize: '500' } });
    expect(all.status).toBe(200);
    const body = all.body as {
      result: { id: string; fullName: string; userType: number; email: string | null; isActive: boolean }[];
      rowsCount: number;
    };
    expect(body.rowsCount).toBeGreaterThan(20);
    const ids = body.result.map((u) => u.id);
    expect(ids).toContain(w.userIds.teacher);
    expect(ids).toContain(w.userIds.parent);
    expect(ids).not.toContain(w.userIds.master);
    const names = body.result.map((u) => u.fullName);
    expect(names).toEqual(
      [...names].sort(new Intl.Collator('bg', { sensitivity: 'base', numeric: true }).compare),
    );
    expect(body.result.find((u) => u.id === w.userIds.teacher)).toMatchObject({
      userType: Role.Teacher,
      email: 'teacher@demo.gradina.bg',
      isActive: true,
    });

    const teachers = await call('GET', '/api/Users', { token, query: { userType: String(Role.Teacher) } });
    const teacherRows = (teachers.body as typeof body).result;
    expect(teacherRows.length).toBeGreaterThan(0);
    expect(teacherRows.every((u) => u.userType === Role.Teacher)).toBe(true);

    const byName = await call('GET', '/api/Users', { token, query: { name: 'стоянова' } });
    expect((byName.body as typeof body).result.map((u) => u.id)).toContain(w.userIds.teacher);

    const page = await call('GET', '/api/Users', { token, query: { PageNumber: '2', PageSize: '5' } });
    expect((page.body as typeof body).result).toEqual(body.result.slice(5, 10));
    expect((page.body as typeof body).rowsCount).toBe(body.rowsCount);
  });

  it("never shows another kindergarten's users", async () => {
    const w = await loadWorld();
    const other = await signIn((await otherKindergartenDirector()).email);
    const own = await call('GET', '/api/Users', { token: other });
    expect((own.body as { result: { id: string }[] }).result.map((u) => u.id)).not.toContain(
      w.userIds.teacher,
    );
    const named = await call('GET', '/api/Users', {
      token: other,
      query: { kindergartenId: w.kindergartenId },
    });
    expect(named.status).toBe(403);
  });
});

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

describe('account management (Master)', () => {
  it('invites MON and municipality accounts and lists them', async () => {
    const token = await master();
    const monEmail = uniqueEmail('mon');
    const mon = await call('POST', '/api/administration/AccountManagement/invite-mon-account', {
      token,
      body: { email: monEmail, firstName: 'Яна', lastName: 'Министерска' },
    });
    expect(mon.status).toBe(200);
    const monList = await call('GET', '/api/administration/AccountManagement/mon-accounts-info', {
      token,
      query: { name: 'министерска' },
    });
    expect(
      (monList.body as { result: { email: string; isPendingActivation: boolean }[] }).result,
    ).toContainEqual(
      expect.objectContaining({ email: monEmail, isPendingActivation: true, userType: Role.MON }),
    );

    const badCode = await call('POST', '/api/administration/AccountManagement/invite-municipality-account', {
      token,
      body: { email: uniqueEmail('obshtina'), firstName: 'А', lastName: 'Б', municipalityCode: 'XXX99' },
    });
    expect(badCode.status).toBe(400);
    expect(badCode.body).toMatchObject({ errors: [{ field: 'municipalityCode' }] });

    const muniEmail = uniqueEmail('obshtina');
    const since = Date.now();
    const muni = await call('POST', '/api/administration/AccountManagement/invite-municipality-account', {
      token,
      body: { email: muniEmail, firstName: 'Стефка', lastName: 'Общинска', municipalityCode: 'SOF46' },
    });
    expect(muni.status).toBe(200);
    const mail = await waitForMail(muniEmail, /Покана/, since);
    expect(mail.text).toContain(`/account-activation/${Role.Municipality}/`);
    const muniList = await call('GET', '/api/administration/AccountManagement/municipality-accounts-info', {
      token,
      query: { municipalityCode: 'SOF46' },
    });
    const rows = (muniList.body as { result: { email: string; municipalityCode: string }[] }).result;
    expect(rows.map((r) => r.email)).toContain(muniEmail);
    expect(rows.every((r) => r.municipalityCode === 'SOF46')).toBe(true);

    const dup = await call('POST', '/api/administration/AccountManagement/invite-mon-account', {
      token,
      body: { email: monEmail, firstName: 'Яна', lastName: 'Министерска' },
    });
    expect(dup.status).toBe(409);
  });

  it('moves an e-mail in one transaction: a taken one answers 409 and nothing changes', async () => {
    const w = await loadWorld();
    const token = await master();
    const parent = await anAccount({ kindergartenId: w.kindergartenId, role: Role.Parent, active: true });
    const taken = await call('POST', '/api/administration/AccountManagement/update-parent-email', {
      token,
      body: { userId: parent.userId, email: 'teacher@demo.gradina.bg' },
    });
    expect(taken.status).toBe(409);
    expect((taken.body as { errorMessage: string }).errorMessage).toMatch(/вече се използва/);
    expect((await login(parent.email, testPassword)).status).toBe(200);
    expect((await item(keys.loginIdentifier(0, 'teacher@demo.gradina.bg')))?.userId).toBe(w.userIds.teacher);

    const fresh = uniqueEmail('moved');
    const moved = await call('POST', '/api/administration/AccountManagement/update-parent-email', {
      token,
      body: { userId: parent.userId, email: fresh },
    });
    expect(moved.status).toBe(200);
    expect((await login(fresh, testPassword)).status).toBe(200);
    expect((await login(parent.email, testPassword)).status).toBe(401);
    expect(await item(keys.loginIdentifier(0, parent.email))).toBeUndefined();

    const notStaff = await call('POST', '/api/administration/AccountManagement/update-staff-email', {
      token,
      body: { userId: parent.userId, email: uniqueEmail('x') },
    });
    expect(notStaff.status).toBe(400);
  });

  it('shows an account with its kindergartens, children and lock', async () => {
    const w = await loadWorld();
    const parent = await aParentWithChild(w.kindergartenId);
    const info = await call('GET', '/api/administration/AccountManagement/account-info', {
      token: await master(),
      query: { identifier: parent.email },
    });
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({
      id: parent.userId,
      email: parent.email,
      userType: Role.Parent,
      isActive: true,
      kindergartens: [{ id: w.kindergartenId, userType: Role.Parent }],
      children: [{ id: parent.childId, kindergartenId: w.kindergartenId }],
      loginLock: null,
    });
    const missing = await call('GET', '/api/administration/AccountManagement/account-info', {
      token: await master(),
      query: { identifier: uniqueEmail('nobody') },
    });
    expect(missing.status).toBe(404);
  });

  it('detaches an account from a kindergarten: the membership goes and the sessions end', async () => {
    const w = await loadWorld();
    const parent = await aParentWithChild(w.kindergartenId);
    const session = await signIn(parent.email, testPassword);
    const reply = await call(
      'POST',
      `/api/administration/AccountManagement/detach-account-from-parent/${parent.userId}`,
      {
        token: await master(),
        body: { kindergartenId: w.kindergartenId },
      },
    );
    expect(reply.status).toBe(200);
    expect(await item(keys.guardianOfChild(w.kindergartenId, parent.childId, parent.userId))).toBeUndefined();
    expect(await item(keys.membership(parent.userId, w.kindergartenId))).toBeUndefined();
    expect((await call('GET', '/api/identity/user-data', { token: session })).status).toBe(401);
  });

  it('attaches staff and edits its position and role', async () => {
    const w = await loadWorld();
    const token = await master();
    const account = await anAccount({ active: true });
    const attach = await call('POST', '/api/administration/AccountManagement/attach-staff-to-account', {
      token,
      body: { userId: account.userId, kindergartenId: w.kindergartenId, userType: Role.Manciple },
    });
    expect(attach.status).toBe(200);
    expect(await item(keys.staffMember(w.kindergartenId, account.userId))).toMatchObject({
      role: Role.Manciple,
      position: 'Домакин',
    });
    const again = await call('POST', '/api/administration/AccountManagement/attach-staff-to-account', {
      token,
      body: { userId: account.userId, kindergartenId: w.kindergartenId, userType: Role.Manciple },
    });
    expect(again.status).toBe(409);
    const edit = await call('POST', '/api/administration/AccountManagement/update-staff-info', {
      token,
      body: {
        userId: account.userId,
        kindergartenId: w.kindergartenId,
        userType: Role.Teacher,
        position: 'Старши учител',
        firstName: 'Преименувана',
      },
    });
    expect(edit.status).toBe(200);
    expect(await item(keys.staffMember(w.kindergartenId, account.userId))).toMatchObject({
      role: Role.Teacher,
      position: 'Старши учител',
      firstName: 'Преименувана',
    });
    expect(await item(keys.membership(account.userId, w.kindergartenId))).toMatchObject({
      role: Role.Teacher,
    });
    const detach = await call(
      'POST',
      `/api/administration/AccountManagement/detach-account-from-staff/${account.userId}`,
      {
        token,
        body: { kindergartenId: w.kindergartenId },
      },
    );
    expect(detach.status).toBe(200);
    expect(await item(keys.staffMember(w.kindergartenId, account.userId))).toBeUndefined();
  });

  it('creates an administrator for a kindergarten through the admin activation link', async () => {
    const w = await loadWorld();
    const email = uniqueEmail('admin');
    const since = Date.now();
    const reply = await call(
      'POST',
      `/api/administration/AccountManagement/create-admin-account/${w.kindergartenId}`,
      {
        token: await master(),
        body: { email, firstName: 'Мила', lastName: 'Админова', userType: Role.Administrator },
      },
    );
    expect(reply.status).toBe(200);
    const mail = await waitForMail(email, /Покана/, since);
    const [, token, kindergartenId] = /\/admin-account-activation\/([A-Za-z0-9_-]+)\/([^\s/]+)/.exec(
      mail.text,
    )!;
    expect(kindergartenId).toBe(w.kindergartenId);
    const wrongKg = await call('POST', '/api/Identity/activate-account', {
      body: { token, password: testPassword, kindergartenId: w.otherKindergartenId },
    });
    expect(wrongKg.status).toBe(400);
    const ok = await call('POST', '/api/Identity/activate-account', {
      body: { token, password: testPassword, kindergartenId },
    });
    expect(ok.status).toBe(200);
    const session = await signIn(email, testPassword);
    const me = (await call('GET', '/api/identity/user-data', { token: session })).body as {
      userType: number;
    };
    expect(me.userType).toBe(Role.Administrator);
  });

  it('sends a recovery mail for an account and re-sends activation to a teacher who never activated', async () => {
    const w = await loadWorld();
    const token = await master();
    const active = await anAccount({ kindergartenId: w.kindergartenId, active: true });
    const since = Date.now();
    expect(
      (
        await call('POST', '/api/administration/AccountManagement/reset-password', {
          token,
          body: { userId: active.userId },
        })
      ).status,
    ).toBe(200);
    await waitForMail(active.email, /Възстановяване на парола/, since);

    const pending = await anAccount({ kindergartenId: w.kindergartenId });
    const activate = await call('POST', '/api/administration/AccountManagement/activate-teacher-account', {
      token,
      body: { userId: pending.userId },
    });
    expect(activate.status).toBe(200);
    const mail = await waitForMail(pending.email, /Покана/, since);
    const [, , link] = /\/account-activation\/(\d+)\/([A-Za-z0-9_-]+)/.exec(mail.text)!;
    expect(
      (
        await call('POST', '/api/Identity/activate-account', {
          body: { token: link, password: testPassword },
        })
      ).status,
    ).toBe(200);
    expect((await login(pending.email, testPassword)).status).toBe(200);
    const notParent = await call('POST', '/api/administration/AccountManagement/activate-parent-account', {
      token,
      body: { userId: pending.userId },
    });
    expect(notParent.status).toBe(400);
  });
});
