import { monthWorkingDays } from '../../../platform/calendar';
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
): Promise<MonthDay[]> =>
  (await monthWorkingDays(kindergartenId, year, month)).map((d) => ({
    date: d.date,
    weekday: d.weekday,
    isDayOff: !d.isWorkingDay,
  }));
