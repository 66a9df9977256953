import type { DayOffType } from '@gradina/shared';
import type { NationalDay } from '@gradina/shared/manifest/routes/kindergartens/days-off';
import {
  calendarKeys,
  dayOffMonthWrites,
  daysOffAround,
  nationalDays,
  nationalMonthWrite,
} from '../../../domain/calendar';
import {
  batchGet,
  byBulgarianName,
  getItem,
  keys,
  queryAll,
  recordKey,
  staleWrite,
  tenantPrefix,
  transact,
  tryTransact,
  versionOf,
} from '../../../platform/db';
import { schoolYearsOf } from '../../../platform/frame/shell-reads';
import { notFound } from '../../../platform/http/errors';

/**
 * The days-off feature's items and every request it makes (docs/data-model.md, "Days off"). Keys of a
 * kindergarten come from the session's kindergarten only.
 *
 * - A kindergarten day off: `KG#<kg>#DAYSOFF` / `DAYOFF#<id>`; GSI1 `KG#<kg>#DAYSOFF#PERIOD#<periodId>` /
 *   `<fromDate>#<id>` lists a school year's by date in one Query; GSI2 `KG#<kg>#DAYSOFF#DATES` /
 *   `<fromDate>#<id>` finds those around a month in one Query.
 * - A national day: `NATIONAL#DAYSOFF` / `DATE#<date>` (one per date by its key, so a year or any range is
 *   one Query); GSI1 `NATIONAL#DAYSOFF#IDS` / `<id>` finds it by the guid the DELETE names.
 */
export const dayOffKeys = {
  dayOff: recordKey<DayOffItem>((kindergartenId, id) => ({
    PK: `${tenantPrefix(kindergartenId)}#DAYSOFF`,
    SK: `DAYOFF#${id}`,
  })),
  ofSchoolYear: (kindergartenId: string, periodId: string, fromDate = '', id = '') => ({
    GSI1PK: `${tenantPrefix(kindergartenId)}#DAYSOFF#PERIOD#${periodId}`,
    GSI1SK: fromDate ? `${fromDate}#${id}` : '',
  }),
  // The calendar's reads (domain/calendar) find days off and national days by these two.
  byDate: calendarKeys.daysOffByDate,
  national: calendarKeys.national,
  nationalById: (id = '') => ({ GSI1PK: 'NATIONAL#DAYSOFF#IDS', GSI1SK: id }),
} as const;

/** A kindergarten day off as stored. */
export interface DayOffItem {
  id: string;
  kindergartenId: string;
  periodId: string;
  type: DayOffType;
  name: string;
  fromDate: string;
  toDate: string;
  groupIds: string[];
  /** The groups' names when it was saved, so the list needs no read of the groups. */
  groupNames: string[];
  version: number;
  createdBy: string;
  modifiedBy: string;
}

export const readDayOff = (kindergartenId: string, id: string) =>
  getItem<DayOffItem>(dayOffKeys.dayOff(kindergartenId, id), { consistent: true });

/** A school year's days off, by start date: one Query of GSI1. */
export const daysOffOfSchoolYear = (kindergartenId: string, periodId: string) =>
  queryAll<DayOffItem>({
    index: 'GSI1',
    partition: dayOffKeys.ofSchoolYear(kindergartenId, periodId).GSI1PK,
  });

const indexed = (item: DayOffItem) => ({
  ...dayOffKeys.dayOff(item.kindergartenId, item.id),
  ...dayOffKeys.ofSchoolYear(item.kindergartenId, item.periodId, item.fromDate, item.id),
  ...dayOffKeys.byDate(item.kindergartenId, item.fromDate, item.id),
});

/** A new day off and its months' calendar entries, in one transaction (its id is new: the condition only guards a collision). */
export const createDayOff = (item: DayOffItem) =>
  transact([
    { put: { ...item, ...indexed(item) }, condition: { absent: true } },
    ...dayOffMonthWrites(item.kindergartenId, item.id, undefined, item),
  ]);

