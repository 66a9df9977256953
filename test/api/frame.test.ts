import { Role } from '@gradina/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, type Principal } from '../support/api';
import { eventually } from '../support/eventually';
import { type GivenKindergarten, given } from '../support/given';

/**
 * The combined shell and home calls (issue 11) answer exactly what the spec's separate calls answer, part
 * by part, for each role of a kindergarten of its own; a part the role's own call would refuse is null.
 */
let kg: GivenKindergarten;

beforeAll(async () => {
  kg = await given
    .kindergarten({ name: 'ДГ „Рамка“' })
    .partner('Просвета')
    .partner('Булвест')
    .teacher()
    .staff(Role.Manciple)
    .group({ name: 'Калинки' })
    .child()
    .child()
    .parent()
    .branch();
  const board = await api(kg.director, 'communication.saveBoardMessage', {
    body: { title: 'Празник', content: '<p>В петък е празникът на групата.</p>' },
  });
  expect(board.status, JSON.stringify(board.body)).toBe(200);
  const sent = await api(kg.director, 'communication.sendMessage', {
    body: { title: 'Здравейте', content: '<p>Добре дошли</p>', userIds: [kg.parent.id] },
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  // The copies reach the recipients' inboxes off the request path: compare once they are there.
  await eventually(
    async () => (await api(kg.parent, 'communication.badges')).body.unseenMessages,
    (unseen) => unseen > 0,
    "the message in the parent's inbox",
  );
});

/** The reply of a separate call, or null where it is refused (the shell's part is null then). */
async function separate<T>(reply: Promise<{ status: number; body: T }>): Promise<T | null> {
  const r = await reply;
  if (r.status === 403) return null;
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body;
}

async function separateShell(user: Principal) {
  const userData = (await api(user, 'identity.userData')).body;
  const kindergartenId = userData.kindergartens.find((k) => k.isSelected)?.id;
  return {
    user: userData,
    schoolYears: kindergartenId
      ? await separate(api(user, 'kindergartens.schoolYears', { query: { kindergartenId } }))
      : null,
    partners: userData.kindergartens.length
      ? await separate(api(user, 'kindergartens.partners', { query: { OrderByColumn: 'Name' } }))
      : null,
    badges: await separate(api(user, 'communication.badges')),
    maintenance: (await api(user, 'communication.currentMaintenanceMessages')).body,
    invitations: (await api(user, 'identity.myInvitations')).body,
  };
}

describe('the shell call', () => {
  it.each(['director', 'teacher', 'parent'] as const)('equals the separate calls for the %s', async (who) => {
    const user = kg[who];
    const combined = await api(user, 'communication.shell');
    expect(combined.status, JSON.stringify(combined.body)).toBe(200);
    expect(combined.body).toEqual(await separateShell(user));
    expect(combined.body.user.kindergartens.map((k) => k.isSelected)).toContain(true);
  });

  it('has the school years, partners and counters of the kindergarten', async () => {
    const shell = (await api(kg.director, 'communication.shell')).body;
    expect(shell.partners?.result.map((p) => p.name)).toEqual(['Булвест', 'Просвета']);
    expect(shell.schoolYears?.result.some((y) => y.isSelected)).toBe(true);
    expect((await api(kg.parent, 'communication.shell')).body.badges?.unseenMessages).toBe(1);
  });

  it('answers a user without a kindergarten with the parts their calls allow', async () => {
    const master = await given.nationalUser(Role.Master);
    const shell = (await api(master, 'communication.shell')).body;
    expect(shell.schoolYears).toBeNull();
    expect(shell.partners).toBeNull();
    expect(shell).toEqual(await separateShell(master));
  });
});

describe('the home call', () => {
  it.each(['director', 'teacher', 'parent'] as const)('equals the separate calls for the %s', async (who) => {
    const user = kg[who];
    const combined = await api(user, 'communication.home');
    expect(combined.status, JSON.stringify(combined.body)).toBe(200);
    const dashboard = (await api(user, 'communication.dashboard')).body;
    const first = who === 'parent' ? dashboard.parentDashboardModels[0] : undefined;
    const student = first
      ? (await api(user, 'communication.studentDashboard', { path: { studentId: first.studentId } })).body
      : null;
    expect(combined.body).toEqual({ dashboard, student, summer: null });
    expect(dashboard.messages.map((m) => m.title)).toContain('Празник');
  });

  it("gives the manciple the coming summer's head counts, as the attendance route answers them", async () => {
    const [manciple] = kg.staff;
    const home = (await api(manciple!, 'communication.home')).body;
    expect(home.summer).not.toBeNull();
    const counts = await api(manciple!, 'attendance.summerHeadCounts', {
      query: { kindergartenId: kg.id, year: home.summer!.year },
    });
    expect(counts.status).toBe(200);
    expect(home.summer!.days).toEqual(counts.body.days);
    expect(home.summer!.days.length).toBeGreaterThan(60);
  });

  it('gives a parent the dashboard of their first child', async () => {
    const home = (await api(kg.parent, 'communication.home')).body;
    expect(home.student?.studentId).toBe(kg.child.id);
  });

  it('is refused to a user without a kindergarten, as the dashboard is', async () => {
    const mon = await given.nationalUser(Role.MON);
    expect((await api(mon, 'communication.home')).status).toBe(
      (await api(mon, 'communication.dashboard')).status,
    );
  });
});
