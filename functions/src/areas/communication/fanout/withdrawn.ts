import { removeMessage } from '../messages/items';
import { deleteVotes } from '../polls/items';
import type { CommunicationKind } from './items';

/**
 * What belongs to a deleted item once it left every inbox (a queue consumer): a message's replies and the
 * item itself (the request only marked it deleted), a poll's votes. An event's item went in the request.
 */
export async function removeWithdrawn(kindergartenId: string, kind: CommunicationKind, itemId: string) {
  if (kind === 'MSG') await removeMessage(kindergartenId, itemId);
  if (kind === 'POLL') await deleteVotes(kindergartenId, itemId);
}
