import { type RequestItem, requestsOfSchoolYear } from '../../../domain/attendance/requests';
import { monthCalendarKeys } from '../../../domain/calendar';
import { type GroupItem, groupsOfKindergarten } from '../../../domain/groups/group-reads';
import { batchGet, getItem, keys } from '../../../platform/db';
import { type SchoolYearItem, schoolYearsOf } from '../../../platform/frame/shell-reads';
import { type ChildMonthItem, daysOf, readGroupMonth, readKindergartenMonth } from '../grid/items';
import type { ChildMonthCells } from './cells';

/**
 * The references' reads (docs/areas/attendance-references.md). The grid's child-months through the grid's
 * own functions: one Query per month (a group's, or the kindergarten's when the reference spans groups);
 * the children's records for the АСП file (one BatchGet of the children the month has); the groups with
 * their rosters (one Query: who was in which group when); the school years (one Query); the month's calendar
 * (one BatchGet); requests through the requests feature (one Query of a school year). No Scan.
 */

const cellsOf = (item: ChildMonthItem): ChildMonthCells => ({
  childId: item.childId,
  groupId: item.groupId,
  month: item.month,
  name: `${item.firstName} ${item.lastName}`,
  birthDate: item.birthDate,
  days: daysOf(item as unknown as Record<string, unknown>),
});

/**
 * The child-months of `months` in the groups given: one Query per month (of the one group when there is
 * one, else of the whole kindergarten month, kept to the groups).
 */
export async function readMonths(
  kindergartenId: string,
  months: readonly string[],
  groupIds: readonly string[],
): Promise<ChildMonthCells[]> {
  if (groupIds.length === 0) return [];
  const wanted = new Set(groupIds);
  const pages = await Promise.all(
    months.map(async (month) =>
      groupIds.length === 1
        ? (await readGroupMonth(kindergartenId, groupIds[0]!, month)).children
        : (await readKindergartenMonth(kindergartenId, month)).filter((c) => wanted.has(c.groupId)),
    ),
  );
  return pages.flat().map(cellsOf);
}

export const readGroups = (kindergartenId: string): Promise<GroupItem[]> =>
  groupsOfKindergarten(kindergartenId);

export interface ChildRecord {
  id: string;
  firstName: string;
  middleName?: string;
  lastName: string;
  identifierType: number;
  identifier: string;
  birthDate: string;
  enrolledOn?: string | null;
  leftOn?: string | null;
}

/** The children's records the АСП file names (one BatchGet per 100 children). */
export const readChildren = (kindergartenId: string, childIds: readonly string[]) =>
  batchGet<ChildRecord>(childIds.map((id) => keys.child(kindergartenId, id)));

/** The kindergarten's name and its НЕИСПУО institution code (absent until the НЕИСПУО settings set one). */
export const readKindergarten = (kindergartenId: string) =>
  getItem<{ name?: string; neispuoCode?: string; institutionCode?: string }>(
    keys.kindergarten(kindergartenId),
    {
      attributes: ['name', 'neispuoCode', 'institutionCode'],
    },
  );

export interface SchoolYearRecord {
  id: string;
  name: string;
  yearFrom: number;
  fromDate: string;
  toDate: string;
}

export const readSchoolYear = (kindergartenId: string, periodId: string) =>
  getItem<SchoolYearRecord>(keys.schoolYear(kindergartenId, periodId));

/** A school year's requests of one kind (one Query of the requests' index). */
export const readRequests = (
  kindergartenId: string,
  yearFrom: number,
  absenceType: number,
): Promise<RequestItem[]> => requestsOfSchoolYear(kindergartenId, yearFrom, absenceType);

/** The kindergarten's and the nation's calendar items of a month (one BatchGet), for its working days. */
export const readMonthCalendar = (kindergartenId: string, month: string) =>
  batchGet<Record<string, unknown>>(monthCalendarKeys(kindergartenId, month));

/** Every school year of the kindergarten (one Query), to bound the stays of rosters without their history. */
export const readSchoolYears = (kindergartenId: string): Promise<SchoolYearItem[]> =>
  schoolYearsOf(kindergartenId);
