import type { Audience } from '@gradina/shared';
import type { RealtimeEvent } from '@gradina/shared/realtime';
import type { Key } from '../../../platform/db';
import { chunked } from '../collections';
import type { EntryFields } from '../inbox/entries';
import type { RecipientSpec } from '../recipients/recipients';
import { type CommunicationItem, type CommunicationKind, itemKeys } from './items';

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

/** An edited item's entries follow the new version (only the entries there are: nobody gets it anew). */
export interface RefreshPayload {
  kindergartenId: string;
  kind: CommunicationKind;
  itemId: string;
  version: number;
}

/** A deleted item leaves every inbox; its recipient chunks (and a message's replies, a poll's votes) go. */
export interface WithdrawPayload {
  kindergartenId: string;
  kind: CommunicationKind;
  itemId: string;
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
