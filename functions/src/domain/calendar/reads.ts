import type { DayOffType } from '@gradina/shared';
import type { NationalDay } from '@gradina/shared/manifest/routes/kindergartens/days-off';
import { tenantPrefix } from '../../platform/db/keys';
import { queryAll } from '../../platform/db/query';

/**
 * The reads of the days-off calendar that several areas need (the kindergartens area writes days off and
 * national days; attendance counts working days): the keys they are found by and one Query each.
 */
export const calendarKeys = {
  /** GSI2 of a kindergarten day off: the kindergarten's days off by start date. */
  daysOffByDate: (kindergartenId: string, fromDate = '', id = '') => ({
    GSI2PK: `${tenantPrefix(kindergartenId)}#DAYSOFF#DATES`,
    GSI2SK: fromDate ? `${fromDate}#${id}` : '',
  }),
  /** A national day: one per date by its key, so a year or any range is one Query. */
  national: (date: string) => ({ PK: 'NATIONAL#DAYSOFF', SK: `DATE#${date}` }),
} as const;

/** A kindergarten day off as the calendar reads it. */
export interface StoredDayOff {
  id: string;
  type: DayOffType;
  name: string;
  fromDate: string;
  toDate: string;
  groupIds: string[];
}

/**
 * The days off that touch `from`..`to`: one Query of GSI2 for those starting in the 366 days before `to`
 * (no day off is longer), keeping those that end on or after `from`.
 */
export const daysOffAround = <T extends StoredDayOff = StoredDayOff>(
  kindergartenId: string,
  from: string,
  to: string,
  earliestStart: string,
) =>
  queryAll<T>({
    index: 'GSI2',
    partition: calendarKeys.daysOffByDate(kindergartenId).GSI2PK,
    between: [earliestStart, `${to}#~`],
    filter: { expression: '#to >= :from', names: { '#to': 'toDate' }, values: { ':from': from } },
  });

/** The national days from `from` to `to`: one Query. */
export const nationalDays = async (from: string, to: string): Promise<NationalDay[]> =>
  (
    await queryAll<NationalDay>({
      partition: calendarKeys.national(from).PK,
      between: [calendarKeys.national(from).SK, calendarKeys.national(to).SK],
      attributes: ['id', 'date', 'isWorkingDay', 'name'],
    })
  ).map(({ id, date, isWorkingDay, name }) => ({ id, date, isWorkingDay, name }));
