import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { Audience, Role } from '@gradina/shared';
import type { RealtimeEvent } from '@gradina/shared/realtime';
import { db, tableName } from '../../../platform/db/client';
import { type CommunicationKind, keys } from '../../../platform/db/keys';
import { createLogger } from '../../../platform/http/logger';
import { onceOnly } from '../../../platform/queue/idempotency';
import { enqueue, type WorkMessage } from '../../../platform/queue/send';
import { pushToUsers } from '../../../platform/realtime/push';
import { deliver, type EntryFields, type EventEntry, retract, transition } from '../inbox/inbox';
import { membersOf, type RecipientSpec, resolveRecipients } from '../recipients/recipients';
import { batchWrite, chunked, eachLimited, getItem, type Item, type Key, queryPartition } from '../store';
import { applyReplyToEntries, type RepliesPayload } from './replies';

const log = createLogger({ area: 'communication', component: 'fanout' });

/** Recipients per chunk item and per queue message. */
export const chunkSize = 100;

/** A message, event or poll as stored (`keys.communicationItem`) or a platform message (`keys.platformMessage`). */
export interface CommunicationItem extends Item {
  kind: CommunicationKind;
  id: string;
  kindergartenId: string | null;
  version: number;
  title: string;
  createdBy: { id: string; name: string; userType: Role };
  creationTime: string;
  recipients: RecipientSpec;
}

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
  ref ?? keys.communicationItem(kindergartenId, kind, itemId);

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
async function settleAuthor(item: CommunicationItem, created: string[]): Promise<string[]> {
  const author = item.createdBy.id;
  if (item.kind !== 'EVENT' || !created.includes(author)) return created;
  await transition<EventEntry>(item.kindergartenId!, author, 'EVENT', item.id, (e) =>
    e.seen ? undefined : { ...e, seen: true },
  );
  return created.filter((u) => u !== author);
}

export async function storedRecipients(kindergartenId: string, kind: CommunicationKind, itemId: string) {
  const prefix = keys.communicationRecipients(kindergartenId, kind, itemId);
  const chunks = await queryPartition(prefix.PK, prefix.SK);
  return {
    chunks: chunks.map((c) => ({ PK: String(c.PK), SK: String(c.SK) })),
    userIds: chunks.flatMap((c) => (c.userIds as string[]) ?? []),
  };
}

/** The users an item version reaches: a message's sender has an entry of their own; events and polls
 * reach their author like anyone addressed. */
export const recipientsOf = (item: CommunicationItem, userIds: Iterable<string>) =>
  [...new Set(userIds)].filter((u) => item.kind !== 'MSG' || u !== item.createdBy.id).sort();

/** The chunk items that store an item's recipients (100 user ids each). */
export const recipientChunks = (item: CommunicationItem, recipients: string[]) =>
  chunked(recipients, chunkSize).map((userIds, n) => ({
    ...keys.communicationRecipients(item.kindergartenId!, item.kind, item.id, n),
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
    await batchWrite(recipientChunks(item, recipients), old.chunks.slice(chunks.length));
    await db()
      .send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.communicationItem(kg, item.kind, item.id),
          UpdateExpression: 'SET recipientsCount = :n',
          ConditionExpression: 'version = :v',
          ExpressionAttributeValues: { ':n': recipients.length, ':v': item.version },
        }),
      )
      .catch((e: Error) => {
        if (e.name !== 'ConditionalCheckFailedException') throw e;
      });
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
  await batchWrite([], chunks);
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

// Queue consumers

async function resolve(payload: ResolvePayload): Promise<void> {
  const key = itemKey(payload.kindergartenId, payload.kind, payload.itemId, payload.ref);
  const item = await getItem<CommunicationItem>(key, true);
  if (!item || item.deleted === true) return;
  if (payload.ref) {
    const userIds = [...(await resolveRecipients(payload.kindergartenId, payload.spec ?? {}))].sort();
    await eachLimited(
      chunked(userIds, chunkSize).map((ids, n) => ({ ids, n })),
      8,
      async ({ ids, n }) => {
        await enqueue('work', {
          type: 'communication.fanout',
          key: `${payload.itemId}#${payload.kindergartenId}#${n}`,
          payload: {
            kindergartenId: payload.kindergartenId,
            kind: payload.kind,
            itemId: payload.itemId,
            version: 1,
            ref: payload.ref,
            userIds: ids,
          } satisfies FanoutPayload,
        });
      },
    );
    return;
  }
  if (item.version !== payload.version) return;
  const userIds = await resolveRecipients(payload.kindergartenId, item.recipients);
  await applyRecipients(item, userIds, { inline: false });
}

