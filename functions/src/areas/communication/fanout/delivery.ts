import type { Key } from '../../../platform/db';
import { faultPoint } from '../../../platform/queue/faults';
import { enqueue, type WorkMessage } from '../../../platform/queue/send';
import { pushToUsers } from '../../../platform/realtime/push';
import { chunked, eachLimited } from '../collections';
import type { EventEntry } from '../inbox/entries';
import { deliver, retract, transition } from '../inbox/inbox';
import type { FanoutPayload, RetractPayload } from './fanout';
import { arrivalEvent, chunkSize, entryFields, itemKey, recipientChunks, recipientsOf } from './fanout';
import type { CommunicationItem, CommunicationKind } from './items';
import { setRecipientsCount, storedRecipients, writeRecipientChunks } from './items';

/**
 * What the queue consumers do for many recipients at once: store an item's recipients, deliver it, refresh
 * or withdraw it, one chunk of 100 users here or one queue message per chunk. Never on a request path.
 */

/**
 * An event reaches its author like anyone addressed, but the author has seen it: their new entry is marked
 * seen (no badge, no push). Answers the users to push to.
 */
export async function settleAuthor(item: CommunicationItem, created: string[]): Promise<string[]> {
  const author = item.createdBy.id;
  if (item.kind !== 'EVENT' || !created.includes(author)) return created;
  await transition<EventEntry>(item.kindergartenId!, author, 'EVENT', item.id, (e) =>
    e.seen ? undefined : { ...e, seen: true },
  );
  return created.filter((u) => u !== author);
}

/** The work of one chunk of recipients: a fan-out, a withdrawal or a reply, as its queue message. */
type ChunkWork = (userIds: string[], n: number) => WorkMessage;

/**
 * Runs per-recipient work over `userIds`: in this consumer when they fit one chunk (100 users), otherwise
 * as one queue message per chunk, each idempotent.
 */
export async function eachChunk(
  userIds: readonly string[],
  here: (userIds: string[]) => Promise<void>,
  queued: ChunkWork,
): Promise<void> {
  if (userIds.length === 0) return;
  if (userIds.length <= chunkSize) {
    await here([...userIds]);
    return;
  }
  await eachLimited(
    chunked(userIds, chunkSize).map((ids, n) => ({ ids, n })),
    8,
    async ({ ids, n }) => {
      await enqueue('work', queued(ids, n));
    },
  );
}

/** Users a delivery writes before it pushes to them (one transaction of entries and counters). */
const usersPerSlice = 50;

/**
 * Delivers an item version to users (a queue consumer): creates missing entries with their counters
 * exactly once (or, with `createMissing` false, only refreshes the entries there are), marks the author of
 * an event seen, and pushes to the users who got a new entry, slice by slice: a redelivery after a failure
 * between slices (`faultPoint`) finds the done ones delivered and neither counts nor pushes them again.
 */
export async function deliverTo(
  kindergartenId: string,
  item: CommunicationItem,
  key: Key,
  version: number,
  userIds: readonly string[],
  createMissing = true,
): Promise<void> {
  const fields = entryFields(item, key);
  for (const [n, slice] of chunked([...new Set(userIds)], usersPerSlice).entries()) {
    if (n > 0) faultPoint('mid-batch');
    const created = await settleAuthor(
      item,
      await deliver(kindergartenId, item.id, version, slice, fields, { createMissing }),
    );
    if (created.length > 0) await pushToUsers(created, arrivalEvent(item), { kindergartenId });
  }
}

/**
 * Sets the recipients of an item version (a queue consumer): stores them as chunk items on the item's
 * partition, withdraws the item from users no longer among them and delivers it to the rest, here for one
 * chunk, through one queue message per chunk of 100 users for more.
 */
export async function applyRecipients(item: CommunicationItem, userIds: Iterable<string>): Promise<void> {
  const kg = item.kindergartenId!;
  const recipients = recipientsOf(item, userIds);
  const old = await storedRecipients(kg, item.kind, item.id);
  const keep = new Set(recipients);
  const removed = old.userIds.filter((u) => !keep.has(u));
  const chunks = chunked(recipients, chunkSize);
  await writeRecipientChunks(recipientChunks(item, recipients), old.chunks.slice(chunks.length));
  await setRecipientsCount(item, recipients.length);
  const base = { kindergartenId: kg, kind: item.kind, itemId: item.id, version: item.version };
  await eachChunk(
    removed,
    async (ids) => {
      await retract(kg, item.kind, item.id, item.version, ids);
    },
    (ids) => ({
      type: 'communication.retract',
      key: `${item.id}#v${item.version}#retract#${ids[0]}`,
      payload: { ...base, userIds: ids } satisfies RetractPayload,
    }),
  );
  await eachChunk(
    recipients,
    (ids) => deliverTo(kg, item, itemKey(kg, item.kind, item.id), item.version, ids),
    (ids, n) => ({
      type: 'communication.fanout',
      key: `${item.id}#v${item.version}#${n}`,
      payload: { ...base, userIds: ids } satisfies FanoutPayload,
    }),
  );
}

/**
 * Withdraws an item from every stored recipient (the item was deleted; a queue consumer) and removes the
 * chunk items. The withdrawal messages carry their users, so the chunks can go at once.
 */
export async function withdrawAll(
  kindergartenId: string,
  kind: CommunicationKind,
  itemId: string,
): Promise<void> {
  const { chunks, userIds } = await storedRecipients(kindergartenId, kind, itemId);
  const final = Number.MAX_SAFE_INTEGER;
  await eachChunk(
    userIds,
    async (ids) => {
      await retract(kindergartenId, kind, itemId, final, ids);
    },
    (ids) => ({
      type: 'communication.retract',
      key: `${itemId}#deleted#${ids[0]}`,
      payload: { kindergartenId, kind, itemId, version: final, userIds: ids } satisfies RetractPayload,
    }),
  );
  await writeRecipientChunks([], chunks);
}
