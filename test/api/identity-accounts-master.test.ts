import { describe, expect, it } from 'vitest';
import { keys } from '../../functions/src/platform/db/keys';
import { LoginIdentifierKind, Role } from '../../shared/src/enums';
import { anAccount, aParentWithChild, testPassword, uniqueEmail } from '../support/accounts';
import { call, signIn } from '../support/api-client';
import { storedItem as item } from '../support/stored';
import { loadWorld } from '../support/world';
import { waitForMail } from './examples/identity-accounts';

/** The Master's account management: national accounts, e-mail moves, attaching and detaching, mails. */

const login = (identifier: string, password: string) =>
  call('POST', '/api/identity/login', {
    body: { identifier, password, identifierKind: LoginIdentifierKind.Email },
  });
const master = () => signIn('master@demo.gradina.bg');

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
        // The staff record was just made: version 0.
        version: 0,
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
