import { TransactWriteCommand, type TransactWriteCommandInput, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Condition } from '../../../platform/db';
import {
  batchGet,
  db,
  deleteIfExists,
  getItem,
  isConditionFailure as isSingleConditionFailure,
  putItem,
  queryAll,
  tableName,
} from '../../../platform/db';
import { tenantPrefix } from '../../../platform/db/keys';
import type { CommunicationKind } from '../fanout/items';
import type { CounterDelta, Counters, Entry, EntryFields } from './entries';
import { counterDelta, countersOf, sumDeltas } from './entries';

/** A user's inbox in a kindergarten: entries and the counter item. Keys from the session's kindergarten only. */
export const inboxKeys = {
  /** A user's inbox in a kindergarten: one entry per message, event or poll addressed to them. */
  inboxEntry: (kindergartenId: string, userId: string, kind: CommunicationKind, itemId?: string) => ({
    PK: `${tenantPrefix(kindergartenId)}#INBOX#${userId}`,
    SK: `${kind}#${itemId ?? ''}`,
  }),
  /**
   * The user's counters (unseen messages and events, pending polls, inbox size, board seen): its sort key
   * sorts right after the user's `MSG#` entries, so one descending Query reads it with an inbox page.
   */
  inboxCounters: (kindergartenId: string, userId: string) => ({
    PK: `${tenantPrefix(kindergartenId)}#INBOX#${userId}`,
    SK: 'MSG~COUNTERS',
  }),
} as const;

/**
 * The inbox's requests. Entries change by conditional writes on their revision together with the counter
 * item; a delivery writes many users' entries in one transaction and needs to know which of them failed
 * because the entry was there already (ConditionalCheckFailed) and which only collided with another
 * transaction (TransactionConflict): the kit's `tryTransact` does not tell these apart, so the transaction
 * is built here.
 */

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export async function transactItems(items: TransactItem[]): Promise<void> {
  await db().send(new TransactWriteCommand({ TransactItems: items }));
}

