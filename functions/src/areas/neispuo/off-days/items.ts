import { deleteItem, putItem, queryAll } from '../../../platform/db';
import { neispuoPartition } from '../connection/items';

/**
 * The kindergarten's days off as sent to НЕИСПУО (docs/areas/neispuo.md): one item per day off on the
 * connection's partition (`OFFDAY#<dayOffId>`) with НЕИСПУО's id and what was sent, so a changed day off is
 * corrected in place and a removed one deleted.
 */

export interface SentOffDay {
  dayOffId: string;
  offDayId: number;
  /** What was sent (from, to, name, class books), compared with the day off now. */
  sent: string;
}

const key = (kindergartenId: string, dayOffId: string) => ({
  PK: neispuoPartition(kindergartenId),
  SK: `OFFDAY#${dayOffId}`,
});

export const sentOffDays = (kindergartenId: string) =>
  queryAll<SentOffDay>({ partition: neispuoPartition(kindergartenId), beginsWith: 'OFFDAY#' });

export const saveSentOffDay = (kindergartenId: string, d: SentOffDay) =>
  putItem({ ...key(kindergartenId, d.dayOffId), type: 'NeispuoOffDay', ...d });

export const forgetSentOffDay = (kindergartenId: string, dayOffId: string) =>
  deleteItem(key(kindergartenId, dayOffId));
