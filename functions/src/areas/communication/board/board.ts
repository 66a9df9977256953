import { MessageFeatureFlags, Role } from '@gradina/shared';
import { keys } from '../../../platform/db/keys';
import {
  checkVersion,
  requireVersion,
  versionedUpdate,
  versionOf,
} from '../../../platform/db/versioned-update';
import { invalidField, notFound } from '../../../platform/http/errors';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import { type Item, lookup, readMany } from '../collections';
import { cleanRichText, createdByOf, saved } from '../common';
import { encodeContent, plainText } from '../content';
import { newId } from '../ids';
import { inboxKeys } from '../inbox/items';
import { childrenOfParent } from '../recipients/items';
import { nameOf } from '../recipients/recipients';
import type { BoardMessage } from './items';
import {
  boardItems,
  boardKeys,
  deleteBoardItem,
  putBoardMessage,
  writeBoardOrder,
  writeBoardSeen,
} from './items';

/** All feature flags on: a kindergarten without a settings item has every communication feature. */
export const allFeatures =
  MessageFeatureFlags.Messages |
  MessageFeatureFlags.Calendar |
  MessageFeatureFlags.Polls |
  MessageFeatureFlags.DashboardGroupMessages;

export const featureFlagsOf = (settings: Item | undefined) =>
  typeof settings?.messageFeatureFlags === 'number' ? settings.messageFeatureFlags : allFeatures;

/** The board's messages and its order version: one Query of the board partition. */
export async function boardOf(kindergartenId: string) {
  const items = await boardItems(kindergartenId);
  const meta = items.find((i) => i.SK === 'META');
  const messages = (items.filter((i) => String(i.SK).startsWith('MSG#')) as BoardMessage[]).sort(
    (a, b) => a.order - b.order || b.creationTime.localeCompare(a.creationTime),
  );
  return { messages, version: Number(meta?.version ?? 0) };
}

/** The groups whose board messages a parent sees: their children's groups. Staff see every message. */
export async function boardGroupsOf(session: TenantRouteSession): Promise<Set<string> | null> {
  if (session.role !== Role.Parent) return null;
  const children = await childrenOfParent(session.userId, session.kindergartenId);
  return new Set(children.map((c) => c.groupId));
}

export const visibleOnBoard = (m: BoardMessage, groups: Set<string> | null) =>
  groups === null || m.groupIds.length === 0 || m.groupIds.some((g) => groups.has(g));

export function seenOnBoard(m: BoardMessage, counters: Item | undefined): boolean {
  const seenAt = counters?.boardSeenAt as string | undefined;
  const seen = counters?.seenBoard instanceof Set ? (counters.seenBoard as Set<string>) : new Set<string>();
  return (seenAt !== undefined && m.creationTime <= seenAt) || seen.has(m.id);
}

export async function boardMessages(
  session: TenantRouteSession,
  query: { PageNumber?: number; PageSize?: number },
) {
  const countersKey = inboxKeys.inboxCounters(session.kindergartenId, session.userId);
  const settingsKey = boardKeys.communicationSettings(session.kindergartenId);
  const [board, groups, found] = await Promise.all([
    boardOf(session.kindergartenId),
    boardGroupsOf(session),
    readMany([countersKey, settingsKey]),
  ]);
  const counters = lookup(found, countersKey);
  const rows = board.messages.filter((m) => visibleOnBoard(m, groups));
  const size = query.PageSize ?? Math.max(rows.length, 1);
  const page = query.PageNumber ?? 1;
  return {
    result: rows.slice((page - 1) * size, page * size).map((m) => ({
      id: m.id,
      title: m.title,
      content: encodeContent(m.content),
      creationTime: m.creationTime,
      createdBy: m.createdBy,
      groupIds: m.groupIds,
      order: m.order,
      seenByCurrentUser: seenOnBoard(m, counters),
      version: versionOf(m),
    })),
    rowsCount: rows.length,
    version: board.version,
    // The form offers groups only when the kindergarten allows group board messages.
    groupMessages: Boolean(
      featureFlagsOf(lookup(found, settingsKey)) & MessageFeatureFlags.DashboardGroupMessages,
    ),
  };
}

/** A board message for the whole kindergarten or for groups (when DashboardGroupMessages is on). */
export async function saveBoardMessage(
  session: TenantRouteSession,
  input: { id?: string | null; title: string; content: string; groupIds?: string[]; version?: number },
) {
  const kg = session.kindergartenId;
  const groupIds = [...new Set(input.groupIds ?? [])];
  const content = cleanRichText(input.content, 'content', 'Съдържание');
  const settingsKey = boardKeys.communicationSettings(kg);
  const found = await readMany([
    settingsKey,
    keys.user(session.userId),
    ...groupIds.map((g) => keys.group(kg, g)),
    ...(input.id ? [boardKeys.boardMessage(kg, input.id)] : []),
  ]);
  if (
    groupIds.length > 0 &&
    !(featureFlagsOf(lookup(found, settingsKey)) & MessageFeatureFlags.DashboardGroupMessages)
  )
    throw invalidField('groupIds', 'Съобщенията до групи на таблото са изключени за тази детска градина.');
  if (groupIds.some((g) => !lookup(found, keys.group(kg, g))))
    throw notFound('Групата не е намерена в детската градина.');
  if (input.id) {
    const current = lookup(found, boardKeys.boardMessage(kg, input.id));
    if (!current) throw boardMessageNotFound();
    const expected = requireVersion(input.version);
    checkVersion(current, expected);
    await versionedUpdate(
      boardKeys.boardMessage(kg, input.id),
      { title: input.title, content, groupIds, modificationTime: new Date().toISOString() },
      { expected, missing: boardMessageNotFound },
    );
    return saved(input.id);
  }
  const now = Date.now();
  const id = newId(now);
  const message: BoardMessage = {
    ...boardKeys.boardMessage(kg, id),
    type: 'BoardMessage',
    id,
    kindergartenId: kg,
    title: input.title,
    content,
    creationTime: new Date(now).toISOString(),
    createdBy: createdByOf(session, nameOf(lookup(found, keys.user(session.userId)))),
    groupIds,
    // Newest on top until the director orders the board (ordering uses 0, 1, 2...).
    order: -now,
    version: 1,
  };
  await putBoardMessage(message);
  return saved(id);
}

const boardMessageNotFound = () => notFound('Съобщението не е намерено.');

export async function deleteBoardMessage(session: TenantRouteSession, id: string) {
  if (!(await deleteBoardItem(session.kindergartenId, id))) throw boardMessageNotFound();
  return saved(id);
}

/**
 * A new order of the board in one transaction: every listed message gets its position (and must still
 * exist), the board's version goes up by one. With `version` the order applies only to the board the client
 * saw; concurrent reorders never interleave (409 for the loser).
 */
export async function orderBoard(session: TenantRouteSession, input: { ids: string[]; version?: number }) {
  const kg = session.kindergartenId;
  const ids = [...new Set(input.ids)];
  if (ids.length > 99) throw invalidField('ids', 'Полето "Съобщения" може да съдържа най-много 99 елемента');
  await writeBoardOrder(kg, ids, input.version);
  return saved();
}

/** Marks board messages seen: all of them (a time mark) or the listed ones. */
export async function markBoardSeen(session: TenantRouteSession, input: { ids?: string[] } | undefined) {
  const ids = [...new Set(input?.ids ?? [])];
  await writeBoardSeen(session.kindergartenId, session.userId, ids, new Date().toISOString());
  return saved();
}

export const boardText = (m: BoardMessage) => plainText(m.content);
