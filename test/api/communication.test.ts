import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { itemKeys } from '../../functions/src/areas/communication/fanout/items';
import { inboxKeys } from '../../functions/src/areas/communication/inbox/items';
import { db, tableName } from '../../functions/src/platform/db/client';
import { keys } from '../../functions/src/platform/db/keys';
import { enqueue } from '../../functions/src/platform/queue/send';
import { consumers } from '../../functions/src/queue/consumers';
import { Role } from '../../shared/src/enums';
import { call, signIn } from '../support/api-client';
import { loadWorld, otherKindergartenDirector } from '../support/world';
import type { ExampleWorld } from './route-examples';

/**
 * Messages end to end against the local cloud: addressing by group, who may read, replies and their
 * counters, a message to every parent of a kindergarten through the queue (exactly once, also when the
 * queue delivers the same work again), badges, the board and Master's messages.
 */
type Paged<T> = { result: T[]; rowsCount: number };
type Overview = {
  id: string;
  title: string;
  content: string;
  seenByCurrentUser: boolean;
  numberOfUnseenReplies: number;
  createdBy: { id: string; name: string; userType: number };
};
type Badges = {
  unseenMessages: number;
  unvotedPolls: number;
  unseenNotifications: number;
  unseenEvents: number;
};

let w: ExampleWorld;
let director: string;
let kg: string;
const tokens = new Map<string, string>();

async function tokenOf(email: string) {
  if (!tokens.has(email)) tokens.set(email, await signIn(email));
  return tokens.get(email)!;
}

async function api<T>(
  email: string,
  method: string,
  path: string,
  body?: unknown,
  query?: Record<string, string>,
) {
  const reply = await call(method, path, { token: await tokenOf(email), body, query });
  return reply as { status: number; body: T; headers: Headers };
}

/** Polls until `check` passes (the queue delivers in the background), 20 s at most. */
async function eventually<T>(read: () => Promise<T>, check: (v: T) => boolean, what: string): Promise<T> {
  const until = Date.now() + 20_000;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > until)
      throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value).slice(0, 300)}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

const query = async (input: ConstructorParameters<typeof QueryCommand>[0]) =>
  (await db().send(new QueryCommand(input))).Items ?? [];

async function groupsOf(kindergartenId: string) {
  return query({
    TableName: tableName(),
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
    ExpressionAttributeValues: { ':pk': keys.group(kindergartenId, '').PK, ':sk': 'GROUP#' },
  });
}

/** Parent user ids of a group's children (guardian links on the children's partitions). */
async function parentsOfGroup(kindergartenId: string, groupId: string): Promise<string[]> {
  const index = keys.childrenOfGroup(kindergartenId, groupId);
  const children = await query({
    TableName: tableName(),
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': index.GSI1PK },
  });
  const parents = new Set<string>();
  for (const c of children) {
    const links = await query({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
      ExpressionAttributeValues: { ':pk': keys.child(kindergartenId, String(c.id)).PK, ':sk': 'GUARDIAN#' },
    });
    for (const l of links) parents.add(String(l.parentUserId));
  }
  return [...parents];
}

/** The e-mail of the first of the users who is an active account of the demo data (other suites add more). */
async function demoEmailOf(userIds: string[]): Promise<string> {
  for (const userId of userIds) {
    const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.user(userId) }));
    if (Item?.active === true && String(Item.email).endsWith('@demo.gradina.bg')) return String(Item.email);
  }
  throw new Error('no active demo account among the users');
}

async function parentsOfKindergarten(kindergartenId: string): Promise<string[]> {
  const members = await query({
    TableName: tableName(),
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': keys.membershipByKindergarten(kindergartenId, '').GSI1PK },
  });
  return members.filter((m) => Number(m.role) === Role.Parent).map((m) => String(m.userId));
}

/** How many inbox entries a user has for one message (must be exactly one once delivered). */
async function entriesFor(userId: string, messageId: string): Promise<number> {
  const key = inboxKeys.inboxEntry(kg, userId, 'MSG', messageId);
  const items = await query({
    TableName: tableName(),
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
    ExpressionAttributeValues: { ':pk': key.PK, ':sk': key.SK },
  });
  return items.length;
}

async function countersOf(userId: string) {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: inboxKeys.inboxCounters(kg, userId),
      ConsistentRead: true,
    }),
  );
  return { unseen: Number(Item?.unseenMessages ?? 0), total: Number(Item?.messagesTotal ?? 0) };
}

