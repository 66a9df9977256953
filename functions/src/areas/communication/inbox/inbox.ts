import { DeleteCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Role } from '@gradina/shared';
import { db, tableName } from '../../../platform/db/client';
import { type CommunicationKind, keys } from '../../../platform/db/keys';
import {
  cancellationCodes,
  chunked,
  eachLimited,
  getItem,
  type Item,
  isConditionFailure,
  isTransactionConflict,
  type Key,
  sleep,
  type TransactItem,
  transact,
} from '../store';

export interface CreatedBy {
  id: string;
  name: string;
  userType: Role;
}

interface EntryBase {
  PK: string;
  SK: string;
  type: 'InboxEntry';
  kindergartenId: string;
  userId: string;
  itemId: string;
  /** Optimistic concurrency: every change is a Put conditioned on the previous revision. */
  rev: number;
  /** The version of the item the entry was last written from (a refresh skips entries already there). */
  itemVersion: number;
}

export interface MessageEntry extends EntryBase {
  kind: 'MSG';
  seen: boolean;
  unseenReplyIds: string[];
  isSender: boolean;
  /** Key of the message item: the kindergarten's, or a platform (administrative) message. */
  ref: Key;
  title: string;
  preview: string;
  creationTime: string;
  createdBy: CreatedBy;
  isAdministrative: boolean;
  canReply: boolean;
}

export interface EventEntry extends EntryBase {
  kind: 'EVENT';
  seen: boolean;
}

export interface PollEntry extends EntryBase {
  kind: 'POLL';
  voted: boolean;
  expirationTime: string;
}

export type Entry = MessageEntry | EventEntry | PollEntry;
/** What an item contributes to a new or refreshed entry (state fields such as `seen` are kept on refresh). */
export type EntryFields =
  | Omit<MessageEntry, keyof EntryBase | 'seen' | 'unseenReplyIds' | 'isSender'>
  | Omit<EventEntry, keyof EntryBase | 'seen'>
  | Omit<PollEntry, keyof EntryBase | 'voted'>;

export const isMessageUnread = (e: MessageEntry) => !e.seen || e.unseenReplyIds.length > 0;
export const pollMarker = (e: PollEntry) => `${e.expirationTime}#${e.itemId}`;

interface CounterState {
  unread: number;
  messages: number;
  events: number;
  pending: string | null;
}

function stateOf(e: Entry | undefined | null): CounterState {
  if (!e) return { unread: 0, messages: 0, events: 0, pending: null };
  if (e.kind === 'MSG') return { unread: isMessageUnread(e) ? 1 : 0, messages: 1, events: 0, pending: null };
  if (e.kind === 'EVENT') return { unread: 0, messages: 0, events: e.seen ? 0 : 1, pending: null };
  return { unread: 0, messages: 0, events: 0, pending: e.voted ? null : pollMarker(e) };
}

/** What changes on a user's counter item: numbers to ADD and poll markers to add to either set. */
export interface CounterDelta {
  unseenMessages: number;
  messagesTotal: number;
  unseenEvents: number;
  pendingPolls: string[];
  dismissedPolls: string[];
}

export function counterDelta(
  before: Entry | undefined | null,
  after: Entry | undefined | null,
): CounterDelta {
  const a = stateOf(before);
  const b = stateOf(after);
  return {
    unseenMessages: b.unread - a.unread,
    messagesTotal: b.messages - a.messages,
    unseenEvents: b.events - a.events,
    pendingPolls: b.pending && b.pending !== a.pending ? [b.pending] : [],
    dismissedPolls: a.pending && a.pending !== b.pending ? [a.pending] : [],
  };
}

export const sumDeltas = (deltas: CounterDelta[]): CounterDelta => ({
  unseenMessages: deltas.reduce((n, d) => n + d.unseenMessages, 0),
  messagesTotal: deltas.reduce((n, d) => n + d.messagesTotal, 0),
  unseenEvents: deltas.reduce((n, d) => n + d.unseenEvents, 0),
  pendingPolls: deltas.flatMap((d) => d.pendingPolls),
  dismissedPolls: deltas.flatMap((d) => d.dismissedPolls),
});

