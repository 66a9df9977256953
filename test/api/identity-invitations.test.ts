import { beforeAll, describe, expect, it } from 'vitest';
import { keys } from '../../functions/src/platform/db/keys';
import { LoginIdentifierKind, Role } from '../../shared/src/enums';
import { anAccount, type TestAccount, testPassword, uniqueEmail, uniquePhone } from '../support/accounts';
import { type ApiResult, type ApiRouteId, api, type Principal, signInAs } from '../support/api';
import { type GivenKindergarten, given } from '../support/given';
import { invitationLinkToken } from '../support/invitations';
import { storedItem as item, userPartition as partitionOf } from '../support/stored';
import { waitForMail } from './examples/identity-accounts';

/**
 * Invitations (issue #18): an existing account is never attached without its answer, the reply does not tell
 * whether an address has an account, the inviting kindergarten sees only what it typed, roles are granted only
 * by whom docs/permissions.md names, and activity is per membership.
 */

/** A: the inviting kindergarten, with one member of each kindergarten role; B: another tenant. */
let a: GivenKindergarten;
let b: GivenKindergarten;
let mon: Principal;
let municipality: Principal;
let master: Principal;
const staffOfA = (role: Role) => a.staff.find((s) => s.role === role)!;

beforeAll(async () => {
  a = await given
    .kindergarten({ name: 'ДГ „Покана“' })
    .teacher()
    .staff(Role.Administrator)
    .staff(Role.ResourceSpecialist)
    .staff(Role.Manciple)
    .group()
    .child()
    .parent();
  b = await given.kindergarten({ name: 'ДГ „Друга“' });
  mon = await given.nationalUser(Role.MON);
  municipality = await given.nationalUser(Role.Municipality);
  master = await given.nationalUser(Role.Master);
});

/** A session of an account the suite made with `anAccount` (its password is the test password). */
const signInAccount = (account: TestAccount, role: Role, kindergartenId: string | null = null) =>
  signInAs({ id: account.userId, email: account.email, role, kindergartenId }, testPassword);

const rowsOf = async (user: Principal) =>
  (await api(user, 'identity.users', { query: { PageSize: 500 } })).body.result;

/** A reply's header names: what would tell one answer from another besides the body. */
const headerNames = (reply: ApiResult<ApiRouteId>) => [...reply.headers.keys()].sort();

/** Each route that invites into a kindergarten, as the role that may use it. */
const inviters = [
  { name: 'director', route: 'users' as const, who: () => a.director },
  { name: 'administrator', route: 'users' as const, who: () => staffOfA(Role.Administrator) },
  { name: 'master', route: 'admin' as const, who: () => master },
];

async function invite(
  inviter: (typeof inviters)[number],
  person: { firstName: string; lastName: string; email: string },
): Promise<ApiResult<ApiRouteId>> {
  return inviter.route === 'admin'
    ? api(inviter.who(), 'identity.createAdminAccount', {
        path: { id: a.id },
        body: { ...person, userType: Role.Administrator },
      })
    : api(inviter.who(), 'identity.inviteUser', { body: { ...person, userType: Role.Teacher } });
}

