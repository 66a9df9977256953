import { DayOffType } from '@gradina/shared';
import { holidaysOf } from '@gradina/shared/holidays';
import type { CalendarDay, NationalDay } from '@gradina/shared/manifest/routes/kindergartens/days-off';

/**
 * A kindergarten's calendar: the official holidays computed by `shared/src/holidays.ts`, the Master's
 * national days (bridge days off, weekend days worked) and the kindergarten's own days off, merged day by
 * day. Plain functions over ISO dates (YYYY-MM-DD, the Sofia calendar); the routes read the inputs.
 */

/** A kindergarten day off as the calendar needs it. */
export interface OwnDayOff {
  id: string;
  type: DayOffType;
  name: string;
  fromDate: string;
  toDate: string;
  /** Empty: the whole kindergarten. */
  groupIds: readonly string[];
}

const dayMs = 86_400_000;
const utc = (date: string) => Date.parse(`${date}T00:00:00Z`);
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const addDays = (date: string, n: number) => iso(utc(date) + n * dayMs);

/** Calendar days from `from` to `to`, both included (0 when `to` is before `from`). */
export const daysCount = (from: string, to: string) =>
  Math.max(0, Math.round((utc(to) - utc(from)) / dayMs) + 1);

/** 1 Monday … 7 Sunday. */
export const weekdayOf = (date: string) => ((new Date(utc(date)).getUTCDay() + 6) % 7) + 1;

/** The first and last day of a month. */
export function monthBounds(year: number, month: number): { fromDate: string; toDate: string } {
  const first = Date.UTC(year, month - 1, 1);
  return { fromDate: iso(first), toDate: iso(Date.UTC(year, month, 1) - dayMs) };
}

/** `YYYY-MM`: a month as keys and month items name it. */
export type Month = string;

/** The `YYYY-MM` of a year and a month (1–12). */
export const monthOf = (year: number, month: number): Month => `${year}-${String(month).padStart(2, '0')}`;

/** A day's attribute on a month item (a grid's cells, a month's meals): `d01`…`d31`. */
export const dayAttribute = (day: number) => `d${String(day).padStart(2, '0')}`;

/** The years `holidaysOf` computes (the Orthodox Easter rule it uses holds for them). */
export const holidayYears = { min: 1900, max: 2099 } as const;

/**
 * The official holidays of the years a range touches, by date (several on one date keep their order). A date
 * may reach 2100 (a school year 2099/2100); that year has no computed holidays rather than an error.
 */
function holidaysByDate(from: string, to: string) {
  const byDate = new Map<string, { name: string }[]>();
  const first = Math.max(Number(from.slice(0, 4)), holidayYears.min);
  const last = Math.min(Number(to.slice(0, 4)), holidayYears.max);
  for (let year = first; year <= last; year++)
    for (const h of holidaysOf(year)) byDate.set(h.date, [...(byDate.get(h.date) ?? []), h]);
  return byDate;
}

/** A holiday's or a national day's reason: for every group, no type, no record of the kindergarten. */
const general = (source: 'holiday' | 'national', name: string): CalendarDay['reasons'][number] => ({
  source,
  name,
  type: null,
  groupIds: [],
  dayOffId: null,
});

/**
 * Whether a kindergarten day off closes the day. The spec (screens document, section 4): only `DayOff` (0)
 * locks attendance, topic and staff attendance entry; a quarantine, a flu break or a vacation leaves the day
 * open (children are marked ПК, ГВ or present) and only shows in a report's second variant.
 */
export const closesDay = (type: DayOffType) => type === DayOffType.DayOff;

/**
 * The open day type of a group on a day (or of the whole kindergarten without a group): the first by spec
 * number of the non-closing days off covering it (quarantine before flu break before vacation); null when
 * none. The grid shades such a day and offers its status first; the references' second variant counts it.
 */
export function openDayTypeOf(day: Pick<CalendarDay, 'reasons'>, groupId?: string): DayOffType | null {
  const types = day.reasons
    .filter((r) => r.source === 'kindergarten' && r.type !== null && !closesDay(r.type))
    .filter((r) => r.groupIds.length === 0 || (groupId !== undefined && r.groupIds.includes(groupId)))
    .map((r) => r.type as DayOffType)
    .sort((a, b) => a - b);
  return types[0] ?? null;
}

/**
 * Every day from `from` to `to` with whether the kindergarten is closed, for which groups, and why. Only a
 * day off of type `DayOff` closes (`closesDay`); the other types are kept in `reasons` with their type.
 */
export function calendarOf(
  from: string,
  to: string,
  national: readonly NationalDay[],
  own: readonly OwnDayOff[],
): CalendarDay[] {
  const holidays = holidaysByDate(from, to);
  const nationalByDate = new Map(national.map((n) => [n.date, n]));
  const days: CalendarDay[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const weekday = weekdayOf(date);
    const dayHolidays = holidays.get(date) ?? [];
    const nat = nationalByDate.get(date);
    const covering = own.filter((o) => o.fromDate <= date && date <= o.toDate);
    const closing = covering.filter((o) => closesDay(o.type));
    const worked = nat?.isWorkingDay === true;
    const isDayOff =
      (weekday >= 6 && !worked) ||
      dayHolidays.length > 0 ||
      (nat !== undefined && !nat.isWorkingDay) ||
      closing.some((o) => o.groupIds.length === 0);
    const closedGroupIds = isDayOff ? [] : [...new Set(closing.flatMap((o) => o.groupIds))];
    days.push({
      date,
      weekday,
      isDayOff,
      closedGroupIds,
      reasons: [
        ...dayHolidays.map((h) => general('holiday', h.name)),
        ...(nat ? [general('national', nat.name)] : []),
        ...covering.map((o) => ({
          source: 'kindergarten' as const,
          name: o.name,
          type: o.type,
          groupIds: [...o.groupIds],
          dayOffId: o.id,
        })),
      ],
    });
  }
  return days;
}

/** The days of a month in weeks starting on Monday (the first and last weeks may be short). */
export function weeksOf(days: readonly CalendarDay[]): { monday: string; days: CalendarDay[] }[] {
  const weeks: { monday: string; days: CalendarDay[] }[] = [];
  for (const day of days) {
    const monday = addDays(day.date, 1 - day.weekday);
    const last = weeks.at(-1);
    if (last?.monday === monday) last.days.push(day);
    else weeks.push({ monday, days: [day] });
  }
  return weeks;
}

/** The months of a range (a school year), each clipped to it, with its working days and days off. */
export function monthsOf(days: readonly CalendarDay[]) {
  const months: {
    year: number;
    month: number;
    fromDate: string;
    toDate: string;
    workingDays: number;
    daysOff: number;
  }[] = [];
  for (const day of days) {
    const year = Number(day.date.slice(0, 4));
    const month = Number(day.date.slice(5, 7));
    let last = months.at(-1);
    if (last?.year !== year || last.month !== month) {
      last = { year, month, fromDate: day.date, toDate: day.date, workingDays: 0, daysOff: 0 };
      months.push(last);
    }
    last.toDate = day.date;
    if (day.isDayOff) last.daysOff += 1;
    else last.workingDays += 1;
  }
  return months;
}
