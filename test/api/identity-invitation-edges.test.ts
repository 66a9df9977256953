import { Role } from '@gradina/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, type Principal, signInAs } from '../support/api';
import { type GivenKindergarten, given } from '../support/given';
import { expireInvitation, invitationLinkToken } from '../support/invitations';
import { waitForMail } from './examples/identity-accounts';

/**
 * The edges of invitations, grants and activity (issues #9 and #18) that the main suites leave out: a link
 * declined or expired leaves the invitee's account as it was; only a director changes a director's
 * activity; a teacher whom a user group lets invite may grant the parent role and nothing more; and the
 * security events of these flows are audit items with ids only.
 */
let a: GivenKindergarten;
let b: GivenKindergarten;
let invitee: Principal;
let administratorOfA: Principal;

beforeAll(async () => {
  a = await given.kindergarten({ name: 'ДГ „Изворче“' }).teacher().teacher().staff(Role.Administrator);
  b = await given.kindergarten({ name: 'ДГ „Кладенче“' });
  invitee = a.teachers[0]!;
  administratorOfA = a.staff[0]!;
});

const kindergartensOf = async (user: Principal) =>
  (await api(user, 'identity.userData')).body.kindergartens.map((k) => k.id).sort();

/** B's director invites the invitee (an account of A) as a parent; the invitation's id and mailed link. */
async function inviteFromB(): Promise<{ id: string; link: string }> {
  const since = Date.now();
  const reply = await api(b.director, 'identity.inviteUser', {
    body: { email: invitee.email, firstName: 'Вера', lastName: 'Поканена', userType: Role.Parent },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  const link = invitationLinkToken((await waitForMail(invitee.email, /Покана/, since)).text);
  expect(link, 'the invitation mail carries a link').toBeTruthy();
  return { id: String(reply.body.entityId), link: link! };
}

const openInvitations = async () =>
  (await api(invitee, 'identity.myInvitations')).body.map((i) => i.kindergartenId);

describe('invitations that end without the invitee joining', () => {
  it('declined through the link: the account is as it was and the link is spent', async () => {
    const before = await kindergartensOf(invitee);
    const { link } = await inviteFromB();
    expect(await openInvitations()).toContain(b.id);
    const declined = await api(null, 'identity.answerInvitation', { body: { token: link, accept: false } });
    expect(declined.status, JSON.stringify(declined.body)).toBe(200);
    expect(await openInvitations()).not.toContain(b.id);
    expect(await kindergartensOf(invitee)).toEqual(before);
    const late = await api(null, 'identity.answerInvitation', { body: { token: link, accept: true } });
    expect(late.status).toBe(400);
    expect(await kindergartensOf(invitee)).toEqual(before);
  });

  it('expired: it is no longer offered, neither the prompt nor the link accepts it', async () => {
    const before = await kindergartensOf(invitee);
    const { id, link } = await inviteFromB();
    await expireInvitation(b.id, id);
    expect(await openInvitations()).not.toContain(b.id);
    const prompt = await api(invitee, 'identity.acceptInvitation', { path: { id } });
    expect(prompt.status).toBe(404);
    const byLink = await api(null, 'identity.answerInvitation', { body: { token: link, accept: true } });
    expect(byLink.status).toBeGreaterThanOrEqual(400);
    expect(byLink.status).toBeLessThan(500);
    expect(await kindergartensOf(invitee)).toEqual(before);
    // B may invite the address again: the expired one does not block it (declined here, to leave no trace).
    const again = await inviteFromB();
    expect(
      (await api(null, 'identity.answerInvitation', { body: { token: again.link, accept: false } })).status,
    ).toBe(200);
  });
});

describe('an accepted invitation is an audit item of the kindergarten that invited', () => {
  it('membership.accepted names ids only, and only B lists it', async () => {
    const { link } = await inviteFromB();
    const accepted = await api(null, 'identity.answerInvitation', { body: { token: link, accept: true } });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(await kindergartensOf(invitee)).toContain(b.id);

    const audit = await api(b.director, 'identity.kindergartenAudit', {
      query: { event: 'membership.accepted' },
    });
    expect(audit.status).toBe(200);
    const mine = audit.body.result.filter((e) => e.subjectUserId === invitee.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ kindergartenId: b.id, event: 'membership.accepted' });
    const text = JSON.stringify(mine[0]);
    for (const personal of [invitee.email, 'Вера', 'Поканена']) expect(text).not.toContain(personal);

    const ofA = await api(a.director, 'identity.kindergartenAudit', {
      query: { event: 'membership.accepted' },
    });
    expect(ofA.body.result.some((e) => e.kindergartenId === b.id)).toBe(false);
  });
});

describe('activity and grants', () => {
  it("only a director changes a director's activity", async () => {
    const refused = await api(administratorOfA, 'identity.changeUserActivation', {
      query: { userId: a.director.id, isActive: 'false' },
    });
    expect(refused.status).toBe(403);
    expect((await api(a.director, 'identity.userData')).status).toBe(200);
  });

  it('a teacher whom a user group lets invite grants the parent role only', async () => {
    const teacher = a.teachers[1]!;
    const group = await api(a.director, 'identity.saveUserRole', {
      body: {
        kindergartenId: a.id,
        name: 'Покани на родители',
        isPedagogical: true,
        access: [{ resource: 'Users', read: true, create: true, update: false, delete: false }],
        memberIds: [teacher.id],
      },
    });
    expect(group.status, JSON.stringify(group.body)).toBe(200);
    // Rights are kept on the session: a new sign-in carries the group's grant.
    const granted = await signInAs(teacher);
    const invite = (userType: Role) =>
      api(granted, 'identity.inviteUser', {
        body: {
          email: `pokana-${crypto.randomUUID().slice(0, 8)}@test.gradina.bg`,
          firstName: 'Ана',
          lastName: 'Нова',
          userType,
        },
      });
    expect((await invite(Role.Parent)).status).toBe(200);
    for (const role of [Role.Teacher, Role.Administrator, Role.Director])
      expect((await invite(role)).status).toBe(403);
  });
});

describe("the Master's role change is an audit item of the kindergarten and the platform", () => {
  it('membership.role-changed names the roles by number and the people by id', async () => {
    const master = await given.nationalUser(Role.Master);
    const subject = a.teachers[0]!;
    const info = await api(master, 'identity.accountInfo', {
      query: { identifier: subject.email, identifierKind: 0 },
    });
    const here = info.body.kindergartens.find((k) => k.id === a.id)!;
    const changed = await api(master, 'identity.updateStaffInfo', {
      body: { userId: subject.id, kindergartenId: a.id, userType: Role.Manciple, version: here.version },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const ofKindergarten = await api(a.director, 'identity.kindergartenAudit', {
      query: { event: 'membership.role-changed' },
    });
    const mine = ofKindergarten.body.result.filter((e) => e.subjectUserId === subject.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ actorUserId: master.id, kindergartenId: a.id });
    expect(JSON.stringify(mine[0])).not.toContain(subject.email);
    const platform = await api(master, 'identity.platformAudit', {
      query: { event: 'membership.role-changed' },
    });
    expect(platform.body.result.some((e) => e.subjectUserId === subject.id)).toBe(true);
    const back = await api(master, 'identity.updateStaffInfo', {
      body: { userId: subject.id, kindergartenId: a.id, userType: Role.Teacher, version: here.version + 1 },
    });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
  });
});

describe('a whole account deactivated by the Master is an audit item of the platform', () => {
  it('account.deactivated with ids only, listed for the Master', async () => {
    const master = await given.nationalUser(Role.Master);
    const subject = a.teachers[1]!;
    const off = await api(master, 'identity.changeActivation', {
      body: { userId: subject.id, isActive: false },
    });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    const audit = await api(master, 'identity.platformAudit', { query: { event: 'account.deactivated' } });
    const mine = audit.body.result.filter((e) => e.subjectUserId === subject.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.actorUserId).toBe(master.id);
    expect(JSON.stringify(mine[0])).not.toContain(subject.email);
    expect(
      (await api(master, 'identity.changeActivation', { body: { userId: subject.id, isActive: true } }))
        .status,
    ).toBe(200);
  });
});
