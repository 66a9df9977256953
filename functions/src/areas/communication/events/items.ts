import { deleteIfExists, queryAll } from '../../../platform/db';
import { tenantPrefix } from '../../../platform/db/keys';
import { itemKeys } from '../fanout/items';
import type { EventItem } from './events';

/** The kindergarten's calendar. Keys from the session's kindergarten only. */
export const eventKeys = {
  /** GSI1 on an event: the kindergarten's calendar by start. */
  calendarOfKindergarten: (kindergartenId: string, fromDate?: string, eventId?: string) => ({
    GSI1PK: `${tenantPrefix(kindergartenId)}#CALENDAR`,
    GSI1SK: fromDate !== undefined ? `${fromDate}#${eventId ?? ''}` : '',
  }),
} as const;

/** Events whose start (Sofia date) is between `from` and `to`: one Query on the calendar index. */
export const eventsStartingBetween = (kindergartenId: string, from: string, to: string) =>
  queryAll<EventItem>({
    index: 'GSI1',
    partition: eventKeys.calendarOfKindergarten(kindergartenId).GSI1PK,
    between: [from, to],
  });

/** Deletes the event item; false when there was none. */
export const deleteEventItem = (kindergartenId: string, eventId: string) =>
  deleteIfExists(itemKeys.communicationItem(kindergartenId, 'EVENT', eventId));