/**
 * Replaces a day off while it still has the version the editor loaded (409 otherwise, 404 when gone), and
 * moves its entry on the calendar's month items in the same transaction: set on the months it touches now,
 * removed from those only the stored version (read consistently; the condition checks it) touched.
 */
export async function replaceDayOff(item: DayOffItem, expected: number): Promise<void> {
  const before = await readDayOff(item.kindergartenId, item.id);
  if (!before) throw notFound(dayOffNotFound);
  if (versionOf(before) !== expected) throw staleWrite();
  const outcome = await tryTransact([
    { put: { ...item, ...indexed(item) }, condition: { equals: { version: expected } } },
    ...dayOffMonthWrites(item.kindergartenId, item.id, before, item),
  ]);
  if (outcome.committed) return;
  throw (await readDayOff(item.kindergartenId, item.id)) ? staleWrite() : notFound(dayOffNotFound);
}

export const dayOffNotFound = 'Почивният ден не е намерен.';

/** Deletes a day off and its months' calendar entries in one transaction; false when there was none. */
export async function removeDayOff(kindergartenId: string, id: string, attempt = 1): Promise<boolean> {
  const item = await readDayOff(kindergartenId, id);
  if (!item) return false;
  const outcome = await tryTransact([
    { delete: dayOffKeys.dayOff(kindergartenId, id), condition: { equals: { version: item.version } } },
    ...dayOffMonthWrites(kindergartenId, id, item, undefined),
  ]);
  if (outcome.committed) return true;
  // Saved in between (its months may have moved): read it again.
  if (attempt >= 3) throw staleWrite();
  return removeDayOff(kindergartenId, id, attempt + 1);
}

/** The kindergarten's groups among `groupIds` (one BatchGet; another kindergarten's ids find nothing). */
export const groupsOf = (kindergartenId: string, groupIds: readonly string[]) =>
  groupIds.length === 0
    ? Promise.resolve([])
    : batchGet<{ id: string; name: string; periodId?: string }>(
        groupIds.map((g) => keys.group(kindergartenId, g)),
      );

/** The groups of a school year, by name (one Query of the groups partition: id, name and year only). */
export const groupsOfSchoolYear = async (kindergartenId: string, periodId: string) =>
  (
    await queryAll<{ id: string; name: string; periodId?: string }>({
      partition: keys.group(kindergartenId, '').PK,
      beginsWith: 'GROUP#',
      attributes: ['id', 'name', 'periodId'],
    })
  )
    .filter((g) => g.periodId === periodId)
    .map(({ id, name }) => ({ id, name }))
    .sort(byBulgarianName);

/** The kindergarten's school years (one Query; the platform's read). */
/** The calendar's reads, shared with attendance through the platform. */
export { daysOffAround, nationalDays, schoolYearsOf };

/** Adds a national day and its national month's entry in one transaction; false when its date already has one. */
export const addNationalDay = async (day: NationalDay, createdBy: string) =>
  (
    await tryTransact([
      {
        put: {
          ...day,
          ...dayOffKeys.national(day.date),
          ...dayOffKeys.nationalById(day.id),
          createdBy,
          type: 'NationalDayOff',
        },
        condition: { absent: true },
      },
      nationalMonthWrite(day.date, day),
    ])
  ).committed;

/** The date of the national day with this guid (one Query of GSI1), or undefined. */
export async function nationalDateOf(id: string): Promise<string | undefined> {
  const [hit] = await queryAll<{ date: string }>({
    index: 'GSI1',
    partition: dayOffKeys.nationalById().GSI1PK,
    between: [id, id],
    attributes: ['date'],
  });
  return hit?.date;
}

/** Removes the national day of `date` while it is still the one with this guid, and its month's entry. */
export const removeNationalDay = async (date: string, id: string) =>
  (
    await tryTransact([
      { delete: dayOffKeys.national(date), condition: { exists: true, equals: { id } } },
      nationalMonthWrite(date, undefined),
    ])
  ).committed;
