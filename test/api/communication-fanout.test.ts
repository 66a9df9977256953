import { beforeAll, describe, expect, it } from 'vitest';
import { Audience } from '../../shared/src/enums';
import { api, type Principal } from '../support/api';
import { eventually } from '../support/eventually';
import { type GivenKindergarten, given } from '../support/given';

/**
 * Fan-out runs in the queue's consumers: a message to 300 parents, a reply to all of them and an edit each
 * reach every parent exactly once and move each badge once, also when a consumer fails half-way through a
 * chunk of 100 recipients and the queue redelivers it. The failure is armed through the local queue's
 * test-only hook (infra/local/local-queue.ts, functions/src/platform/queue/faults.ts); everything the test
 * observes it reads through the API. A kindergarten of its own: a teacher and 300 children with a parent each.
 */
const recipients = 300;
let kg: GivenKindergarten;

beforeAll(async () => {
  kg = await given.kindergarten({ name: 'ДГ „Разпращане“' }).teacher().group().parents(recipients);
}, 300_000);

/** The local queue of the shared local cloud (its endpoint comes with the environment of the run). */
const queueEndpoint = () => {
  const endpoint = process.env.LOCAL_QUEUE_ENDPOINT;
  if (!endpoint) throw new Error('LOCAL_QUEUE_ENDPOINT is not set: run under the integration global setup');
  return `${endpoint}/work/faults`;
};

/**
 * Makes the first delivery of the next chunk message #1 of this kindergarten (recipients 101-200) fail
 * half-way, after 50 users; the queue redelivers it soon after.
 */
async function failOnceMidBatch(messageType: string, keySuffix: string) {
  const res = await fetch(queueEndpoint(), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      messageType,
      payload: { kindergartenId: kg.id },
      keySuffix,
      point: 'mid-batch',
      retryDelayMs: 200,
    }),
  });
  expect(res.status).toBe(204);
}

/** The faults armed and not yet fired: none once a consumer met the armed one. */
const armedFaults = async () => (await (await fetch(queueEndpoint())).json()) as unknown[];

/** Runs `fn` over the parents, a few at a time (300 users, two API calls each). */
async function eachParent<T>(fn: (p: Principal) => Promise<T>): Promise<T[]> {
  const out: T[] = new Array(kg.parents.length);
  let next = 0;
  const worker = async () => {
    while (next < kg.parents.length) {
      const n = next++;
      out[n] = await fn(kg.parents[n]!);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return out;
}

/** A parent's copies of the message, its title and unseen replies there, and their unseen-messages badge. */
async function stateOf(user: Principal, messageId: string) {
  const inbox = (await api(user, 'communication.inbox', { query: { PageSize: 50 } })).body;
  const copies = inbox.result.filter((m) => m.id === messageId);
  const { unseenMessages } = (await api(user, 'communication.badges')).body;
  return {
    copies: copies.length,
    title: copies[0]?.title ?? null,
    unseenReplies: copies[0]?.numberOfUnseenReplies ?? 0,
    unseen: unseenMessages,
    total: inbox.rowsCount,
  };
}

/** Waits until every parent's state passes `check` (each parent is read again until it does). */
const everyParent = (messageId: string, check: (s: Awaited<ReturnType<typeof stateOf>>) => boolean) =>
  eachParent((p) => eventually(() => stateOf(p, messageId), check, `${p.email}: the fan-out`));

let messageId: string;

describe(`a message to ${recipients} parents, through the queue`, () => {
  it('reaches every parent exactly once with one badge, also when a chunk fails half-way and comes again', async () => {
    const before = await eachParent((p) => stateOf(p, ''));
    expect(before.every((s) => s.unseen === 0 && s.total === 0)).toBe(true);
    await failOnceMidBatch('communication.fanout', '#1');
    const sent = await api(kg.director, 'communication.sendMessage', {
      body: {
        title: 'Родителска среща',
        content: '<p>Всички родители са поканени.</p>',
        audience: Audience.OnlyClasses,
      },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    messageId = String(sent.body.entityId);

    // Recipients 151-200 get their copy only from the redelivery; when all have one, it has run.
    const after = await everyParent(messageId, (s) => s.copies === 1);
    expect(await armedFaults()).toEqual([]);
    for (const s of after) expect(s).toMatchObject({ copies: 1, unseen: 1, total: 1 });
    expect((await api(kg.teacher, 'communication.inbox')).body.result.some((m) => m.id === messageId)).toBe(
      false,
    );
    const opened = (await api(kg.director, 'communication.getMessage', { path: { id: messageId } })).body;
    expect(opened.recipientsCount).toBe(recipients);
  });

  it("a reply to all marks each parent's copy unread once, also when a chunk fails half-way", async () => {
    await eachParent((p) => api(p, 'communication.setAllMessagesSeen', { body: {} }));
    await everyParent(messageId, (s) => s.unseen === 0);
    await failOnceMidBatch('communication.replies', '#1');
    const replied = await api(kg.director, 'communication.replyToMessage', {
      path: { id: messageId },
      body: { content: '<p>Срещата е в 17:30 ч.</p>' },
    });
    expect(replied.status, JSON.stringify(replied.body)).toBe(200);

    const after = await everyParent(messageId, (s) => s.unseenReplies === 1);
    expect(await armedFaults()).toEqual([]);
    for (const s of after) expect(s).toMatchObject({ copies: 1, unseenReplies: 1, unseen: 1, total: 1 });
  });

  it("an edit refreshes each parent's one copy and moves no badge, also when a chunk fails half-way", async () => {
    const { version } = (await api(kg.director, 'communication.getMessage', { path: { id: messageId } }))
      .body;
    await failOnceMidBatch('communication.fanout', '#refresh#1');
    const edited = await api(kg.director, 'communication.updateMessage', {
      body: {
        id: messageId,
        title: 'Родителска среща (нов час)',
        content: '<p>Началото е в 18:00 ч.</p>',
        version,
      },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);

    const after = await everyParent(messageId, (s) => s.title === 'Родителска среща (нов час)');
    expect(await armedFaults()).toEqual([]);
    for (const s of after) expect(s).toMatchObject({ copies: 1, unseenReplies: 1, unseen: 1, total: 1 });
  });
});