/**
 * The counter item update for a delta: unread messages, inbox size, unseen events, and the poll markers
 * (`pendingPolls` gains a marker when a poll reaches the user, `dismissedPolls` when they vote or it is
 * withdrawn: sets only grow by ADD, so a repeated change is harmless). Undefined when nothing changes.
 */
export function counterAction(
  kindergartenId: string,
  userId: string,
  d: CounterDelta,
): TransactItem | undefined {
  const parts: string[] = [];
  const values: Record<string, unknown> = {};
  const add = (name: keyof CounterDelta, value: unknown) => {
    parts.push(`${name} :${name}`);
    values[`:${name}`] = value;
  };
  if (d.unseenMessages !== 0) add('unseenMessages', d.unseenMessages);
  if (d.messagesTotal !== 0) add('messagesTotal', d.messagesTotal);
  if (d.unseenEvents !== 0) add('unseenEvents', d.unseenEvents);
  if (d.pendingPolls.length > 0) add('pendingPolls', new Set(d.pendingPolls));
  if (d.dismissedPolls.length > 0) add('dismissedPolls', new Set(d.dismissedPolls));
  if (parts.length === 0) return undefined;
  return {
    Update: {
      TableName: tableName(),
      Key: keys.inboxCounters(kindergartenId, userId),
      UpdateExpression: `SET #t = :type, kindergartenId = :kg, userId = :u ADD ${parts.join(', ')}`,
      ExpressionAttributeNames: { '#t': 'type' },
      ExpressionAttributeValues: { ...values, ':type': 'InboxCounters', ':kg': kindergartenId, ':u': userId },
    },
  };
}

/** The counter change one entry's change makes (see `counterAction`). */
export const counterUpdate = (
  kindergartenId: string,
  userId: string,
  before: Entry | undefined | null,
  after: Entry | undefined | null,
) => counterAction(kindergartenId, userId, counterDelta(before, after));

export function newEntry(
  kindergartenId: string,
  userId: string,
  itemId: string,
  itemVersion: number,
  fields: EntryFields,
  state: { isSender?: boolean; seen?: boolean } = {},
): Entry {
  const base = {
    ...keys.inboxEntry(kindergartenId, userId, fields.kind, itemId),
    type: 'InboxEntry' as const,
    kindergartenId,
    userId,
    itemId,
    rev: 1,
    itemVersion,
  };
  if (fields.kind === 'MSG')
    return {
      ...base,
      ...fields,
      seen: state.seen ?? false,
      unseenReplyIds: [],
      isSender: state.isSender ?? false,
    };
  if (fields.kind === 'EVENT') return { ...base, ...fields, seen: state.seen ?? false };
  return { ...base, ...fields, voted: false };
}

/** The Put and counter update that create an entry (only if absent). */
export function createActions(entry: Entry): TransactItem[] {
  const counter = counterUpdate(entry.kindergartenId, entry.userId, undefined, entry);
  return [
    { Put: { TableName: tableName(), Item: entry, ConditionExpression: 'attribute_not_exists(PK)' } },
    ...(counter ? [counter] : []),
  ];
}

const maxAttempts = 8;
const backoff = (attempt: number) => sleep(Math.min(2000, 20 * 2 ** attempt + Math.random() * 20));

export type TransitionResult = 'missing' | 'unchanged' | 'updated' | 'deleted';

/**
 * Changes one entry and the user's counters in one transaction, conditioned on the entry's revision
 * (re-read and retried when someone else changed it first). `change` answers the new entry, null to delete
 * it, or undefined for no change.
 */
export async function transition<E extends Entry>(
  kindergartenId: string,
  userId: string,
  kind: CommunicationKind,
  itemId: string,
  change: (entry: E) => E | null | undefined,
  known?: E,
): Promise<TransitionResult> {
  const key = keys.inboxEntry(kindergartenId, userId, kind, itemId);
  let current = known;
  for (let attempt = 0; attempt < maxAttempts; attempt++) {
    current ??= await getItem<E>(key, true);
    if (!current) return 'missing';
    const next = change(current);
    if (next === undefined) return 'unchanged';
    const condition = {
      ConditionExpression: 'rev = :rev',
      ExpressionAttributeValues: { ':rev': current.rev },
    };
    const write: TransactItem =
      next === null
        ? { Delete: { TableName: tableName(), Key: key, ...condition } }
        : { Put: { TableName: tableName(), Item: { ...next, rev: current.rev + 1 }, ...condition } };
    const counter = counterUpdate(kindergartenId, userId, current, next);
    try {
      if (counter) await transact([write, counter]);
      else if (next === null) await db().send(new DeleteCommand(write.Delete as never));
      else await db().send(new PutCommand(write.Put as never));
      return next === null ? 'deleted' : 'updated';
    } catch (e) {
      if (isConditionFailure(e)) {
        current = undefined;
        continue;
      }
      if (isTransactionConflict(e)) {
        current = undefined;
        await backoff(attempt);
        continue;
      }
      throw e;
    }
  }
  throw new Error(`entry ${key.PK} ${key.SK} kept changing`);
}