const badges = async (email: string) => (await api<Badges>(email, 'GET', '/api/Dashboards/badges')).body;
const inboxOf = async (email: string) =>
  (await api<Paged<Overview>>(email, 'GET', '/api/Messages/overview-models', undefined, { PageSize: '50' }))
    .body;

beforeAll(async () => {
  w = await loadWorld();
  director = w.directorEmail;
  kg = w.kindergartenId;
});

describe('messages to a group', () => {
  let groupParent: string;
  let messageId: string;
  let before: Badges;

  it('reach the parents of that group through the queue, with their badge counted', async () => {
    const groups = await groupsOf(kg);
    const nursery = groups.find((g) => String(g.name).includes('Пчелички'))!;
    const parents = await parentsOfGroup(kg, String(nursery.id));
    expect(parents.length).toBeGreaterThan(0);
    expect(parents).not.toContain(w.userIds.parent);
    groupParent = await demoEmailOf(parents);
    before = await badges(groupParent);

    const sent = await api<{ isSuccessful: boolean; entityId: string }>(director, 'POST', '/api/Messages', {
      title: 'Здравен преглед в яслената група',
      content: '<p>Утре идва <b>педиатърът</b>.</p><script>alert(1)</script>',
      groupIds: [nursery.id],
    });
    expect(sent.status).toBe(200);
    expect(sent.body.isSuccessful).toBe(true);
    messageId = sent.body.entityId;

    const inbox = await eventually(
      () => inboxOf(groupParent),
      (b) => b.result.some((m) => m.id === messageId),
      'the message in the parent inbox',
    );
    const item = inbox.result.find((m) => m.id === messageId)!;
    expect(item.seenByCurrentUser).toBe(false);
    expect(item.createdBy).toMatchObject({ id: w.userIds.director, userType: Role.Director });
    expect(decodeURIComponent(item.content)).toContain('педиатърът');
    expect(inbox.result[0]!.id).toBe(messageId);
    const after = await badges(groupParent);
    expect(after.unseenMessages).toBe(before.unseenMessages + 1);
  });

  it('opens with sanitized content, becomes seen and leaves the badge', async () => {
    const opened = await api<{ content: string; seenByCurrentUser: boolean; replies: unknown[] }>(
      groupParent,
      'GET',
      `/api/Messages/${messageId}`,
    );
    expect(opened.status).toBe(200);
    const html = decodeURIComponent(opened.body.content);
    expect(html).toContain('<b>педиатърът</b>');
    expect(html).not.toContain('script');
    expect((await badges(groupParent)).unseenMessages).toBe(before.unseenMessages);
  });

  it('is not readable by a parent of another group nor by another kindergarten', async () => {
    expect((await api('parent@demo.gradina.bg', 'GET', `/api/Messages/${messageId}`)).status).toBe(404);
    const other = await otherKindergartenDirector();
    const reply = await api<{ errorMessage: string }>(other.email, 'GET', `/api/Messages/${messageId}`);
    expect([403, 404]).toContain(reply.status);
    expect(reply.body.errorMessage).toMatch(/[а-я]/);
    const inbox = await inboxOf('parent@demo.gradina.bg');
    expect(inbox.result.some((m) => m.id === messageId)).toBe(false);
  });

  it('lets the parent reply; the director sees the unseen reply until opening it', async () => {
    const directorBadge = await badges(director);
    const reply = await api<{ isSuccessful: boolean; entityId: string }>(
      groupParent,
      'POST',
      `/api/Messages/reply/${messageId}`,
      { content: '<p>Благодарим, ще бъдем там.</p>' },
    );
    expect(reply.body.isSuccessful).toBe(true);
    const inbox = await inboxOf(director);
    const mine = inbox.result.find((m) => m.id === messageId)!;
    expect(mine.numberOfUnseenReplies).toBe(1);
    expect((await badges(director)).unseenMessages).toBe(directorBadge.unseenMessages + 1);

    const opened = await api<{ replies: { id: string; content: string; canDelete: boolean }[] }>(
      director,
      'GET',
      `/api/Messages/${messageId}`,
    );
    expect(opened.body.replies.map((r) => decodeURIComponent(r.content))).toEqual([
      '<p>Благодарим, ще бъдем там.</p>',
    ]);
    expect(opened.body.replies[0]!.canDelete).toBe(false);
    expect((await badges(director)).unseenMessages).toBe(directorBadge.unseenMessages);
    expect((await inboxOf(director)).result.find((m) => m.id === messageId)!.numberOfUnseenReplies).toBe(0);

    // Only the author deletes a reply; private correspondence does not exist for anyone else (404).
    const foreign = await api<{ isSuccessful: boolean }>(
      director,
      'DELETE',
      `/api/messages/${messageId}/reply/${reply.body.entityId}`,
    );
    expect(foreign.status).toBe(404);
    const own = await api<{ isSuccessful: boolean }>(
      groupParent,
      'DELETE',
      `/api/messages/${messageId}/reply/${reply.body.entityId}`,
    );
    expect(own.body.isSuccessful).toBe(true);
  });

  it('is edited only by its sender and deleted for everyone', async () => {
    const { version } = (await api<{ version: number }>(director, 'GET', `/api/Messages/${messageId}`)).body;
    const refused = await api<{ isSuccessful: boolean; errorMessage: string }>(
      'teacher@demo.gradina.bg',
      'POST',
      '/api/Messages/update',
      { id: messageId, title: 'x', content: '<p>x</p>', version },
    );
    expect(refused.status, JSON.stringify(refused.body)).toBe(404);
    const edited = await api<{ isSuccessful: boolean }>(director, 'POST', '/api/Messages/update', {
      id: messageId,
      title: 'Здравен преглед (ново време)',
      content: '<p>В 10:00 ч.</p>',
      version,
    });
    expect(edited.body.isSuccessful).toBe(true);
    const seen = await inboxOf(groupParent);
    expect(seen.result.find((m) => m.id === messageId)?.title).toBe('Здравен преглед (ново време)');
    await api(director, 'DELETE', `/api/Messages/${messageId}`);
    expect((await api(groupParent, 'GET', `/api/Messages/${messageId}`)).status).toBe(404);
    expect((await inboxOf(groupParent)).result.some((m) => m.id === messageId)).toBe(false);
  });
});

