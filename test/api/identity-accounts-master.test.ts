import { beforeAll, describe, expect, it } from 'vitest';
import { keys } from '../../functions/src/platform/db/keys';
import { LoginIdentifierKind, Role } from '../../shared/src/enums';
import { anAccount, testPassword, uniqueEmail } from '../support/accounts';
import { api, type Principal, signInAs } from '../support/api';
import { demoPassword } from '../support/api-client';
import { type GivenKindergarten, given } from '../support/given';
import { storedItem as item } from '../support/stored';
import { waitForMail } from './examples/identity-accounts';

/**
 * The Master's account management: national accounts, e-mail moves, attaching and detaching, mails. A
 * kindergarten of its own with a teacher and three parents (a child each), and a second kindergarten.
 */
let kg: GivenKindergarten;
let other: GivenKindergarten;
let master: Principal;

beforeAll(async () => {
  kg = await given.kindergarten({ name: 'ДГ „Сметки“' }).teacher().group().parents(3);
  other = await given.kindergarten();
  master = await given.nationalUser(Role.Master);
});

const login = (identifier: string, password = demoPassword) =>
  api(null, 'identity.login', { body: { identifier, password, identifierKind: LoginIdentifierKind.Email } });
const accountInfo = (identifier: string) => api(master, 'identity.accountInfo', { query: { identifier } });

