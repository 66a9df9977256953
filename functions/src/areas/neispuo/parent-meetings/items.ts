import { deleteItem, getItem, putItem, queryAll, tenantPrefix } from '../../../platform/db';
import { neispuoPartition } from '../connection/items';
import type { MeetingEvent, SentMeeting } from './plan';

/**
 * The parent meetings sent to НЕИСПУО (docs/areas/neispuo.md): one item per event and group on the event's
 * partition `KG#<kg>#NEISPUO#PM#<eventId>`, SK the group's id, with the class book, НЕИСПУО's id and what
 * was sent, so an event's meetings are one Query and a retry never creates a second record.
 */

const partition = (kindergartenId: string, eventId: string) =>
  `${neispuoPartition(kindergartenId)}#PM#${eventId}`;

const key = (kindergartenId: string, eventId: string, r: Pick<SentMeeting, 'groupId'>) => ({
  PK: partition(kindergartenId, eventId),
  SK: r.groupId,
});

/** The calendar's event item by the table's keys (`KG#<kg>#EVENT#<id>` / `ITEM`): the area reads no other area. */
const eventPk = (kindergartenId: string, eventId: string) =>
  `${tenantPrefix(kindergartenId)}#EVENT#${eventId}`;

export const readMeetingEvent = (kindergartenId: string, eventId: string) =>
  getItem<MeetingEvent>({ PK: eventPk(kindergartenId, eventId), SK: 'ITEM' }, { consistent: true });

export const sentMeetings = (kindergartenId: string, eventId: string) =>
  queryAll<SentMeeting>({ partition: partition(kindergartenId, eventId), consistent: true });

export const saveSentMeeting = (kindergartenId: string, eventId: string, r: SentMeeting) =>
  putItem({ ...key(kindergartenId, eventId, r), type: 'NeispuoParentMeeting', ...r });

export const forgetSentMeeting = (kindergartenId: string, eventId: string, r: SentMeeting) =>
  deleteItem(key(kindergartenId, eventId, r));
