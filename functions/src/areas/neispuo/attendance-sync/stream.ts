import { enqueue } from '../../../platform/queue/send';
import type { StreamConsumer, TableChange } from '../../../streams/change';
import { readSettings } from '../connection/items';
import { attendanceMessageType, type GroupMonth } from './sync';

/**
 * A day marked in the attendance grid reaches НЕИСПУО without the teacher waiting: this stream consumer sees
 * a child-month change (`KG#<kg>#ATT#<YYYY-MM>` / `GROUP#<g>#CHILD#<c>`, days `d01`…`d31`) and, when the
 * kindergarten is connected and the group has a class book, queues the group's month for sending. The
 * attendance area is not touched and does not know НЕИСПУО.
 */

const childMonthPk = /^KG#([^#]+)#ATT#(\d{4}-\d{2})$/;
const childMonthSk = /^GROUP#([^#]+)#CHILD#[^#]+$/;

/** The group-month a stream record changed the days of, or null. */
export function changedGroupMonth(change: Pick<TableChange, 'keys' | 'newImage' | 'oldImage'>) {
  const pk = childMonthPk.exec(String(change.keys.PK ?? ''));
  const sk = childMonthSk.exec(String(change.keys.SK ?? ''));
  if (!pk || !sk) return null;
  const before = change.oldImage ?? {};
  const after = change.newImage ?? {};
  const days = new Set([...Object.keys(before), ...Object.keys(after)].filter((k) => /^d\d\d$/.test(k)));
  const changed = [...days].some((d) => before[d] !== after[d]);
  return changed ? { kindergartenId: pk[1]!, month: pk[2]!, groupId: sk[1]! } : null;
}

export const neispuoAttendanceChanges: StreamConsumer = {
  name: 'neispuo-attendance',
  async consume(change) {
    const groupMonth = changedGroupMonth(change);
    if (!groupMonth) return;
    const settings = await readSettings(groupMonth.kindergartenId);
    if (settings?.classBooks[groupMonth.groupId] === undefined) return;
    await enqueue('work', {
      type: attendanceMessageType,
      key: `${groupMonth.kindergartenId}#${groupMonth.groupId}#${groupMonth.month}#${change.sequenceNumber}`,
      payload: groupMonth satisfies GroupMonth,
    });
  },
};
