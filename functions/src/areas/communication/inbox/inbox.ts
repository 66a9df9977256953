import { faultPoint } from '../../../platform/queue/faults';
import { chunked, eachLimited, sleep } from '../collections';
import type { CommunicationKind } from '../fanout/items';
import type { Entry, EntryFields } from './entries';
import {
  cancellationCodes,
  counterUpdate,
  createActions,
  entriesOfUsers,
  entryWrite,
  inboxKeys,
  isTransactionConflict,
  newEntry,
  readEntry,
  transactItems,
  writeEntries,
  writeEntry,
} from './items';

/**
 * Changing users' inbox entries safely under concurrency: one entry (`transition`), many of one user
 * (`transitionMany`), delivering an item to many users (`deliver`) and withdrawing it (`retract`).
 */

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
  const key = inboxKeys.inboxEntry(kindergartenId, userId, kind, itemId);
  let current = known;
  for (let attempt = 0; attempt < maxAttempts; attempt++) {
    current ??= await readEntry<E>(key);
    if (!current) return 'missing';
    const next = change(current);
    if (next === undefined) return 'unchanged';
    try {
      if (await writeEntry(current, next)) return next === null ? 'deleted' : 'updated';
      current = undefined;
    } catch (e) {
      if (!isTransactionConflict(e)) throw e;
      current = undefined;
      await backoff(attempt);
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
    if (await writeEntries(kindergartenId, userId, batch)) continue;
    // Someone changed an entry of the batch meanwhile: one transition per entry re-reads each.
    await eachLimited(batch, 8, async ({ before }) => {
      await transition<E>(kindergartenId, userId, before.kind, before.itemId, change);
    });
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
          await transactItems(pending.flatMap((p) => p.actions));
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
  await transitionUsers<Entry>(kindergartenId, fields.kind, itemId, existing, (e) =>
    e.itemVersion >= itemVersion ? undefined : ({ ...e, ...fields, itemVersion } as Entry),
  );
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
  const removed = await transitionUsers<Entry>(kindergartenId, kind, itemId, userIds, (e) =>
    e.itemVersion >= itemVersion ? undefined : null,
  );
  return removed.length;
}

/**
 * Changes one item's entries of many users (a consumer's chunk): consistent BatchGets read them (100 a
 * request), then each slice of 50 users goes in ONE transaction of conditional Puts or Deletes on the
 * revisions read, each with the user's counter update, so a counter moves exactly when its entry changes.
 * A slice someone changed meanwhile falls back to one `transition` per user. `onSlice` hears the users
 * changed by each slice (pushes), so a failure between slices (`faultPoint`) loses nothing a redelivery
 * would not redo. Answers every user whose entry changed.
 */
export async function transitionUsers<E extends Entry>(
  kindergartenId: string,
  kind: CommunicationKind,
  itemId: string,
  userIds: readonly string[],
  change: (entry: E) => E | null | undefined,
  onSlice?: (changed: string[]) => Promise<void>,
): Promise<string[]> {
  const found = await entriesOfUsers<E>(kindergartenId, [...new Set(userIds)], kind, itemId);
  const changes = found
    .map((before) => ({ before, after: change(before) }))
    .filter((c): c is { before: E; after: E | null } => c.after !== undefined);
  const all: string[] = [];
  for (const [n, slice] of chunked(changes, usersPerTransaction).entries()) {
    if (n > 0) faultPoint('mid-batch');
    let changed: string[] = [];
    try {
      await transactItems(
        slice.flatMap(({ before, after }) => {
          const counter = counterUpdate(kindergartenId, before.userId, before, after);
          return [entryWrite(before, after), ...(counter ? [counter] : [])];
        }),
      );
      changed = slice.map((c) => c.before.userId);
    } catch (e) {
      if (!cancellationCodes(e) && !isTransactionConflict(e)) throw e;
      // Someone changed an entry of the slice meanwhile: one transition per user re-reads each.
      await eachLimited(slice, 8, async ({ before }) => {
        const result = await transition<E>(kindergartenId, before.userId, kind, itemId, change);
        if (result === 'updated' || result === 'deleted') changed.push(before.userId);
      });
    }
    if (onSlice && changed.length > 0) await onSlice(changed);
    all.push(...changed);
  }
  return all;
}
