import { beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../shared/src/enums';
import { api, type Principal } from '../support/api';
import { eventually } from '../support/eventually';
import { type GivenKindergarten, given } from '../support/given';

/**
 * Badges and seen state (one counter item, cleared by setAllSeen; zeros without a kindergarten), and whom a
 * message can be addressed to: staff choose groups, children and staff; a parent writes to staff only.
 * A kindergarten of its own: group „Бор“ with two children (a parent each), group „Ела“ with one.
 */
let kg: GivenKindergarten;
let mon: Principal;

beforeAll(async () => {
  [kg, mon] = await Promise.all([
    given
      .kindergarten({ name: 'ДГ „Значки“' })
      .teacher()
      .group({ name: 'Ела' })
      .child()
      .parent()
      .group({ name: 'Бор' })
      .child()
      .parent()
      .child()
      .parent(),
    given.nationalUser(Role.MON),
  ]);
});

const inboxOf = async (user: Principal) =>
  (await api(user, 'communication.inbox', { query: { PageSize: 50 } })).body;
const badges = async (user: Principal) => (await api(user, 'communication.badges')).body;
const optionsOf = async (user: Principal) => (await api(user, 'communication.recipientOptions')).body;

describe('badges and seen state', () => {
  it('counts unseen messages in one counter item and clears them with setAllSeen', async () => {
    const sent = await api(kg.director, 'communication.sendDirect', {
      body: { userId: kg.teacher.id, title: 'Лично', content: '<p>Здравей!</p>' },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const id = String(sent.body.entityId);
    // The queue delivers it (at once locally).
    await eventually(
      () => badges(kg.teacher),
      (b) => b.unseenMessages > 0,
      'the teacher badge',
    );
    const inbox = await inboxOf(kg.teacher);
    expect(inbox.rowsCount).toBeGreaterThanOrEqual(inbox.result.length);
    expect(inbox.result.find((m) => m.id === id)?.seenByCurrentUser).toBe(false);
    expect((await api(kg.teacher, 'communication.setAllMessagesSeen', { body: {} })).status).toBe(200);
    expect((await badges(kg.teacher)).unseenMessages).toBe(0);
    expect(
      (await inboxOf(kg.teacher)).result.every((m) => m.seenByCurrentUser && m.numberOfUnseenReplies === 0),
    ).toBe(true);
  });

  it('answers zeros to users without a kindergarten', async () => {
    expect(await badges(mon)).toEqual({
      unseenMessages: 0,
      unvotedPolls: 0,
      unseenNotifications: 0,
      unseenEvents: 0,
    });
  });

  it('refuses a parent writing to another parent, in Bulgarian', async () => {
    const [writer, , addressee] = kg.parents as [Principal, Principal, Principal];
    const reply = await api(writer, 'communication.sendDirect', {
      body: { userId: addressee.id, title: 'Здравейте', content: '<p>...</p>' },
    });
    expect(reply.status).toBe(403);
    expect(reply.error?.errorMessage).toContain('служители');
  });
});

describe('whom a message can be addressed to', () => {
  it('offers staff the groups with their children and the staff, in Bulgarian order', async () => {
    const options = await optionsOf(kg.director);
    expect(options.groups.map((g) => g.id).sort()).toEqual(kg.groups.map((g) => g.id).sort());
    const names = options.groups.map((g) => g.name);
    expect(names).toEqual(['Бор', 'Ела']);
    expect(names).toEqual([...names].sort(new Intl.Collator('bg').compare));
    expect(options.groups.reduce((n, g) => n + g.children.length, 0)).toBe(kg.children.length);
    expect(options.staff.some((s) => s.id === kg.teacher.id)).toBe(true);
    expect(options.staff.some((s) => s.id === kg.director.id)).toBe(false);
    expect(options.staff.every((s) => s.role !== Role.Parent)).toBe(true);
  });

  it('offers a parent the staff only, and the parent’s message to a chosen teacher arrives', async () => {
    const options = await optionsOf(kg.parent);
    expect(options.groups).toEqual([]);
    const teacher = options.staff.find((s) => s.id === kg.teacher.id)!;
    expect(teacher).toBeTruthy();
    const title = 'Въпрос от родител';
    const sent = await api(kg.parent, 'communication.sendMessage', {
      body: { title, content: '<p>Може ли утре да вземем детето по-рано?</p>', userIds: [teacher.id] },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    await eventually(
      () => inboxOf(kg.teacher),
      (inbox) => inbox.result.some((m) => m.title === title),
      "the parent's message in the teacher's inbox",
    );
  });

  it('reaches the parents of a chosen child, and only them', async () => {
    const group = (await optionsOf(kg.director)).groups.find((g) => g.children.length > 1)!;
    const [chosen, other] = group.children;
    const parentOf = (childId: string) => kg.parents[kg.children.findIndex((c) => c.id === childId)]!;
    const sent = await api(kg.director, 'communication.sendMessage', {
      body: {
        title: `За родителите на ${chosen!.name}`,
        content: '<p>Моля, донесете резервни дрехи.</p>',
        childIds: [chosen!.id],
      },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const id = String(sent.body.entityId);
    const inbox = await eventually(
      () => inboxOf(parentOf(chosen!.id)),
      (b) => b.result.some((m) => m.id === id),
      'the chosen child’s parent',
    );
    expect(inbox.result.filter((m) => m.id === id)).toHaveLength(1);
    expect((await inboxOf(parentOf(other!.id))).result.some((m) => m.id === id)).toBe(false);
  });
});
