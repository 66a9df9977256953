import { describe, expect, it } from 'vitest';
import { keys } from '../../functions/src/platform/db/keys';
import { Role } from '../../shared/src/enums';
import { aChild, anAccount, testPassword, uniqueEmail, uniquePhone } from '../support/accounts';
import { call, signIn } from '../support/api-client';
import { storedItem as item, userPartition as partitionOf } from '../support/stored';
import { loadWorld, otherKindergartenDirector } from '../support/world';
import { waitForMail } from './examples/identity-accounts';

/**
 * Invitations (issue #18): an existing account is never attached without its answer, the reply does not tell
 * whether an address has an account, the inviting kindergarten sees only what it typed, roles are granted only
 * by whom docs/permissions.md names, and activity is per membership.
 */

const tokenLink = (text: string) =>
  /\/(?:admin-)?account-activation\/[^/\s]+\/([A-Za-z0-9_-]{20,})/.exec(text)?.[1];

interface Row {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  status: string;
}
const rowsOf = async (token: string) =>
  ((await call('GET', '/api/Users', { token, query: { PageSize: '500' } })).body as { result: Row[] }).result;

/** Each route that invites into a kindergarten, as the role that may use it. */
const inviters = [
  { name: 'director', email: 'director@demo.gradina.bg', route: 'users' as const },
  { name: 'administrator', email: 'administrator@demo.gradina.bg', route: 'users' as const },
  { name: 'master', email: 'master@demo.gradina.bg', route: 'admin' as const },
];

async function invite(
  inviter: (typeof inviters)[number],
  kindergartenId: string,
  body: Record<string, unknown>,
) {
  const token = await signIn(inviter.email);
  const role = inviter.route === 'admin' ? Role.Administrator : Role.Teacher;
  return inviter.route === 'admin'
    ? call('POST', `/api/administration/AccountManagement/create-admin-account/${kindergartenId}`, {
        token,
        body: { ...body, userType: role },
      })
    : call('POST', '/api/Users/invite', { token, body: { ...body, userType: role } });
}