describe('account management (Master)', () => {
  it('invites MON and municipality accounts and lists them', async () => {
    const monEmail = uniqueEmail('mon');
    const mon = await api(master, 'identity.inviteMonAccount', {
      body: { email: monEmail, firstName: 'Яна', lastName: 'Министерска' },
    });
    expect(mon.status).toBe(200);
    const monList = await api(master, 'identity.monAccounts', { query: { name: 'министерска' } });
    expect(monList.body.result).toContainEqual(
      expect.objectContaining({ email: monEmail, isPendingActivation: true, userType: Role.MON }),
    );

    const badCode = await api(master, 'identity.inviteMunicipalityAccount', {
      body: { email: uniqueEmail('obshtina'), firstName: 'А', lastName: 'Б', municipalityCode: 'XXX99' },
    });
    expect(badCode.status).toBe(400);
    expect(badCode.error).toMatchObject({ errors: [{ field: 'municipalityCode' }] });

    const muniEmail = uniqueEmail('obshtina');
    const since = Date.now();
    const muni = await api(master, 'identity.inviteMunicipalityAccount', {
      body: { email: muniEmail, firstName: 'Стефка', lastName: 'Общинска', municipalityCode: 'SOF46' },
    });
    expect(muni.status).toBe(200);
    const mail = await waitForMail(muniEmail, /Покана/, since);
    expect(mail.text).toContain(`/account-activation/${Role.Municipality}/`);
    const muniList = await api(master, 'identity.municipalityAccounts', {
      query: { municipalityCode: 'SOF46' },
    });
    const rows = muniList.body.result;
    expect(rows.map((r) => r.email)).toContain(muniEmail);
    expect(rows.every((r) => r.municipalityCode === 'SOF46')).toBe(true);

    const dup = await api(master, 'identity.inviteMonAccount', {
      body: { email: monEmail, firstName: 'Яна', lastName: 'Министерска' },
    });
    expect(dup.status).toBe(409);
  });

  it('moves an e-mail in one transaction: a taken one answers 409 and nothing changes', async () => {
    const parent = kg.parents[0]!;
    const taken = await api(master, 'identity.updateParentEmail', {
      body: { userId: parent.id, email: kg.teacher.email },
    });
    expect(taken.status).toBe(409);
    expect(taken.error?.errorMessage).toMatch(/вече се използва/);
    expect((await login(parent.email)).status).toBe(200);
    // The teacher's address still leads to the teacher.
    expect((await accountInfo(kg.teacher.email)).body.id).toBe(kg.teacher.id);

    const fresh = uniqueEmail('moved');
    const moved = await api(master, 'identity.updateParentEmail', {
      body: { userId: parent.id, email: fresh },
    });
    expect(moved.status).toBe(200);
    expect((await login(fresh)).status).toBe(200);
    expect((await login(parent.email)).status).toBe(401);
    expect((await accountInfo(parent.email)).status).toBe(404);

    const notStaff = await api(master, 'identity.updateStaffEmail', {
      body: { userId: parent.id, email: uniqueEmail('x') },
    });
    expect(notStaff.status).toBe(400);
  });

  it('shows an account with its kindergartens, children and lock', async () => {
    const parent = kg.parents[1]!;
    const info = await accountInfo(parent.email);
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({
      id: parent.id,
      email: parent.email,
      userType: Role.Parent,
      isActive: true,
      kindergartens: [{ id: kg.id, userType: Role.Parent }],
      children: [{ id: kg.children[1]!.id, kindergartenId: kg.id }],
      loginLock: null,
    });
    expect((await accountInfo(uniqueEmail('nobody'))).status).toBe(404);
  });

  it('detaches an account from a kindergarten: the membership goes and the sessions end', async () => {
    const parent = kg.parents[2]!;
    const reply = await api(master, 'identity.detachAccountFromParent', {
      path: { id: parent.id },
      body: { kindergartenId: kg.id },
    });
    expect(reply.status).toBe(200);
    // The membership and the child link are gone.
    expect((await accountInfo(parent.email)).body).toMatchObject({ kindergartens: [], children: [] });
    expect((await api(parent, 'identity.userData')).status).toBe(401);
  });

  it('attaches staff and edits its position and role', async () => {
    const account = await anAccount({ active: true });
    const attachBody = { userId: account.userId, kindergartenId: kg.id, userType: Role.Manciple };
    const attach = await api(master, 'identity.attachStaffToAccount', { body: attachBody });
    expect(attach.status).toBe(200);
    // The staff record as stored: its default position and, below, the edited name (no route answers them).
    expect(await item(keys.staffMember(kg.id, account.userId))).toMatchObject({
      role: Role.Manciple,
      position: 'Домакин',
    });
    expect((await api(master, 'identity.attachStaffToAccount', { body: attachBody })).status).toBe(409);
    const edit = await api(master, 'identity.updateStaffInfo', {
      body: {
        userId: account.userId,
        kindergartenId: kg.id,
        userType: Role.Teacher,
        position: 'Старши учител',
        firstName: 'Преименувана',
        // The staff record was just made: version 0.
        version: 0,
      },
    });
    expect(edit.status).toBe(200);
    expect(await item(keys.staffMember(kg.id, account.userId))).toMatchObject({
      role: Role.Teacher,
      position: 'Старши учител',
      firstName: 'Преименувана',
    });
    expect((await accountInfo(account.email)).body.kindergartens).toMatchObject([
      { id: kg.id, userType: Role.Teacher },
    ]);
    const detach = await api(master, 'identity.detachAccountFromStaff', {
      path: { id: account.userId },
      body: { kindergartenId: kg.id },
    });
    expect(detach.status).toBe(200);
    expect(await item(keys.staffMember(kg.id, account.userId))).toBeUndefined();
  });

  it('creates an administrator for a kindergarten through the admin activation link', async () => {
    const email = uniqueEmail('admin');
    const since = Date.now();
    const reply = await api(master, 'identity.createAdminAccount', {
      path: { id: kg.id },
      body: { email, firstName: 'Мила', lastName: 'Админова', userType: Role.Administrator },
    });
    expect(reply.status).toBe(200);
    const mail = await waitForMail(email, /Покана/, since);
    const [, token = '', kindergartenId] = /\/admin-account-activation\/([A-Za-z0-9_-]+)\/([^\s/]+)/.exec(
      mail.text,
    )!;
    expect(kindergartenId).toBe(kg.id);
    const wrongKg = await api(null, 'identity.activateAccount', {
      body: { token, password: testPassword, kindergartenId: other.id },
    });
    expect(wrongKg.status).toBe(400);
    const ok = await api(null, 'identity.activateAccount', {
      body: { token, password: testPassword, kindergartenId },
    });
    expect(ok.status).toBe(200);
    const session = await signInAs(
      { id: '', email, role: Role.Administrator, kindergartenId: kg.id },
      testPassword,
    );
    expect((await api(session, 'identity.userData')).body.userType).toBe(Role.Administrator);
  });

  it('sends a recovery mail for an account and re-sends activation to a teacher who never activated', async () => {
    const since = Date.now();
    expect(
      (await api(master, 'identity.adminResetPassword', { body: { userId: kg.teacher.id } })).status,
    ).toBe(200);
    await waitForMail(kg.teacher.email, /Възстановяване на парола/, since);

    // An account invited to the kindergarten that never activated.
    const pending = await anAccount({ kindergartenId: kg.id });
    const activate = await api(master, 'identity.activateTeacherAccount', {
      body: { userId: pending.userId },
    });
    expect(activate.status).toBe(200);
    const mail = await waitForMail(pending.email, /Покана/, since);
    const [, , link] = /\/account-activation\/(\d+)\/([A-Za-z0-9_-]+)/.exec(mail.text)!;
    expect(
      (await api(null, 'identity.activateAccount', { body: { token: link!, password: testPassword } }))
        .status,
    ).toBe(200);
    expect((await login(pending.email, testPassword)).status).toBe(200);
    const notParent = await api(master, 'identity.activateParentAccount', {
      body: { userId: pending.userId },
    });
    expect(notParent.status).toBe(400);
  });
});
