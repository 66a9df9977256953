import { beforeAll, describe, expect, it } from 'vitest';
import { storedRecipients } from '../../functions/src/areas/communication/fanout/items';
import { enqueue } from '../../functions/src/platform/queue/send';
import { consumers } from '../../functions/src/queue/consumers';
import { Audience } from '../../shared/src/enums';
import { api, type Principal } from '../support/api';
import { eventually } from '../support/eventually';
import { type GivenKindergarten, given } from '../support/given';

/**
 * A message to every parent of the kindergarten goes through the queue: each parent gets it exactly once,
 * also when the queue delivers the same work again. The redelivery is the one thing the API cannot cause,
 * so this test hands the stored work to the consumers directly and through the queue; everything it
 * observes it reads through the API (each parent's inbox and badge). A kindergarten of its own: two groups,
 * three children with a parent each, and a teacher.
 */
let kg: GivenKindergarten;

beforeAll(async () => {
  kg = await given
    .kindergarten({ name: 'ДГ „Разпращане“' })
    .teacher()
    .group()
    .child()
    .parent()
    .child()
    .parent()
    .group()
    .child()
    .parent();
});

const inboxOf = async (user: Principal) =>
  (await api(user, 'communication.inbox', { query: { PageSize: 100 } })).body;

/** How many entries of the message a parent has, their unseen badge and the inbox's total. */
async function stateOf(user: Principal, messageId: string) {
  const inbox = await inboxOf(user);
  const { unseenMessages } = (await api(user, 'communication.badges')).body;
  return {
    entries: inbox.result.filter((m) => m.id === messageId).length,
    unseen: unseenMessages,
    total: inbox.rowsCount,
  };
}

describe('a message to every parent of the kindergarten', () => {
  it('reaches every parent exactly once, also when the queue delivers the same work again', async () => {
    const before = await Promise.all(kg.parents.map((p) => stateOf(p, '')));
    const sent = await api(kg.director, 'communication.sendMessage', {
      body: {
        title: 'Родителска среща',
        content: '<p>Всички родители са поканени.</p>',
        audience: Audience.OnlyClasses,
      },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const id = String(sent.body.entityId);
    await eventually(
      () => Promise.all(kg.parents.map((p) => stateOf(p, id))),
      (states) => states.every((s) => s.entries === 1),
      'every parent entry',
    );

    // The same work again: the stored recipient chunks, handed to the consumers directly and through the queue.
    const stored = await storedRecipients(kg.id, 'MSG', id);
    expect([...stored.userIds].sort()).toEqual(kg.parents.map((p) => p.id).sort());
    for (const n of stored.chunks.keys()) {
      const message = {
        type: 'communication.fanout',
        key: `${id}#${n}`,
        payload: {
          kindergartenId: kg.id,
          kind: 'MSG',
          itemId: id,
          version: 1,
          userIds: stored.userIds.slice(n * 100, (n + 1) * 100),
        },
      };
      await consumers['communication.fanout']!(message);
      await enqueue('work', message);
    }
    await consumers['communication.resolve']!({
      type: 'communication.resolve',
      key: `${id}#v1`,
      payload: { kindergartenId: kg.id, kind: 'MSG', itemId: id, version: 1 },
    });
    // The queued copies arrive in the background; give them the time a delivery takes before counting.
    await new Promise((r) => setTimeout(r, 1500));

    for (const [n, parent] of kg.parents.entries()) {
      const now = await stateOf(parent, id);
      expect(now.entries, parent.email).toBe(1);
      expect(now.unseen, parent.email).toBe(before[n]!.unseen + 1);
      expect(now.total, parent.email).toBe(before[n]!.total + 1);
    }
    expect((await inboxOf(kg.teacher)).result.some((m) => m.id === id)).toBe(false);
  });
});