describe('an invitation of an existing account', () => {
  for (const inviter of inviters) {
    it(`${inviter.name}: the same reply as for a new address; only what was typed is shown; nothing until accepted`, async () => {
      const w = await loadWorld();
      // A parent of another kindergarten, with a phone: what the inviter must never see before acceptance.
      const other = await otherKindergartenDirector();
      const existing = await anAccount({
        kindergartenId: other.kindergartenId,
        role: Role.Parent,
        active: true,
        withPhone: true,
      });
      const typed = { firstName: 'Хикс', lastName: 'Игрек' };
      const since = Date.now();
      const forExisting = await invite(inviter, w.kindergartenId, { ...typed, email: existing.email });
      const forNew = await invite(inviter, w.kindergartenId, { ...typed, email: uniqueEmail('new') });
      expect(forExisting.status).toBe(200);
      expect(forNew.status).toBe(200);
      const strip = (b: unknown) => ({
        ...(b as object),
        entityId: typeof (b as { entityId: unknown }).entityId,
      });
      expect(strip(forExisting.body)).toEqual(strip(forNew.body));
      const invitationId = (forExisting.body as { entityId: string }).entityId;
      expect(invitationId).not.toBe(existing.userId);
      expect(Object.keys(forExisting.headers)).toEqual(Object.keys(forNew.headers));

      // No membership, staff item or any other trace in the account before the answer.
      expect(await item(keys.membership(existing.userId, w.kindergartenId))).toBeUndefined();
      expect(await item(keys.staffMember(w.kindergartenId, existing.userId))).toBeUndefined();
      const before = await partitionOf(existing.userId);

      // The kindergarten's list: the typed names and the state "invited", never the account's own data.
      const director = await signIn('director@demo.gradina.bg');
      const rows = await rowsOf(director);
      expect(rows.map((r) => r.id)).not.toContain(existing.userId);
      const row = rows.find((r) => r.id === invitationId)!;
      expect(row).toMatchObject({ ...typed, email: existing.email, phone: null, status: 'invited' });
      const options = await call('GET', '/api/Messages/recipient-options', { token: director });
      expect(JSON.stringify(options.body)).not.toContain(existing.userId);

      // The mail goes to both addresses with the same subject.
      const mail = await waitForMail(existing.email, /Покана/, since);
      expect(mail.text).toContain('Хикс');

      // The invitee sees it after sign-in and accepts: only now the kindergarten sees the account.
      const session = await signIn(existing.email, testPassword);
      const mine = (await call('GET', '/api/Identity/invitations', { token: session })).body as {
        id: string;
      }[];
      expect(mine.map((i) => i.id)).toContain(invitationId);
      expect(await partitionOf(existing.userId)).toEqual(before);
      const accept = await call('POST', `/api/Identity/invitations/${invitationId}/accept`, {
        token: session,
      });
      expect(accept.status, JSON.stringify(accept.body)).toBe(200);
      expect(await item(keys.membership(existing.userId, w.kindergartenId))).toMatchObject({
        role: inviter.route === 'admin' ? Role.Administrator : Role.Teacher,
      });
      const after = await rowsOf(director);
      expect(after.map((r) => r.id)).not.toContain(invitationId);
      expect(after.find((r) => r.id === existing.userId)).toMatchObject({
        lastName: 'Активен',
        status: 'active',
      });
      const again = await call('POST', `/api/Identity/invitations/${invitationId}/accept`, {
        token: session,
      });
      expect(again.status).toBe(404);
    });
  }

  it('a declined invitation leaves no trace; the link answers for an existing account and activates a new one', async () => {
    const w = await loadWorld();
    const director = await signIn('director@demo.gradina.bg');
    const existing = await anAccount({ role: Role.Parent, active: true });
    const before = await partitionOf(existing.userId);
    const since = Date.now();
    const first = await call('POST', '/api/Users/invite', {
      token: director,
      body: {
        email: existing.email,
        firstName: 'А',
        lastName: 'Б',
        userType: Role.Parent,
        phone: uniquePhone(),
      },
    });
    expect(first.status).toBe(200);
    const twice = await call('POST', '/api/Users/invite', {
      token: director,
      body: { email: existing.email, firstName: 'А', lastName: 'Б', userType: Role.Parent },
    });
    expect(twice.status).toBe(409);
    const session = await signIn(existing.email, testPassword);
    const id = (first.body as { entityId: string }).entityId;
    expect((await call('POST', `/api/Identity/invitations/${id}/decline`, { token: session })).status).toBe(
      200,
    );
    expect(await partitionOf(existing.userId)).toEqual(before);
    expect((await rowsOf(director)).map((r) => r.id)).not.toContain(id);
    // The link of that mail no longer works.
    const token = tokenLink((await waitForMail(existing.email, /Покана/, since)).text)!;
    expect((await call('POST', '/api/Identity/token-info', { body: { token } })).status).toBe(400);

    // A new invitation, answered through the mail's link: the page learns the address has an account.
    const since2 = Date.now();
    await call('POST', '/api/Users/invite', {
      token: director,
      body: { email: existing.email, firstName: 'А', lastName: 'Б', userType: Role.Parent },
    });
    const link = tokenLink((await waitForMail(existing.email, /Покана/, since2)).text)!;
    const info = await call('POST', '/api/Identity/token-info', { body: { token: link } });
    expect(info.body).toMatchObject({ hasAccount: true, kindergartenId: w.kindergartenId });
    const set = await call('POST', '/api/Identity/activate-account', {
      body: { token: link, password: testPassword },
    });
    expect(set.status).toBe(409);
    const answer = await call('POST', '/api/Identity/invitation-answer', {
      body: { token: link, accept: true },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await item(keys.membership(existing.userId, w.kindergartenId))).toMatchObject({
      role: Role.Parent,
    });
    expect(
      (await call('POST', '/api/Identity/invitation-answer', { body: { token: link, accept: true } })).status,
    ).toBe(400);
  });

  it('an МОН, municipality or Master account cannot be pulled into a kindergarten', async () => {
    const director = await signIn('director@demo.gradina.bg');
    const invited = await call('POST', '/api/Users/invite', {
      token: director,
      body: {
        email: 'master@demo.gradina.bg',
        firstName: 'Главен',
        lastName: 'Учител',
        userType: Role.Teacher,
      },
    });
    expect(invited.status).toBe(200);
    const master = await signIn('master@demo.gradina.bg');
    const id = (invited.body as { entityId: string }).entityId;
    const accept = await call('POST', `/api/Identity/invitations/${id}/accept`, { token: master });
    expect(accept.status).toBe(403);
    await call('POST', `/api/Identity/invitations/${id}/decline`, { token: master });
    const me = (
      await call('GET', '/api/identity/user-data', { token: await signIn('master@demo.gradina.bg') })
    ).body as { userType: number; kindergartens: unknown[] };
    expect(me).toMatchObject({ userType: Role.Master, kindergartens: [] });
  });
});

/**
 * The grant matrix of docs/permissions.md, written out here on its own so the implementation is checked
 * against the document, not against itself: granter -> roles it may grant.
 */
const K = [
  Role.Director,
  Role.Teacher,
  Role.Parent,
  Role.Administrator,
  Role.ResourceSpecialist,
  Role.Manciple,
];
const grantMatrix: Record<string, number[]> = {
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

describe('who may grant which role', () => {
  for (const [granter, grants] of Object.entries(grantMatrix)) {
    for (const target of allRoles) {
      const may = grants.includes(target);
      it(`${granter} ${may ? 'may' : 'may not'} grant role ${target}`, async () => {
        const w = await loadWorld();
        const token = await signIn(`${granter}@demo.gradina.bg`);
        const email = uniqueEmail('grant');
        const person = { email, firstName: 'Нов', lastName: 'Човек' };
        const am = '/api/administration/AccountManagement';
        let reply: Awaited<ReturnType<typeof call>>;
        if (granter !== 'master') {
          reply = await call('POST', '/api/Users/invite', { token, body: { ...person, userType: target } });
        } else if (target === Role.MON) {
          reply = await call('POST', `${am}/invite-mon-account`, { token, body: person });
        } else if (target === Role.Municipality) {
          reply = await call('POST', `${am}/invite-municipality-account`, {
            token,
            body: { ...person, municipalityCode: 'PDV22' },
          });
        } else if (target === Role.Director || target === Role.Administrator) {
          reply = await call('POST', `${am}/create-admin-account/${w.kindergartenId}`, {
            token,
            body: { ...person, userType: target },
          });
        } else if (target === Role.Parent) {
          // The Master makes a parent by linking an account to a child of the kindergarten.
          reply = await call('POST', `${am}/attach-parent-to-account`, {
            token,
            body: {
              userId: (await anAccount({ active: true, role: Role.Parent })).userId,
              kindergartenId: w.kindergartenId,
              childId: (await aChild(w.kindergartenId)).childId,
            },
          });
        } else {
          const account = await anAccount({ active: true });
          reply = await call('POST', `${am}/attach-staff-to-account`, {
            token,
            body: { userId: account.userId, kindergartenId: w.kindergartenId, userType: target },
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
    const w = await loadWorld();
    const other = await otherKindergartenDirector();
    const account = await anAccount({ kindergartenId: w.kindergartenId, role: Role.Teacher, active: true });
    // Also a member of the other kindergarten, which is where the second session works.
    const director = await signIn('director@demo.gradina.bg');
    const otherDirector = await signIn(other.email);
    const inv = await call('POST', '/api/Users/invite', {
      token: otherDirector,
      body: { email: account.email, firstName: 'Т', lastName: 'А', userType: Role.Teacher },
    });
    const inA = await signIn(account.email, testPassword);
    const id = (inv.body as { entityId: string }).entityId;
    expect((await call('POST', `/api/Identity/invitations/${id}/accept`, { token: inA })).status).toBe(200);
    const inB = await signIn(account.email, testPassword);
    expect(
      (await call('POST', `/api/Kindergartens/change/${other.kindergartenId}`, { token: inB })).status,
    ).toBe(200);

    const foreign = await call('POST', '/api/Users/change-user-activation', {
      token: await signIn('director@demo.gradina.bg'),
      query: { userId: w.userIds.master!, isActive: 'false' },
    });
    expect(foreign.status).toBe(404);

    const off = await call('POST', '/api/Users/change-user-activation', {
      token: director,
      query: { userId: account.userId, isActive: 'false' },
    });
    expect(off.status).toBe(200);
    expect((await call('GET', '/api/identity/user-data', { token: inA })).status).toBe(401);
    const me = await call('GET', '/api/identity/user-data', { token: inB });
    expect(me.status).toBe(200);
    expect((me.body as { kindergartens: { id: string }[] }).kindergartens.map((k) => k.id)).toEqual([
      other.kindergartenId,
    ]);
    expect((await call('POST', `/api/Kindergartens/change/${w.kindergartenId}`, { token: inB })).status).toBe(
      403,
    );
    const row = (await rowsOf(director)).find((r) => r.id === account.userId);
    expect(row?.status).toBe('inactive');
    // The other kindergarten's membership is untouched and it cannot reactivate it in A.
    expect(
      (
        await call('POST', '/api/Users/change-user-activation', {
          token: otherDirector,
          query: { userId: account.userId, isActive: 'false' },
        })
      ).status,
    ).toBe(200);
    expect((await call('GET', '/api/identity/user-data', { token: inB })).status).toBe(401);
    expect(
      (
        await call('POST', '/api/identity/login', {
          body: { identifier: account.email, password: testPassword, identifierKind: 0 },
        })
      ).status,
    ).toBe(401);
    const on = await call('POST', '/api/Users/change-user-activation', {
      token: director,
      query: { userId: account.userId, isActive: 'true' },
    });
    expect(on.status).toBe(200);
    const back = await signIn(account.email, testPassword);
    const again = (await call('GET', '/api/identity/user-data', { token: back })).body as {
      kindergartens: { id: string }[];
    };
    expect(again.kindergartens.map((k) => k.id)).toEqual([w.kindergartenId]);
    expect(await item(keys.staffMember(w.kindergartenId, account.userId))).toMatchObject({
      role: Role.Teacher,
    });
  });
});