/** The per-item codes of a cancelled transaction ('ConditionalCheckFailed', 'TransactionConflict', 'None'...). */
export function cancellationCodes(e: unknown): string[] | undefined {
  if ((e as Error)?.name !== 'TransactionCanceledException') return undefined;
  const reasons = (e as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
  return reasons.map((r) => r.Code ?? 'None');
}

/** A failed condition of a single write or of a transaction. */
export const isConditionFailure = (e: unknown) =>
  isSingleConditionFailure(e) || (cancellationCodes(e)?.includes('ConditionalCheckFailed') ?? false);

export const isTransactionConflict = (e: unknown) =>
  (e as Error)?.name === 'TransactionConflictException' ||
  (cancellationCodes(e)?.includes('TransactionConflict') ?? false);

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
      Key: inboxKeys.inboxCounters(kindergartenId, userId),
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

/** The Put and counter update that create an entry (only if absent). */
export function createActions(entry: Entry): TransactItem[] {
  const counter = counterUpdate(entry.kindergartenId, entry.userId, undefined, entry);
  return [
    { Put: { TableName: tableName(), Item: entry, ConditionExpression: 'attribute_not_exists(PK)' } },
    ...(counter ? [counter] : []),
  ];
}

/** The conditional Put (or Delete, for null) of an entry's change, on the revision `before` has. */
export function entryWrite(before: Entry, after: Entry | null): TransactItem {
  const condition = { ConditionExpression: 'rev = :rev', ExpressionAttributeValues: { ':rev': before.rev } };
  return after === null
    ? { Delete: { TableName: tableName(), Key: { PK: before.PK, SK: before.SK }, ...condition } }
    : { Put: { TableName: tableName(), Item: { ...after, rev: before.rev + 1 }, ...condition } };
}

export const readEntry = <E extends Entry>(key: { PK: string; SK: string }) =>
  getItem<E>(key, { consistent: true });

/**
 * Writes an entry's change (`next`, or null to delete it) on the revision `current` has, with the counter
 * change in the same transaction when there is one. False when the entry changed meanwhile (re-read it);
 * a collision with another transaction is thrown (`isTransactionConflict`).
 */
export async function writeEntry(current: Entry, next: Entry | null): Promise<boolean> {
  const counter = counterUpdate(current.kindergartenId, current.userId, current, next);
  const sameRev: Condition = { equals: { rev: current.rev } };
  try {
    if (counter) await transactItems([entryWrite(current, next), counter]);
    else if (next === null) return await deleteIfExists(current, sameRev);
    else await putItem({ ...next, rev: current.rev + 1 }, sameRev);
    return true;
  } catch (e) {
    if (isConditionFailure(e)) return false;
    throw e;
  }
}

/**
 * Many entries of one user in one transaction with ONE counter update of the summed change. False when any
 * of them changed meanwhile (nothing was written).
 */
export async function writeEntries(
  kindergartenId: string,
  userId: string,
  changes: readonly { before: Entry; after: Entry | null }[],
): Promise<boolean> {
  const counter = counterAction(
    kindergartenId,
    userId,
    sumDeltas(changes.map((c) => counterDelta(c.before, c.after))),
  );
  try {
    await transactItems([
      ...changes.map((c) => entryWrite(c.before, c.after)),
      ...(counter ? [counter] : []),
    ]);
    return true;
  } catch (e) {
    if (!cancellationCodes(e)) throw e;
    return false;
  }
}

/** The user's counter item as stored (undefined before anything reached them). */
export const readCounterItem = (kindergartenId: string, userId: string) =>
  getItem(inboxKeys.inboxCounters(kindergartenId, userId));

export async function readCounters(kindergartenId: string, userId: string): Promise<Counters> {
  return countersOf(await readCounterItem(kindergartenId, userId));
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
      Key: inboxKeys.inboxCounters(kindergartenId, userId),
      UpdateExpression: `DELETE ${parts.join(', ')}`,
      ExpressionAttributeValues: values,
    }),
  );
}

/** A user's entries of the items `itemIds` (those they have), by item id: one BatchGet. */
export async function entriesByItem<E extends Entry>(
  kindergartenId: string,
  userId: string,
  kind: CommunicationKind,
  itemIds: readonly string[],
): Promise<Map<string, E>> {
  const found = await batchGet<E>(
    itemIds.map((id) => inboxKeys.inboxEntry(kindergartenId, userId, kind, id)),
  );
  return new Map(found.map((e) => [e.itemId, e]));
}

/** The entries of one item of many users (those who have one): consistent BatchGets of 100 keys. */
export const entriesOfUsers = <E extends Entry>(
  kindergartenId: string,
  userIds: readonly string[],
  kind: CommunicationKind,
  itemId: string,
): Promise<E[]> =>
  batchGet<E>(
    userIds.map((u) => inboxKeys.inboxEntry(kindergartenId, u, kind, itemId)),
    { consistent: true },
  );

/** Every entry of one kind of a user (e.g. to mark all seen), optionally filtered. */
export const entriesOf = <E extends Entry>(
  kindergartenId: string,
  userId: string,
  kind: CommunicationKind,
  filter?: Condition,
): Promise<E[]> => {
  const key = inboxKeys.inboxEntry(kindergartenId, userId, kind);
  return queryAll<E>({ partition: key.PK, beginsWith: key.SK, filter });
};

/** A new inbox entry for a user, keyed in the session's kindergarten. */
export function newEntry(
  kindergartenId: string,
  userId: string,
  itemId: string,
  itemVersion: number,
  fields: EntryFields,
  state: { isSender?: boolean; seen?: boolean } = {},
): Entry {
  const base = {
    ...inboxKeys.inboxEntry(kindergartenId, userId, fields.kind, itemId),
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