/**
 * Changes many entries of one user at once (mark all seen): up to 99 conditional Puts and ONE counter update
 * with the summed change per transaction. A batch someone changed meanwhile falls back to one transition
 * per entry.
 */
export async function transitionMany<E extends Entry>(
  kindergartenId: string,
  userId: string,
  entries: readonly E[],
  change: (entry: E) => E | null | undefined,
): Promise<void> {
  const changes = entries
    .map((before) => ({ before, after: change(before) }))
    .filter((c): c is { before: E; after: E | null } => c.after !== undefined);
  for (const batch of chunked(changes, 99)) {
    const writes: TransactItem[] = batch.map(({ before, after }) => {
      const condition = {
        ConditionExpression: 'rev = :rev',
        ExpressionAttributeValues: { ':rev': before.rev },
      };
      return after === null
        ? { Delete: { TableName: tableName(), Key: { PK: before.PK, SK: before.SK }, ...condition } }
        : { Put: { TableName: tableName(), Item: { ...after, rev: before.rev + 1 }, ...condition } };
    });
    const counter = counterAction(
      kindergartenId,
      userId,
      sumDeltas(batch.map((c) => counterDelta(c.before, c.after))),
    );
    try {
      await transact([...writes, ...(counter ? [counter] : [])]);
    } catch (e) {
      if (!cancellationCodes(e)) throw e;
      await eachLimited(batch, 8, async ({ before }) => {
        await transition<E>(kindergartenId, userId, before.kind, before.itemId, change);
      });
    }
  }
}

/** Per-recipient transactions in one TransactWriteItems: 50 recipients (100 actions) at most. */
const usersPerTransaction = 50;

/**
 * Delivers an item (version `itemVersion`) to users: creates each missing entry with a conditional Put and
 * the counter increment in the same transaction, so a retry never delivers twice nor counts twice. Entries
 * written from an older version are refreshed (their seen/voted state kept); newer ones are left alone.
 * Answers the users whose entry was created now (they get the push).
 */
export async function deliver(
  kindergartenId: string,
  itemId: string,
  itemVersion: number,
  userIds: readonly string[],
  fields: EntryFields,
  options: { createMissing?: boolean } = {},
): Promise<string[]> {
  const created: string[] = [];
  const existing: string[] = [];
  const createMissing = options.createMissing ?? true;
  if (createMissing) {
    for (const slice of chunked([...new Set(userIds)], usersPerTransaction)) {
      let pending = slice.map((u) => ({
        userId: u,
        actions: createActions(newEntry(kindergartenId, u, itemId, itemVersion, fields)),
      }));
      for (let attempt = 0; pending.length > 0; attempt++) {
        if (attempt >= maxAttempts) throw new Error(`delivery of ${itemId} kept conflicting`);
        try {
          await transact(pending.flatMap((p) => p.actions));
          created.push(...pending.map((p) => p.userId));
          pending = [];
        } catch (e) {
          const codes = cancellationCodes(e);
          if (!codes) throw e;
          let offset = 0;
          const retry: typeof pending = [];
          for (const p of pending) {
            if (codes[offset] === 'ConditionalCheckFailed') existing.push(p.userId);
            else retry.push(p);
            offset += p.actions.length;
          }
          if (retry.length === pending.length) await backoff(attempt);
          pending = retry;
        }
      }
    }
  } else {
    existing.push(...userIds);
  }
  await eachLimited(existing, 8, async (userId) => {
    await transition<Entry>(kindergartenId, userId, fields.kind, itemId, (e) =>
      e.itemVersion >= itemVersion ? undefined : ({ ...e, ...fields, itemVersion } as Entry),
    );
  });
  return created;
}