describe('a message to every parent of the kindergarten', () => {
  it('reaches every parent exactly once, also when the queue delivers the same work again', async () => {
    const parents = await parentsOfKindergarten(kg);
    expect(parents.length).toBeGreaterThan(50);
    const before = new Map(await Promise.all(parents.map(async (p) => [p, await countersOf(p)] as const)));
    const started = Date.now();
    const sent = await api<{ entityId: string }>(director, 'POST', '/api/Messages', {
      title: 'Родителска среща',
      content: '<p>Всички родители са поканени.</p>',
      audience: 1,
    });
    expect(sent.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(5_000);
    const id = sent.body.entityId;
    await eventually(
      async () => (await Promise.all(parents.map((p) => entriesFor(p, id)))).filter((n) => n === 1).length,
      (n) => n === parents.length,
      'every parent entry',
    );

    // The same work again: the stored recipient chunks, handed to the consumers directly and through the queue.
    const chunks = await query({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
      ExpressionAttributeValues: { ':pk': itemKeys.communicationItem(kg, 'MSG', id).PK, ':sk': 'RCPT#' },
    });
    expect(chunks.flatMap((c) => c.userIds as string[]).sort()).toEqual([...parents].sort());
    for (const [n, chunk] of chunks.entries()) {
      const message = {
        type: 'communication.fanout',
        key: `${id}#${n}`,
        payload: { kindergartenId: kg, kind: 'MSG', itemId: id, version: 1, userIds: chunk.userIds },
      };
      await consumers['communication.fanout']!(message);
      await enqueue('work', message);
    }
    await consumers['communication.resolve']!({
      type: 'communication.resolve',
      key: `${id}#v1`,
      payload: { kindergartenId: kg, kind: 'MSG', itemId: id, version: 1 },
    });
    await new Promise((r) => setTimeout(r, 1500));

    for (const p of parents) {
      expect(await entriesFor(p, id), p).toBe(1);
      const now = await countersOf(p);
      expect(now.unseen, p).toBe(before.get(p)!.unseen + 1);
      expect(now.total, p).toBe(before.get(p)!.total + 1);
    }
    const staff = await inboxOf('teacher@demo.gradina.bg');
    expect(staff.result.some((m) => m.id === id)).toBe(false);
  });
});

describe('badges and seen state', () => {
  it('counts unseen messages in one counter item and clears them with setAllSeen', async () => {
    const id = (
      await api<{ entityId: string }>(director, 'POST', '/api/Messages/direct', {
        userId: w.userIds.teacher,
        title: 'Лично',
        content: '<p>Здравей!</p>',
      })
    ).body.entityId;
    const teacher = 'teacher@demo.gradina.bg';
    const b = await badges(teacher);
    expect(b.unseenMessages).toBeGreaterThan(0);
    const inbox = await inboxOf(teacher);
    expect(inbox.rowsCount).toBeGreaterThanOrEqual(inbox.result.length);
    expect(inbox.result.find((m) => m.id === id)?.seenByCurrentUser).toBe(false);
    const reply = await api(teacher, 'POST', '/api/Messages/setAllSeen', {});
    expect(reply.status).toBe(200);
    expect((await badges(teacher)).unseenMessages).toBe(0);
    expect(
      (await inboxOf(teacher)).result.every((m) => m.seenByCurrentUser && m.numberOfUnseenReplies === 0),
    ).toBe(true);
  });

  it('answers zeros to users without a kindergarten', async () => {
    expect(await badges('mon@demo.gradina.bg')).toEqual({
      unseenMessages: 0,
      unvotedPolls: 0,
      unseenNotifications: 0,
      unseenEvents: 0,
    });
  });

  it('refuses a parent writing to another parent, in Bulgarian', async () => {
    const groups = await groupsOf(kg);
    const other = await parentsOfGroup(
      kg,
      String(groups.find((g) => String(g.name).includes('Пчелички'))!.id),
    );
    const reply = await api<{ errorMessage: string }>(
      'parent@demo.gradina.bg',
      'POST',
      '/api/Messages/direct',
      {
        userId: other[0],
        title: 'Здравейте',
        content: '<p>...</p>',
      },
    );
    expect(reply.status).toBe(403);
    expect(reply.body.errorMessage).toContain('служители');
  });
});

describe('whom a message can be addressed to', () => {
  type Options = {
    groups: { id: string; name: string; children: { id: string; name: string }[] }[];
    staff: { id: string; name: string; role: number }[];
  };
  const optionsOf = async (email: string) =>
    (await api<Options>(email, 'GET', '/api/Messages/recipient-options')).body;

  it('offers staff the groups with their children and the staff, in Bulgarian order', async () => {
    const options = await optionsOf(director);
    const groups = await groupsOf(kg);
    expect(options.groups.map((g) => g.id).sort()).toEqual(groups.map((g) => String(g.id)).sort());
    const names = options.groups.map((g) => g.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('bg').compare));
    expect(options.groups.reduce((n, g) => n + g.children.length, 0)).toBeGreaterThan(10);
    expect(options.staff.some((s) => s.id === w.userIds.teacher)).toBe(true);
    expect(options.staff.some((s) => s.id === w.userIds.director)).toBe(false);
    expect(options.staff.every((s) => s.role !== Role.Parent)).toBe(true);
  });

  it('offers a parent the staff only, and the parent’s message to a chosen teacher arrives', async () => {
    const options = await optionsOf('parent@demo.gradina.bg');
    expect(options.groups).toEqual([]);
    const teacher = options.staff.find((s) => s.id === w.userIds.teacher)!;
    expect(teacher).toBeTruthy();
    const title = `Въпрос от родител ${Date.now()}`;
    const sent = await api<{ isSuccessful: boolean }>('parent@demo.gradina.bg', 'POST', '/api/Messages', {
      title,
      content: '<p>Може ли утре да вземем детето по-рано?</p>',
      userIds: [teacher.id],
    });
    expect(sent.status).toBe(200);
    expect((await inboxOf('teacher@demo.gradina.bg')).result.some((m) => m.title === title)).toBe(true);
  });

  it('reaches the parents of a chosen child, and only them', async () => {
    const options = await optionsOf(director);
    const group = options.groups.find((g) => g.children.length > 1)!;
    const [chosen, other] = group.children;
    const guardians = async (childId: string) =>
      (
        await query({
          TableName: tableName(),
          KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
          ExpressionAttributeValues: { ':pk': keys.child(kg, childId).PK, ':sk': 'GUARDIAN#' },
        })
      ).map((l) => String(l.parentUserId));
    const chosenParents = await guardians(chosen!.id);
    const otherParents = (await guardians(other!.id)).filter((p) => !chosenParents.includes(p));
    expect(chosenParents.length).toBeGreaterThan(0);
    const sent = await api<{ entityId: string }>(director, 'POST', '/api/Messages', {
      title: `За родителите на ${chosen!.name}`,
      content: '<p>Моля, донесете резервни дрехи.</p>',
      childIds: [chosen!.id],
    });
    expect(sent.status).toBe(200);
    const id = sent.body.entityId;
    await eventually(
      () => Promise.all(chosenParents.map((p) => entriesFor(p, id))),
      (counts) => counts.every((n) => n === 1),
      'the chosen child’s parents',
    );
    for (const p of otherParents) expect(await entriesFor(p, id)).toBe(0);
  });
});

