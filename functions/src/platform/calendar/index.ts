import { dayOffMaxDays } from '@gradina/shared/manifest/routes/kindergartens/days-off';
import { addDays, calendarOf, monthBounds } from './calendar';
import { daysOffAround, nationalDays } from './reads';

export * from './calendar';
export { calendarKeys, daysOffAround, nationalDays, type StoredDayOff } from './reads';

/** A day of a group's month: whether the group works that day, and why not. */
export interface WorkingDay {
  date: string;
  /** 1 Monday … 7 Sunday. */
  weekday: number;
  isWorkingDay: boolean;
  /** Why the group does not work (holiday, national day, the kindergarten's or the group's day off). */
  reasons: string[];
}

/**
 * The days of a month for one group (or the whole kindergarten without a group): weekends, official
 * holidays, national days and the kindergarten's days off (its own and the group's) are not working days.
 * Two Queries: the kindergarten's days off around the month and the national days of the month.
 */
export async function monthWorkingDays(
  kindergartenId: string,
  year: number,
  month: number,
  groupId?: string,
): Promise<WorkingDay[]> {
  const { fromDate, toDate } = monthBounds(year, month);
  const [own, national] = await Promise.all([
    daysOffAround(kindergartenId, fromDate, toDate, addDays(toDate, -dayOffMaxDays)),
    nationalDays(fromDate, toDate),
  ]);
  return calendarOf(fromDate, toDate, national, own).map((d) => {
    const closedForGroup = groupId !== undefined && d.closedGroupIds.includes(groupId);
    return {
      date: d.date,
      weekday: d.weekday,
      isWorkingDay: !d.isDayOff && !closedForGroup,
      reasons: d.reasons
        .filter((r) => r.groupIds.length === 0 || (groupId !== undefined && r.groupIds.includes(groupId)))
        .map((r) => r.name),
    };
  });
}

/** The number of working days of a month for a group (or the kindergarten). */
export const workingDaysCount = (days: readonly WorkingDay[]) => days.filter((d) => d.isWorkingDay).length;
