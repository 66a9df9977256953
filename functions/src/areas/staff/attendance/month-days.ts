import { monthWorkingDays, monthWorkingDaysOf, type WorkingDay } from '../../../domain/calendar';
import type { MonthDay } from './attendance';

/**
 * The kindergarten's calendar of a month for the staff grid and meals: weekends, official holidays,
 * national days and the kindergarten's own days off (the shared calendar: one BatchGet of its month
 * items). A group's own day off (a quarantine) leaves the kindergarten, and its staff, at work.
 */
export const workingMonth = async (
  kindergartenId: string,
  year: number,
  month: number,
): Promise<MonthDay[]> => monthDaysOf(await monthWorkingDays(kindergartenId, year, month));

/** The same from the calendar items of a caller's BatchGet (`monthCalendarKeys`). Pure. */
export const workingMonthOf = (
  kindergartenId: string,
  year: number,
  month: number,
  items: readonly Record<string, unknown>[],
): MonthDay[] => monthDaysOf(monthWorkingDaysOf(kindergartenId, year, month, items));

const monthDaysOf = (days: readonly WorkingDay[]): MonthDay[] =>
  days.map((d) => ({ date: d.date, weekday: d.weekday, isDayOff: !d.isWorkingDay }));
