import type { StreamConsumer, TableChange } from '../../../streams/change';
import { readSettings } from '../connection/items';
import { queueParentMeeting } from './send';

/**
 * A parent meeting reaches НЕИСПУО without the author waiting: this stream consumer sees a calendar event
 * (`KG#<kg>#EVENT#<eventId>` / `ITEM`) marked „Родителска среща“ before or after the change and, when the
 * kindergarten is connected, queues the event's meetings. The communication area does not know НЕИСПУО.
 */

const eventPk = /^KG#([^#]+)#EVENT#([^#]+)$/;

/** What a meeting is made of: a change of anything else (the recipients' count, the seen marks) is not sent. */
const meetingOf = (image: Record<string, unknown> | undefined) =>
  image?.parentMeeting
    ? JSON.stringify([image.title, image.description, image.fromDate, image.allDay, image.recipients])
    : null;

/** The event whose parent meeting a stream record made, changed or removed, or null. */
export function changedMeeting(change: Pick<TableChange, 'keys' | 'newImage' | 'oldImage'>) {
  const pk = eventPk.exec(String(change.keys.PK ?? ''));
  if (!pk || change.keys.SK !== 'ITEM') return null;
  if (meetingOf(change.oldImage) === meetingOf(change.newImage)) return null;
  return { kindergartenId: pk[1]!, eventId: pk[2]! };
}

export const neispuoParentMeetingChanges: StreamConsumer = {
  name: 'neispuo-parent-meetings',
  async consume(change) {
    const meeting = changedMeeting(change);
    if (!meeting) return;
    if (!(await readSettings(meeting.kindergartenId))) return;
    await queueParentMeeting(meeting, change.sequenceNumber);
  },
};