describe('the board', () => {
  it('orders messages atomically and refuses a stale order with 409', async () => {
    const a = (
      await api<{ entityId: string }>(director, 'POST', '/api/Dashboards/message', {
        title: 'А',
        content: '<p>а</p>',
      })
    ).body.entityId;
    const b = (
      await api<{ entityId: string }>(director, 'POST', '/api/Dashboards/message', {
        title: 'Б',
        content: '<p>б</p>',
      })
    ).body.entityId;
    const board = (
      await api<Paged<{ id: string }> & { version: number }>(
        director,
        'GET',
        '/api/Dashboards/messages/overview-models',
      )
    ).body;
    const ordered = await api<{ isSuccessful: boolean }>(director, 'POST', '/api/Dashboards/messages/order', {
      ids: [b, a],
      version: board.version,
    });
    expect(ordered.body.isSuccessful).toBe(true);
    const stale = await api<{ errorMessage: string }>(director, 'POST', '/api/Dashboards/messages/order', {
      ids: [a, b],
      version: board.version,
    });
    expect(stale.status).toBe(409);
    const after = (
      await api<Paged<{ id: string; seenByCurrentUser: boolean }>>(
        'parent@demo.gradina.bg',
        'GET',
        '/api/Dashboards/messages/overview-models',
      )
    ).body;
    const ids = after.result.map((m) => m.id);
    expect(ids.indexOf(b)).toBeLessThan(ids.indexOf(a));
    expect(after.result.find((m) => m.id === a)?.seenByCurrentUser).toBe(false);
    await api('parent@demo.gradina.bg', 'POST', '/api/Dashboards/messages/seen', {});
    const seen = (
      await api<Paged<{ id: string; seenByCurrentUser: boolean }>>(
        'parent@demo.gradina.bg',
        'GET',
        '/api/Dashboards/messages/overview-models',
      )
    ).body;
    expect(seen.result.every((m) => m.seenByCurrentUser)).toBe(true);
  });

  it('shows group messages only to the parents of that group', async () => {
    const groups = await groupsOf(kg);
    const nursery = groups.find((g) => String(g.name).includes('Пчелички'))!;
    const id = (
      await api<{ entityId: string }>(director, 'POST', '/api/Dashboards/message', {
        title: 'Само за яслената група',
        content: '<p>Носете пижами.</p>',
        groupIds: [nursery.id],
      })
    ).body.entityId;
    const parent = (
      await api<Paged<{ id: string }>>(
        'parent@demo.gradina.bg',
        'GET',
        '/api/Dashboards/messages/overview-models',
      )
    ).body;
    expect(parent.result.some((m) => m.id === id)).toBe(false);
    const nurseryParent = await demoEmailOf(await parentsOfGroup(kg, String(nursery.id)));
    const theirs = (
      await api<Paged<{ id: string }>>(nurseryParent, 'GET', '/api/Dashboards/messages/overview-models')
    ).body;
    expect(theirs.result.some((m) => m.id === id)).toBe(true);
  });
});

