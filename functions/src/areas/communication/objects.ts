import type { ObjectLoaders } from '../../platform/http/area-handler';
import type { LoadedObject } from '../../platform/http/object-access';
import type { TenantRouteSession } from '../../platform/http/route-session';
import { readBoardMessage } from './board/items';
import { type Item, lookup, readMany } from './collections';
import type { CommunicationItem } from './fanout/items';
import { type CommunicationKind, itemKeys, readItem } from './fanout/items';
import { inboxKeys } from './inbox/items';
import { messageKeys } from './messages/items';
import type { PollItem } from './polls/items';

/**
 * The objects the communication routes write to, for the pipeline's object check (object-access.ts): one
 * read each (a GetItem, or a BatchGet of the item and the caller's inbox entry), keys from the session's
 * kindergarten, so another kindergarten's object is never found (404).
 */

const authoredBy = <T extends Item & { createdBy: { id: string } }>(
  kindergartenId: string,
  item: T,
): LoadedObject<T> => ({
  kindergartenId,
  authorId: item.createdBy.id,
  item,
});

/** A calendar event or a poll (`T`: the kind's item), with the groups it was sent to. */
async function communicationObject<T extends CommunicationItem = CommunicationItem>(
  session: TenantRouteSession,
  kind: CommunicationKind,
  id: string,
): Promise<LoadedObject<T> | undefined> {
  const kg = session.kindergartenId;
  const item = await readItem<T>(itemKeys.communicationItem(kg, kind, id));
  return item && { ...authoredBy(kg, item), groupIds: item.recipients.groupIds ?? [] };
}

/** A message or poll and whether it is addressed to the caller (their inbox entry). */
async function addressedObject(
  session: TenantRouteSession,
  kind: CommunicationKind,
  id: string,
): Promise<LoadedObject | undefined> {
  const kg = session.kindergartenId;
  const itemKey = itemKeys.communicationItem(kg, kind, id);
  const entryKey = inboxKeys.inboxEntry(kg, session.userId, kind, id);
  const found = await readMany([itemKey, entryKey], true);
  const item = lookup<CommunicationItem>(found, itemKey);
  const entry = lookup(found, entryKey);
  // A platform message lives outside the kindergarten: its recipients reach it through their entry.
  if (!item && !entry) return undefined;
  return { kindergartenId: kg, authorId: item?.createdBy.id ?? null, addressedToCaller: !!entry, item };
}

async function boardObject(session: TenantRouteSession, id: string, targetGroupIds: string[] | undefined) {
  const kg = session.kindergartenId;
  const item = await readBoardMessage(kg, id);
  return item && { ...authoredBy(kg, item), groupIds: item.groupIds, targetGroupIds };
}

type CommunicationObjectRouteId =
  | 'communication.saveEvent'
  | 'communication.deleteEvent'
  | 'communication.updatePoll'
  | 'communication.deletePoll'
  | 'communication.vote'
  | 'communication.saveBoardMessage'
  | 'communication.deleteBoardMessage'
  | 'communication.updateMessage'
  | 'communication.deleteMessage'
  | 'communication.replyToMessage'
  | 'communication.deleteReply';

/** The loaders of the routes that act on an existing object (or, for a board message, a new one). */
export const communicationObjects = {
  'communication.saveEvent': async ({ session, body }) =>
    body.id ? communicationObject(session, 'EVENT', body.id) : null,
  'communication.deleteEvent': async ({ session, path }) => communicationObject(session, 'EVENT', path.id),
  'communication.updatePoll': async ({ session, path }) =>
    communicationObject<PollItem>(session, 'POLL', path.id),
  'communication.deletePoll': async ({ session, path }) => communicationObject(session, 'POLL', path.id),
  'communication.vote': async ({ session, body }) => addressedObject(session, 'POLL', body.pollId),
  // A new board message is checked too: a teacher posts only to the boards of their own groups.
  'communication.saveBoardMessage': async ({ session, body }) =>
    body.id
      ? boardObject(session, body.id, body.groupIds ?? [])
      : {
          kindergartenId: session.kindergartenId,
          authorId: session.userId,
          targetGroupIds: body.groupIds ?? [],
          item: undefined,
        },
  'communication.deleteBoardMessage': async ({ session, path }) => boardObject(session, path.id, undefined),
  'communication.updateMessage': async ({ session, body }) => addressedObject(session, 'MSG', body.id),
  'communication.deleteMessage': async ({ session, path }) => addressedObject(session, 'MSG', path.id),
  'communication.replyToMessage': async ({ session, path }) => addressedObject(session, 'MSG', path.id),
  'communication.deleteReply': async ({ session, path }) => {
    const kg = session.kindergartenId;
    const replyKey = messageKeys.messageReply(kg, path.messageId, path.replyId);
    const entryKey = inboxKeys.inboxEntry(kg, session.userId, 'MSG', path.messageId);
    const found = await readMany([replyKey, entryKey], true);
    const reply = lookup<Item & { createdBy: { id: string } }>(found, replyKey);
    return reply && { ...authoredBy(kg, reply), addressedToCaller: !!lookup(found, entryKey) };
  },
} satisfies ObjectLoaders<CommunicationObjectRouteId>;
