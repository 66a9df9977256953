import type { DayOffType } from '@gradina/shared';
import type { CalendarDay } from '@gradina/shared/manifest/routes/kindergartens/days-off';
import { batchGet } from '../../platform/db/batch';
import { openDayTypeOf } from './calendar';
import { monthCalendarKeys, monthCalendarOf } from './months';

export * from './calendar';
export {
  calendarMonthKeys,
  dayOffMonthWrites,
  monthCalendarKeys,
  monthCalendarOf,
  monthsOfRange,
  nationalMonthWrite,
} from './months';
export { calendarKeys, daysOffAround, nationalDays, type StoredDayOff } from './reads';

/** A day of a group's month: whether the group works that day, and why not. */
export interface WorkingDay {
  date: string;
  /** 1 Monday … 7 Sunday. */
  weekday: number;
  isWorkingDay: boolean;
  /**
   * Why the group does not work (holiday, national day, the kindergarten's or the group's day off), or, on
   * a working day, the quarantine, flu break or vacation it is open under.
   */
  reasons: string[];
  /**
   * A working day under a quarantine (1), a flu break (2) or a vacation (3) of the group or the whole
   * kindergarten: the day stays open (only `DayOff` closes) and the grid offers the matching status; null
   * on an ordinary day and on a closed one.
   */
  dayOffType?: DayOffType | null; // optional: hand-made days of other features' tests leave it out
}

/** A month's days for one group (or the whole kindergarten without a group), from its calendar days. Pure. */
export function workingDaysOf(days: readonly CalendarDay[], groupId?: string): WorkingDay[] {
  return days.map((d) => {
    const closedForGroup = groupId !== undefined && d.closedGroupIds.includes(groupId);
    const isWorkingDay = !d.isDayOff && !closedForGroup;
    return {
      date: d.date,
      weekday: d.weekday,
      isWorkingDay,
      dayOffType: isWorkingDay ? openDayTypeOf(d, groupId) : null,
      reasons: d.reasons
        .filter((r) => r.groupIds.length === 0 || (groupId !== undefined && r.groupIds.includes(groupId)))
        .map((r) => r.name),
    };
  });
}

/**
 * A group's (or the kindergarten's) working days of a month from the items of a caller's BatchGet that
 * included `monthCalendarKeys(kindergartenId, 'YYYY-MM')`. Pure.
 */
export const monthWorkingDaysOf = (
  kindergartenId: string,
  year: number,
  month: number,
  items: readonly Record<string, unknown>[],
  groupId?: string,
) => workingDaysOf(monthCalendarOf(kindergartenId, year, month, items), groupId);

/**
 * The days of a month for one group (or the whole kindergarten without a group): weekends, official
 * holidays, national days and the kindergarten's days off (its own and the group's) are not working days.
 * One BatchGet of the kindergarten's and the national month items.
 */
export async function monthWorkingDays(
  kindergartenId: string,
  year: number,
  month: number,
  groupId?: string,
): Promise<WorkingDay[]> {
  const items = await batchGet(
    monthCalendarKeys(kindergartenId, `${year}-${String(month).padStart(2, '0')}`),
  );
  return monthWorkingDaysOf(kindergartenId, year, month, items, groupId);
}

/** The number of working days of a month for a group (or the kindergarten). */
export const workingDaysCount = (days: readonly WorkingDay[]) => days.filter((d) => d.isWorkingDay).length;