describe('the dashboards', () => {
  it('counts children per group from real data and shows a parent only their own child', async () => {
    const stats = (
      await api<{
        childrenCount: number;
        groups: { childrenCount: number }[];
        parentDashboardModels: { studentId: string }[];
      }>(director, 'GET', '/api/Dashboards')
    ).body;
    expect(stats.groups.reduce((n, g) => n + g.childrenCount, 0)).toBe(stats.childrenCount);
    expect(stats.childrenCount).toBeGreaterThan(50);
    const mine = (
      await api<{ parentDashboardModels: { studentId: string }[] }>(
        'parent@demo.gradina.bg',
        'GET',
        '/api/Dashboards',
      )
    ).body;
    expect(mine.parentDashboardModels).toHaveLength(2);
    const child = mine.parentDashboardModels[0]!.studentId;
    const own = await api<{ studentId: string; groupName: string }>(
      'parent@demo.gradina.bg',
      'GET',
      `/api/dashboards/student-parent-user/${child}`,
    );
    expect(own.status).toBe(200);
    expect(own.body.groupName).not.toBe('');
    const groups = await groupsOf(kg);
    const nursery = groups.find((g) => String(g.name).includes('Пчелички'))!;
    const index = keys.childrenOfGroup(kg, String(nursery.id));
    const [foreignChild] = await query({
      TableName: tableName(),
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': index.GSI1PK },
    });
    const refused = await api(
      'parent@demo.gradina.bg',
      'GET',
      `/api/dashboards/student-parent-user/${foreignChild!.id}`,
    );
    expect(refused.status).toBe(404);
  });
});