/** Removes the entries of users (the item was withdrawn from them), older than `itemVersion`. */
export async function retract(
  kindergartenId: string,
  kind: CommunicationKind,
  itemId: string,
  itemVersion: number,
  userIds: readonly string[],
): Promise<number> {
  let removed = 0;
  await eachLimited([...new Set(userIds)], 8, async (userId) => {
    const result = await transition<Entry>(kindergartenId, userId, kind, itemId, (e) =>
      e.itemVersion >= itemVersion ? undefined : null,
    );
    if (result === 'deleted') removed += 1;
  });
  return removed;
}

export interface Counters {
  unseenMessages: number;
  unseenEvents: number;
  unvotedPolls: number;
  messagesTotal: number;
  boardSeenAt: string | null;
  seenBoard: Set<string>;
  /** Poll markers to prune (expired or dismissed), kept for `prunePollMarkers`. */
  stale: { pending: string[]; dismissed: string[] };
}

const asSet = (v: unknown) => (v instanceof Set ? (v as Set<string>) : new Set<string>());

/** Reads the counter item's values (an absent item is all zeros). */
export function countersOf(item: Item | undefined, now = new Date().toISOString()): Counters {
  const pending = asSet(item?.pendingPolls);
  const dismissed = asSet(item?.dismissedPolls);
  const stalePending: string[] = [];
  let unvoted = 0;
  for (const marker of pending) {
    const expired = marker.split('#')[0]! <= now;
    if (dismissed.has(marker) || expired) stalePending.push(marker);
    else unvoted += 1;
  }
  const staleDismissed = [...dismissed].filter((m) => pending.has(m) || m.split('#')[0]! <= now);
  return {
    unseenMessages: Math.max(0, Number(item?.unseenMessages ?? 0)),
    unseenEvents: Math.max(0, Number(item?.unseenEvents ?? 0)),
    unvotedPolls: unvoted,
    messagesTotal: Math.max(0, Number(item?.messagesTotal ?? 0)),
    boardSeenAt: (item?.boardSeenAt as string | undefined) ?? null,
    seenBoard: asSet(item?.seenBoard),
    stale: { pending: stalePending, dismissed: staleDismissed },
  };
}

export async function readCounters(kindergartenId: string, userId: string): Promise<Counters> {
  return countersOf(await getItem(keys.inboxCounters(kindergartenId, userId)));
}

/**
 * Drops markers of expired, voted or withdrawn polls from the counter item so it stays small: called by the
 * badges read when it sees more than a few (DELETE of set elements is idempotent).
 */
export async function prunePollMarkers(kindergartenId: string, userId: string, stale: Counters['stale']) {
  const parts: string[] = [];
  const values: Record<string, unknown> = {};
  if (stale.pending.length > 0) {
    parts.push('pendingPolls :p');
    values[':p'] = new Set(stale.pending);
  }
  if (stale.dismissed.length > 0) {
    parts.push('dismissedPolls :d');
    values[':d'] = new Set(stale.dismissed);
  }
  if (parts.length === 0) return;
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.inboxCounters(kindergartenId, userId),
      UpdateExpression: `DELETE ${parts.join(', ')}`,
      ExpressionAttributeValues: values,
    }),
  );
}

/** Every entry of one kind of a user (e.g. to mark all seen), optionally filtered. */
export async function entriesOf<E extends Entry>(
  kindergartenId: string,
  userId: string,
  kind: CommunicationKind,
  filter?: { expression: string; values: Record<string, unknown>; names?: Record<string, string> },
): Promise<E[]> {
  const key = keys.inboxEntry(kindergartenId, userId, kind);
  const out: E[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const res = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
        ExpressionAttributeValues: { ':pk': key.PK, ':sk': key.SK, ...(filter?.values ?? {}) },
        ...(filter ? { FilterExpression: filter.expression } : {}),
        ...(filter?.names ? { ExpressionAttributeNames: filter.names } : {}),
        ExclusiveStartKey: start,
      }),
    );
    out.push(...((res.Items ?? []) as E[]));
    start = res.LastEvaluatedKey;
  } while (start);
  return out;
}
