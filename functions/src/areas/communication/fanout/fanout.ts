import type { Audience } from '@gradina/shared';
import type { RealtimeEvent } from '@gradina/shared/realtime';
import type { Key } from '../../../platform/db';
import { createLogger } from '../../../platform/http/logger';
import { enqueue, type WorkMessage } from '../../../platform/queue/send';
import { chunked, eachLimited } from '../collections';
import type { EntryFields, EventEntry } from '../inbox/entries';
import { deliver, retract, transition } from '../inbox/inbox';
import type { RecipientSpec } from '../recipients/recipients';
import {
  type CommunicationItem,
  type CommunicationKind,
  itemKeys,
  setRecipientsCount,
  storedRecipients,
  writeRecipientChunks,
} from './items';

const log = createLogger({ area: 'communication', component: 'fanout' });

/** Recipients per chunk item and per queue message. */
export const chunkSize = 100;

export interface ResolvePayload {
  kindergartenId: string;
  kind: CommunicationKind;
  itemId: string;
  version: number;
  /** Platform messages: the item lives outside the kindergarten and the recipients come with the work. */
  ref?: Key;
  spec?: RecipientSpec;
}

export interface FanoutPayload {
  kindergartenId: string;
  kind: CommunicationKind;
  itemId: string;
  version: number;
  ref?: Key;
  userIds: string[];
  /** false: only refresh entries that exist (a message edited after some recipients removed it). */
  createMissing?: boolean;
}

export interface RetractPayload {
  kindergartenId: string;
  kind: CommunicationKind;
  itemId: string;
  version: number;
  userIds: string[];
}

export interface PushPayload {
  kindergartenId: string;
  event: RealtimeEvent;
  userIds?: string[];
  /** Without userIds: every member of the kindergarten in this audience. */
  audience?: Audience;
}

export interface BroadcastPayload {
  /** Null: every kindergarten of the country (national directory index). */
  kindergartenIds: string[] | null;
  next:
    | { type: 'message'; ref: Key; messageId: string; spec: RecipientSpec }
    | { type: 'push'; event: RealtimeEvent; audience: Audience; key: string };
}

export const itemKey = (kindergartenId: string, kind: CommunicationKind, itemId: string, ref?: Key): Key =>
  ref ?? itemKeys.communicationItem(kindergartenId, kind, itemId);

/** What an item puts on its recipients' entries. */
export function entryFields(item: CommunicationItem, ref: Key): EntryFields {
  if (item.kind === 'EVENT') return { kind: 'EVENT' };
  if (item.kind === 'POLL') return { kind: 'POLL', expirationTime: String(item.expirationTime) };
  return {
    kind: 'MSG',
    ref,
    title: item.title,
    preview: String(item.preview ?? ''),
    creationTime: item.creationTime,
    createdBy: item.createdBy,
    isAdministrative: item.isAdministrative === true,
    canReply: item.kindergartenId !== null,
  };
}

/** The hub event a new entry raises for its user. */
export function arrivalEvent(item: CommunicationItem): RealtimeEvent {
  const data = { id: item.id, title: item.title };
  if (item.kind === 'EVENT') return { event: 'receiveEvent', data };
  if (item.kind === 'POLL') return { event: 'receivePoll', data };
  if (item.isAdministrative === true) return { event: 'receiveMasterAdministrativeMessage', data };
  return { event: 'receiveMessage', data };
}

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

/** The users an item version reaches: a message's sender has an entry of their own; events and polls
 * reach their author like anyone addressed. */
export const recipientsOf = (item: CommunicationItem, userIds: Iterable<string>) =>
  [...new Set(userIds)].filter((u) => item.kind !== 'MSG' || u !== item.createdBy.id).sort();

/** The chunk items that store an item's recipients (100 user ids each). */
export const recipientChunks = (item: CommunicationItem, recipients: string[]) =>
  chunked(recipients, chunkSize).map((userIds, n) => ({
    ...itemKeys.communicationRecipients(item.kindergartenId!, item.kind, item.id, n),
    type: 'Recipients',
    version: item.version,
    userIds,
  }));

