import type { StreamConsumer, TableChange } from '../../../streams/change';
import { readSettings } from '../connection/items';
import { queueGroupResults } from './send';

/**
 * A child's educational results reach НЕИСПУО without the teacher waiting: this stream consumer sees a
 * results record change (`KG#<kg>#RESULTS#<groupId>` / `CHILD#<childId>`, its `start` and `end` levels by
 * area) and, when the group has a class book, queues the group's results for sending. The planning area is
 * not touched and does not know НЕИСПУО.
 */

const resultsPk = /^KG#([^#]+)#RESULTS#([^#]+)$/;

/** The group whose results a stream record changed (levels, not notes or the version alone), or null. */
export function changedGroupResults(change: Pick<TableChange, 'keys' | 'newImage' | 'oldImage'>) {
  const pk = resultsPk.exec(String(change.keys.PK ?? ''));
  if (!pk || !String(change.keys.SK ?? '').startsWith('CHILD#')) return null;
  const levels = (image: Record<string, unknown> | undefined) =>
    JSON.stringify([image?.start ?? {}, image?.end ?? {}]);
  if (levels(change.oldImage) === levels(change.newImage)) return null;
  return { kindergartenId: pk[1]!, groupId: pk[2]! };
}

export const neispuoResultsChanges: StreamConsumer = {
  name: 'neispuo-results',
  async consume(change) {
    const group = changedGroupResults(change);
    if (!group) return;
    const settings = await readSettings(group.kindergartenId);
    if (settings?.classBooks[group.groupId] === undefined) return;
    await queueGroupResults(group, change.sequenceNumber);
  },
};
