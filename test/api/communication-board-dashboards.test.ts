import { beforeAll, describe, expect, it } from 'vitest';
import { api, type Principal } from '../support/api';
import { type GivenKindergarten, given } from '../support/given';

/**
 * The board (atomic order with a stale order refused, seen state, group messages only for that group's
 * parents) and the dashboards (children per group from real data; a parent sees only their own child).
 * A kindergarten of its own: two groups with a child and its parent each.
 */
let kg: GivenKindergarten;
let firstParent: Principal;
let secondParent: Principal;

beforeAll(async () => {
  kg = await given
    .kindergarten({ name: 'ДГ „Табло“' })
    .teacher()
    .group({ name: 'Пчелички' })
    .child()
    .parent()
    .group({ name: 'Звездички' })
    .child()
    .child()
    .parent();
  [firstParent, secondParent] = kg.parents as [Principal, Principal];
});

const boardOf = async (user: Principal) => (await api(user, 'communication.boardMessages')).body;

async function boardMessage(title: string, groupIds?: string[]) {
  const reply = await api(kg.director, 'communication.saveBoardMessage', {
    body: { title, content: `<p>${title}</p>`, ...(groupIds ? { groupIds } : {}) },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return String(reply.body.entityId);
}

describe('the board', () => {
  it('orders messages atomically and refuses a stale order with 409', async () => {
    const a = await boardMessage('А');
    const b = await boardMessage('Б');
    const { version } = await boardOf(kg.director);
    const ordered = await api(kg.director, 'communication.orderBoardMessages', {
      body: { ids: [b, a], version },
    });
    expect(ordered.body.isSuccessful).toBe(true);
    const stale = await api(kg.director, 'communication.orderBoardMessages', {
      body: { ids: [a, b], version },
    });
    expect(stale.status).toBe(409);
    const after = await boardOf(firstParent);
    const ids = after.result.map((m) => m.id);
    expect(ids.indexOf(b)).toBeLessThan(ids.indexOf(a));
    expect(after.result.find((m) => m.id === a)?.seenByCurrentUser).toBe(false);
    await api(firstParent, 'communication.boardSeen', { body: {} });
    expect((await boardOf(firstParent)).result.every((m) => m.seenByCurrentUser)).toBe(true);
  });

  it('orders only with the right to change the board, and only the version it saw', async () => {
    const a = await boardMessage('В');
    const b = await boardMessage('Г');
    const { version } = await boardOf(kg.director);
    // A teacher edits notes (DashboardMessages) but the order is the whole kindergarten's board (Dashboards).
    const teacher = await api(kg.teacher, 'communication.orderBoardMessages', {
      body: { ids: [b, a], version },
    });
    expect(teacher.status).toBe(403);
    const unversioned = await api(kg.director, 'communication.orderBoardMessages', {
      body: { ids: [b, a] } as never,
    });
    expect(unversioned.status).toBe(400);
    expect(unversioned.error?.errors?.[0]?.field).toBe('version');
    expect((await boardOf(kg.director)).version).toBe(version);
  });

  it('shows group messages only to the parents of that group', async () => {
    const id = await boardMessage('Само за яслената група', [kg.groups[0]!.id]);
    expect((await boardOf(secondParent)).result.some((m) => m.id === id)).toBe(false);
    expect((await boardOf(firstParent)).result.some((m) => m.id === id)).toBe(true);
  });
});

describe('the dashboards', () => {
  it('counts children per group from real data and shows a parent only their own child', async () => {
    const stats = (await api(kg.director, 'communication.dashboard')).body;
    expect(stats.groups.reduce((n, g) => n + g.childrenCount, 0)).toBe(stats.childrenCount);
    expect(stats.childrenCount).toBe(kg.children.length);
    const ownChild = kg.children[0]!.id;
    const mine = (await api(firstParent, 'communication.dashboard')).body;
    expect(mine.parentDashboardModels.map((m) => m.studentId)).toEqual([ownChild]);
    const own = await api(firstParent, 'communication.studentDashboard', { path: { studentId: ownChild } });
    expect(own.status).toBe(200);
    expect(own.body.groupName).toBe('Пчелички');
    const foreignChild = kg.children[1]!.id;
    const refused = await api(firstParent, 'communication.studentDashboard', {
      path: { studentId: foreignChild },
    });
    expect(refused.status).toBe(404);
  });
});