describe('an invitation of an existing account', () => {
  for (const inviter of inviters) {
    it(`${inviter.name}: the same reply as for a new address; only what was typed is shown; nothing until accepted`, async () => {
      // A parent of another kindergarten, with a phone: what the inviter must never see before acceptance.
      const existing = await anAccount({
        kindergartenId: b.id,
        role: Role.Parent,
        active: true,
        withPhone: true,
      });
      const typed = { firstName: 'Хикс', lastName: 'Игрек' };
      const since = Date.now();
      const forExisting = await invite(inviter, { ...typed, email: existing.email });
      const forNew = await invite(inviter, { ...typed, email: uniqueEmail('new') });
      expect(forExisting.status).toBe(200);
      expect(forNew.status).toBe(200);
      const strip = (body: unknown) => ({
        ...(body as object),
        entityId: typeof (body as { entityId: unknown }).entityId,
      });
      expect(strip(forExisting.body)).toEqual(strip(forNew.body));
      const invitationId = String((forExisting.body as unknown as { entityId: string }).entityId);
      expect(invitationId).not.toBe(existing.userId);
      expect(headerNames(forExisting)).toEqual(headerNames(forNew));

      // No membership, staff item or any other trace in the account before the answer.
      expect(await item(keys.membership(existing.userId, a.id))).toBeUndefined();
      expect(await item(keys.staffMember(a.id, existing.userId))).toBeUndefined();
      const before = await partitionOf(existing.userId);

      // The kindergarten's list: the typed names and the state "invited", never the account's own data.
      const rows = await rowsOf(a.director);
      expect(rows.map((r) => r.id)).not.toContain(existing.userId);
      const row = rows.find((r) => r.id === invitationId)!;
      expect(row).toMatchObject({ ...typed, email: existing.email, phone: null, status: 'invited' });
      const options = await api(a.director, 'communication.recipientOptions');
      expect(JSON.stringify(options.body)).not.toContain(existing.userId);

      // The mail goes to both addresses with the same subject.
      const mail = await waitForMail(existing.email, /Покана/, since);
      expect(mail.text).toContain('Хикс');

      // The invitee sees it after sign-in and accepts: only now the kindergarten sees the account.
      const session = await signInAccount(existing, Role.Parent, b.id);
      const mine = (await api(session, 'identity.myInvitations')).body;
      expect(mine.map((i) => i.id)).toContain(invitationId);
      expect(await partitionOf(existing.userId)).toEqual(before);
      const accept = await api(session, 'identity.acceptInvitation', { path: { id: invitationId } });
      expect(accept.status, JSON.stringify(accept.body)).toBe(200);
      expect(await item(keys.membership(existing.userId, a.id))).toMatchObject({
        role: inviter.route === 'admin' ? Role.Administrator : Role.Teacher,
      });
      const after = await rowsOf(a.director);
      expect(after.map((r) => r.id)).not.toContain(invitationId);
      expect(after.find((r) => r.id === existing.userId)).toMatchObject({
        lastName: 'Активен',
        status: 'active',
      });
      const again = await api(session, 'identity.acceptInvitation', { path: { id: invitationId } });
      expect(again.status).toBe(404);
    });
  }

  it('a declined invitation leaves no trace; the link answers for an existing account and activates a new one', async () => {
    const existing = await anAccount({ role: Role.Parent, active: true });
    const before = await partitionOf(existing.userId);
    const person = { email: existing.email, firstName: 'А', lastName: 'Б', userType: Role.Parent };
    const since = Date.now();
    const first = await api(a.director, 'identity.inviteUser', { body: { ...person, phone: uniquePhone() } });
    expect(first.status).toBe(200);
    const twice = await api(a.director, 'identity.inviteUser', { body: person });
    expect(twice.status).toBe(409);
    const session = await signInAccount(existing, Role.Parent);
    const id = String(first.body.entityId);
    expect((await api(session, 'identity.declineInvitation', { path: { id } })).status).toBe(200);
    expect(await partitionOf(existing.userId)).toEqual(before);
    expect((await rowsOf(a.director)).map((r) => r.id)).not.toContain(id);
    // The link of that mail no longer works.
    const token = invitationLinkToken((await waitForMail(existing.email, /Покана/, since)).text)!;
    expect((await api(null, 'identity.tokenInfo', { body: { token } })).status).toBe(400);

    // A new invitation, answered through the mail's link: the page learns the address has an account.
    const since2 = Date.now();
    await api(a.director, 'identity.inviteUser', { body: person });
    const link = invitationLinkToken((await waitForMail(existing.email, /Покана/, since2)).text)!;
    const info = await api(null, 'identity.tokenInfo', { body: { token: link } });
    expect(info.body).toMatchObject({ hasAccount: true, kindergartenId: a.id });
    const set = await api(null, 'identity.activateAccount', {
      body: { token: link, password: testPassword },
    });
    expect(set.status).toBe(409);
    const answer = await api(null, 'identity.answerInvitation', { body: { token: link, accept: true } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await item(keys.membership(existing.userId, a.id))).toMatchObject({ role: Role.Parent });
    expect(
      (await api(null, 'identity.answerInvitation', { body: { token: link, accept: true } })).status,
    ).toBe(400);
  });

  it('an МОН, municipality or Master account cannot be pulled into a kindergarten', async () => {
    const invited = await api(a.director, 'identity.inviteUser', {
      body: { email: master.email, firstName: 'Главен', lastName: 'Учител', userType: Role.Teacher },
    });
    expect(invited.status).toBe(200);
    const id = String(invited.body.entityId);
    const accept = await api(master, 'identity.acceptInvitation', { path: { id } });
    expect(accept.status).toBe(403);
    await api(master, 'identity.declineInvitation', { path: { id } });
    const me = (await api(await signInAs(master), 'identity.userData')).body;
    expect(me).toMatchObject({ userType: Role.Master, kindergartens: [] });
  });
});

/**
 * The grant matrix of docs/permissions.md, written out here on its own so the implementation is checked
 * against the document, not against itself: granter -> roles it may grant.
 */
const K: Role[] = [
  Role.Director,
  Role.Teacher,
  Role.Parent,
  Role.Administrator,
  Role.ResourceSpecialist,
  Role.Manciple,
];
const grantMatrix: Record<string, Role[]> = {
  director: K,
  administrator: K.filter((r) => r !== Role.Director),
  teacher: [],
  parent: [],
  mon: [],
  municipality: [],
  'resource-specialist': [],
  manciple: [],
  master: [...K, Role.MON, Role.Municipality],
};
const allRoles = Object.values(Role).filter((r): r is Role => typeof r === 'number');

/** The granters of the matrix, by its names. */
const granters: Record<string, () => Principal> = {
  director: () => a.director,
  administrator: () => staffOfA(Role.Administrator),
  teacher: () => a.teacher,
  parent: () => a.parent,
  mon: () => mon,
  municipality: () => municipality,
  'resource-specialist': () => staffOfA(Role.ResourceSpecialist),
  manciple: () => staffOfA(Role.Manciple),
  master: () => master,
};

/**
 * A role as the request sends it: the matrix also sends roles a route's schema refuses, to prove the
 * refusal, so the typed input is widened here on purpose.
 */
const roleInput = (role: Role) => role as never;

describe('who may grant which role', () => {
  for (const [granter, grants] of Object.entries(grantMatrix)) {
    for (const target of allRoles) {
      const may = grants.includes(target);
      it(`${granter} ${may ? 'may' : 'may not'} grant role ${target}`, async () => {
        const user = granters[granter]!();
        const person = { email: uniqueEmail('grant'), firstName: 'Нов', lastName: 'Човек' };
        let reply: ApiResult<ApiRouteId>;
        if (granter !== 'master') {
          reply = await api(user, 'identity.inviteUser', {
            body: { ...person, userType: roleInput(target) },
          });
        } else if (target === Role.MON) {
          reply = await api(user, 'identity.inviteMonAccount', { body: person });
        } else if (target === Role.Municipality) {
          reply = await api(user, 'identity.inviteMunicipalityAccount', {
            body: { ...person, municipalityCode: 'PDV22' },
          });
        } else if (target === Role.Director || target === Role.Administrator) {
          reply = await api(user, 'identity.createAdminAccount', {
            path: { id: a.id },
            body: { ...person, userType: target },
          });
        } else if (target === Role.Parent) {
          // The Master makes a parent by linking an account to a child of the kindergarten.
          reply = await api(user, 'identity.attachParentToAccount', {
            body: {
              userId: (await anAccount({ active: true, role: Role.Parent })).userId,
              kindergartenId: a.id,
              childId: a.child.id,
            },
          });
        } else {
          const account = await anAccount({ active: true });
          reply = await api(user, 'identity.attachStaffToAccount', {
            body: { userId: account.userId, kindergartenId: a.id, userType: roleInput(target) },
          });
        }
        const summary = `${reply.status} ${JSON.stringify(reply.body)}`;
        if (may) expect(reply.status, summary).toBe(200);
        else expect([400, 403], summary).toContain(reply.status);
      });
    }
  }
});

describe('activity per membership', () => {
  it('deactivation in one kindergarten ends the sessions there only; another kindergarten cannot touch the user', async () => {
    const account = await anAccount({ kindergartenId: a.id, role: Role.Teacher, active: true });
    // Also a member of the other kindergarten, which is where the second session works.
    const inv = await api(b.director, 'identity.inviteUser', {
      body: { email: account.email, firstName: 'Т', lastName: 'А', userType: Role.Teacher },
    });
    const inA = await signInAccount(account, Role.Teacher, a.id);
    const id = String(inv.body.entityId);
    expect((await api(inA, 'identity.acceptInvitation', { path: { id } })).status).toBe(200);
    const inB = await signInAccount(account, Role.Teacher, a.id);
    expect((await api(inB, 'kindergartens.change', { path: { id: b.id } })).status).toBe(200);

    const foreign = await api(a.director, 'identity.changeUserActivation', {
      query: { userId: master.id, isActive: 'false' },
    });
    expect(foreign.status).toBe(404);

    const off = await api(a.director, 'identity.changeUserActivation', {
      query: { userId: account.userId, isActive: 'false' },
    });
    expect(off.status).toBe(200);
    expect((await api(inA, 'identity.userData')).status).toBe(401);
    const me = await api(inB, 'identity.userData');
    expect(me.status).toBe(200);
    expect(me.body.kindergartens.map((k) => k.id)).toEqual([b.id]);
    expect((await api(inB, 'kindergartens.change', { path: { id: a.id } })).status).toBe(403);
    const row = (await rowsOf(a.director)).find((r) => r.id === account.userId);
    expect(row?.status).toBe('inactive');
    // The other kindergarten's membership is untouched and it cannot reactivate it in A.
    expect(
      (
        await api(b.director, 'identity.changeUserActivation', {
          query: { userId: account.userId, isActive: 'false' },
        })
      ).status,
    ).toBe(200);
    expect((await api(inB, 'identity.userData')).status).toBe(401);
    const login = await api(null, 'identity.login', {
      body: { identifier: account.email, password: testPassword, identifierKind: LoginIdentifierKind.Email },
    });
    expect(login.status).toBe(401);
    const on = await api(a.director, 'identity.changeUserActivation', {
      query: { userId: account.userId, isActive: 'true' },
    });
    expect(on.status).toBe(200);
    const back = await signInAccount(account, Role.Teacher, a.id);
    const again = (await api(back, 'identity.userData')).body;
    expect(again.kindergartens.map((k) => k.id)).toEqual([a.id]);
    expect(await item(keys.staffMember(a.id, account.userId))).toMatchObject({ role: Role.Teacher });
  });
});