/**
 * Sets the recipients of an item version: stores them as chunk items on the item's partition, withdraws the
 * item from users no longer among them and delivers it to the rest. Small sets run in the request
 * (`inline`); large ones go to the queue, one message per chunk of 100 users, each idempotent. A new item
 * whose chunks and count were written with it (`stored`) skips reading and writing them.
 */
export async function applyRecipients(
  item: CommunicationItem,
  userIds: Iterable<string>,
  options: { inline: boolean; stored?: boolean },
): Promise<void> {
  const kg = item.kindergartenId!;
  const recipients = recipientsOf(item, userIds);
  let removed: string[] = [];
  const chunks = chunked(recipients, chunkSize);
  if (!options.stored) {
    const old = await storedRecipients(kg, item.kind, item.id);
    const keep = new Set(recipients);
    removed = old.userIds.filter((u) => !keep.has(u));
    await writeRecipientChunks(recipientChunks(item, recipients), old.chunks.slice(chunks.length));
    await setRecipientsCount(item, recipients.length);
  }
  const base = { kindergartenId: kg, kind: item.kind, itemId: item.id, version: item.version };
  if (options.inline) {
    if (removed.length > 0) await retract(kg, item.kind, item.id, item.version, removed);
    const ref = itemKey(kg, item.kind, item.id);
    const created = await settleAuthor(
      item,
      await deliver(kg, item.id, item.version, recipients, entryFields(item, ref)),
    );
    if (created.length > 0) {
      // The push is best effort: the entries and badges are written; a lost toast is not worth a failure.
      await enqueue('work', {
        type: 'communication.push',
        key: `${item.id}#v${item.version}#inline`,
        payload: { kindergartenId: kg, userIds: created, event: arrivalEvent(item) } satisfies PushPayload,
      }).catch((e: unknown) => log.warn('push not queued', { itemId: item.id, error: e }));
    }
    return;
  }
  await eachLimited(chunked(removed, chunkSize), 8, async (userIds) => {
    await enqueue('work', {
      type: 'communication.retract',
      key: `${item.id}#v${item.version}#retract#${userIds[0]}`,
      payload: { ...base, userIds } satisfies RetractPayload,
    });
  });
  await eachLimited(
    chunks.map((userIds, n) => ({ userIds, n })),
    8,
    async ({ userIds, n }) => {
      await enqueue('work', {
        type: 'communication.fanout',
        key: `${item.id}#${n}`,
        payload: { ...base, userIds } satisfies FanoutPayload,
      });
    },
  );
}

/** Withdraws an item from every stored recipient (the item was deleted) and removes the chunk items. */
export async function withdrawAll(
  kindergartenId: string,
  kind: CommunicationKind,
  itemId: string,
): Promise<void> {
  const { chunks, userIds } = await storedRecipients(kindergartenId, kind, itemId);
  const final = Number.MAX_SAFE_INTEGER;
  if (userIds.length <= chunkSize) await retract(kindergartenId, kind, itemId, final, userIds);
  else
    await eachLimited(chunked(userIds, chunkSize), 8, async (ids) => {
      await enqueue('work', {
        type: 'communication.retract',
        key: `${itemId}#deleted#${ids[0]}`,
        payload: { kindergartenId, kind, itemId, version: final, userIds: ids } satisfies RetractPayload,
      });
    });
  await writeRecipientChunks([], chunks);
}

/** Runs fan-out work on stored chunks: in the request for small sets, through the queue for large ones. */
export async function forEachRecipientChunk(
  kindergartenId: string,
  kind: CommunicationKind,
  itemId: string,
  inline: (userIds: string[]) => Promise<void>,
  queued: (userIds: string[], n: number) => WorkMessage,
): Promise<void> {
  const { userIds } = await storedRecipients(kindergartenId, kind, itemId);
  if (userIds.length <= chunkSize) {
    if (userIds.length > 0) await inline(userIds);
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
