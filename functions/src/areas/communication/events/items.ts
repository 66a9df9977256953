import { queryAll } from '../../../platform/db';
import { keys } from '../../../platform/db/keys';
import type { EventItem } from './events';

/** Events whose start (Sofia date) is between `from` and `to`: one Query on the calendar index. */
export const eventsStartingBetween = (kindergartenId: string, from: string, to: string) =>
  queryAll<EventItem>({
    index: 'GSI1',
    partition: keys.calendarOfKindergarten(kindergartenId).GSI1PK,
    between: [from, to],
  });
