/**
 * The attendance rules the whole platform shares (issue #24): who is of compulsory preschool age, and on which
 * school year a date or a month falls. The web and every function (the grid, its aggregates and alerts, the
 * family-reason limit, the АСП file, the references, the preschool certificates) decide with these, never with a
 * rule of their own.
 *
 * The law (ЗПУО чл. 8, ал. 1, as amended in 2020, for every child from 2023/24): preschool education is
 * compulsory "от учебната година, която започва в годината на навършване на 4-годишна възраст". A school year
 * starts on 15 September (ЗПУО чл. 103, the kindergarten calendar of DOMAIN-NOTES); so on a date in the school
 * year Y/Y+1 a child is of compulsory age when born in Y - 4 or earlier. Born 31.12.2022: from 15.09.2026; born
 * 01.01.2023: only from 15.09.2027.
 */

const isoDate = /^(\d{4})-(\d\d)-(\d\d)$/;
const isoMonth = /^(\d{4})-(\d\d)$/;

/** The day a school year starts, as `MM-DD` (15 September). */
export const schoolYearStartDay = '09-15';

/**
 * The calendar year in which the school year of `date` (`YYYY-MM-DD`) started: 15.09.2026-14.09.2027 is 2026.
 * 1-14 September still belong to the school year that started the year before.
 */
export function schoolYearStartOf(date: string): number {
  const m = isoDate.exec(date);
  if (!m) throw new Error(`schoolYearStartOf: not an ISO date: ${date}`);
  const year = Number(m[1]);
  return `${m[2]}-${m[3]}` >= schoolYearStartDay ? year : year - 1;
}

/** The first and last day of the school year that started in `startYear` (`YYYY-MM-DD`). */
export function schoolYearDates(startYear: number): { from: string; to: string } {
  return { from: `${startYear}-${schoolYearStartDay}`, to: `${startYear + 1}-09-14` };
}

/**
 * Whether a child born on `birthDate` is of compulsory preschool age on `date` (both `YYYY-MM-DD`). A missing or
 * malformed birth date is not compulsory (the record is incomplete; the child is not put into the АСП file on a
 * guess).
 */
export function isCompulsoryAgeOn(birthDate: string | undefined | null, date: string): boolean {
  const m = isoDate.exec(birthDate ?? '');
  if (!m) return false;
  return Number(m[1]) <= schoolYearStartOf(date) - 4;
}

/** The last day of a month `YYYY-MM`, as `YYYY-MM-DD`. */
export function lastDayOfMonth(month: string): string {
  const m = isoMonth.exec(month);
  if (!m) throw new Error(`lastDayOfMonth: not a month: ${month}`);
  const days = new Date(Date.UTC(Number(m[1]), Number(m[2]), 0)).getUTCDate();
  return `${month}-${String(days).padStart(2, '0')}`;
}

/**
 * Whether the child is of compulsory age for a whole month (`YYYY-MM`): decided on the month's LAST day, so a
 * September belongs to the school year that starts in it (1-14 September are the old year's, but the month's
 * register, aggregates, alerts and АСП file are the new year's). The effect: a child who becomes compulsory on
 * 15 September is compulsory for all of September; no other month straddles two school years.
 */
export function isCompulsoryAgeInMonth(birthDate: string | undefined | null, month: string): boolean {
  return isCompulsoryAgeOn(birthDate, lastDayOfMonth(month));
}
