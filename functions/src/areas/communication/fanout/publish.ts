import type { Condition } from '../../../platform/db';
import { enqueue } from '../../../platform/queue/send';
import type { RefreshPayload, ResolvePayload, WithdrawPayload } from './fanout';
import type { CommunicationItem, CommunicationKind } from './items';
import { writeItemVersion } from './items';
import type { RepliesPayload } from './replies';

/**
 * The request side of fan-out: a write stores the author's items and puts ONE message on the work queue;
 * the consumers (consumers.ts) resolve the recipients and write their entries, however many they are. Each
 * message's key makes a redelivery harmless.
 */

/** The item's recipients are (re)computed and reached by a consumer. */
export const queueResolve = (item: CommunicationItem) =>
  enqueue('work', {
    type: 'communication.resolve',
    key: `${item.id}#v${item.version}`,
    payload: {
      kindergartenId: item.kindergartenId!,
      kind: item.kind,
      itemId: item.id,
      version: item.version,
    } satisfies ResolvePayload,
  });

/** The entries of an edited item follow its new version (only those there are). */
export const queueRefresh = (item: CommunicationItem) =>
  enqueue('work', {
    type: 'communication.refresh',
    key: `${item.id}#v${item.version}#refresh`,
    payload: {
      kindergartenId: item.kindergartenId!,
      kind: item.kind,
      itemId: item.id,
      version: item.version,
    } satisfies RefreshPayload,
  });

/** A deleted item leaves every inbox; what belonged to it is removed. */
export const queueWithdraw = (kindergartenId: string, kind: CommunicationKind, itemId: string) =>
  enqueue('work', {
    type: 'communication.withdraw',
    key: `${itemId}#withdraw`,
    payload: { kindergartenId, kind, itemId } satisfies WithdrawPayload,
  });

/** A reply added or removed reaches the entries it concerns (without users: every recipient). */
export const queueReply = (payload: RepliesPayload) =>
  enqueue('work', {
    type: 'communication.replies',
    key: `${payload.messageId}#${payload.replyId}#${payload.op}`,
    payload,
  });

/**
 * Writes a new item version (conditioned on the version it replaces, or on being new) and queues its
 * delivery. False when the condition failed.
 */
export async function writeAndDeliver(
  item: CommunicationItem,
  replaces?: { version: number; extra?: Condition },
): Promise<boolean> {
  if (!(await writeItemVersion(item, replaces))) return false;
  await queueResolve(item);
  return true;
}