async function fanout(payload: FanoutPayload): Promise<void> {
  const key = itemKey(payload.kindergartenId, payload.kind, payload.itemId, payload.ref);
  const item = await getItem<CommunicationItem>(key, true);
  if (!item || item.deleted === true) return;
  if (!payload.ref && item.version !== payload.version) return;
  const created = await settleAuthor(
    item,
    await deliver(
      payload.kindergartenId,
      payload.itemId,
      payload.ref ? 1 : item.version,
      payload.userIds,
      entryFields(item, key),
      { createMissing: payload.createMissing ?? true },
    ),
  );
  if (created.length > 0)
    await pushToUsers(created, arrivalEvent(item), { kindergartenId: payload.kindergartenId });
}

async function pushJob(message: WorkMessage): Promise<void> {
  const payload = message.payload as PushPayload;
  await onceOnly('communication.push', message.key, async () => {
    let userIds = payload.userIds;
    if (!userIds) {
      const members = await membersOf(payload.kindergartenId);
      userIds = members
        .filter(
          (m) =>
            payload.audience === undefined ||
            payload.audience === Audience.All ||
            (payload.audience === Audience.OnlyStaff ? m.role !== Role.Parent : m.role === Role.Parent),
        )
        .map((m) => m.userId);
    }
    await pushToUsers(userIds, payload.event, { kindergartenId: payload.kindergartenId });
  });
}

/** Every kindergarten id of the country: the national directory on GSI2, one page at a time. */
async function allKindergartenIds(): Promise<string[]> {
  const out: string[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const res = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'GSI2',
        KeyConditionExpression: 'GSI2PK = :pk',
        ExpressionAttributeValues: { ':pk': keys.kindergartenDirectory().GSI2PK },
        ProjectionExpression: 'id',
        ExclusiveStartKey: start,
      }),
    );
    for (const i of res.Items ?? []) out.push(String(i.id));
    start = res.LastEvaluatedKey;
  } while (start);
  return out;
}

async function broadcast(payload: BroadcastPayload): Promise<void> {
  const ids = payload.kindergartenIds ?? (await allKindergartenIds());
  const next = payload.next;
  await eachLimited(ids, 16, async (kindergartenId) => {
    if (next.type === 'message')
      await enqueue('work', {
        type: 'communication.resolve',
        key: `${next.messageId}#${kindergartenId}`,
        payload: {
          kindergartenId,
          kind: 'MSG',
          itemId: next.messageId,
          version: 1,
          ref: next.ref,
          spec: next.spec,
        } satisfies ResolvePayload,
      });
    else
      await enqueue('work', {
        type: 'communication.push',
        key: `${next.key}#${kindergartenId}`,
        payload: { kindergartenId, event: next.event, audience: next.audience } satisfies PushPayload,
      });
  });
}

/** Consumers of the work queue this area owns (registered in functions/src/queue/consumers.ts). */
export const communicationConsumers: Record<string, (message: WorkMessage) => Promise<void>> = {
  'communication.resolve': (m) => resolve(m.payload as ResolvePayload),
  'communication.fanout': (m) => fanout(m.payload as FanoutPayload),
  'communication.retract': async (m) => {
    const p = m.payload as RetractPayload;
    await retract(p.kindergartenId, p.kind, p.itemId, p.version, p.userIds);
  },
  'communication.replies': async (m) => {
    await applyReplyToEntries(m.payload as RepliesPayload);
  },
  'communication.push': pushJob,
  'communication.broadcast': async (m) => {
    try {
      await broadcast(m.payload as BroadcastPayload);
    } catch (e) {
      log.error('broadcast failed', { key: m.key, error: e });
      throw e;
    }
  },
};
