import type { Role } from '@gradina/shared';
import type { Key } from '../../../platform/db';
import type { Item } from '../collections';

/**
 * A user's inbox entries (one per message, event or poll addressed to them) and their counter item: the
 * shapes and the plain rules of how an entry's change moves the counters.
 */

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
