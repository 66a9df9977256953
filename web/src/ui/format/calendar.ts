import {
  formatLongDate,
  formatLongDateTime,
  formatMonth,
  formatTime,
  monthNames,
  wallClock,
  weekdayShortNames,
} from '@gradina/shared/format-dates';

/*
 * How the calendar's days and events read. The calendar works in the kindergarten's wall clock
 * (Europe/Sofia) whatever the browser's time zone: days are `YYYY-MM-DD` texts and instants from the API are
 * turned into Sofia dates and times; the words come from the shared formatter.
 */

const sofiaFormatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Sofia',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

const sofiaParts = (instant: string | number | Date) =>
  Object.fromEntries(sofiaFormatter.formatToParts(new Date(instant)).map((x) => [x.type, x.value])) as Record<
    string,
    string
  >;

/** The Sofia date and time of an instant: `{ date: '2026-11-16', time: '10:30' }`. */
export function sofiaWallClock(instant: string | number): { date: string; time: string } {
  const p = sofiaParts(instant);
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}

/** The Sofia wall-clock time of an instant as Mantine's pickers keep it: `YYYY-MM-DD HH:mm:ss`. */
export function sofiaLocal(instant: string | number | Date): string {
  const p = sofiaParts(instant);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

/** Monday-first short weekday names: пн, вт, … нд. */
export const weekdayNames = (): string[] => [...weekdayShortNames];

/** A month's title: "ноември 2026". */
export const monthTitle = (day: string) => formatMonth(day);

/** A span of days as a title: "16 – 22 ноември 2026", naming a month or year only where they change. */
export function daySpanTitle(firstDay: string, lastDay: string): string {
  const first = wallClock(firstDay)!;
  const last = wallClock(lastDay)!;
  const dayMonth = (c: typeof first) => `${c.day} ${monthNames[c.month - 1]}`;
  if (first.year !== last.year) return `${dayMonth(first)} ${first.year} – ${dayMonth(last)} ${last.year}`;
  if (first.month !== last.month) return `${dayMonth(first)} – ${dayMonth(last)} ${last.year}`;
  return `${first.day} – ${dayMonth(last)} ${last.year}`;
}

/** A day's heading in the week view and its accessible name: "понеделник, 16 ноември 2026 г.". */
export const longDayName = (date: string) => formatLongDate(date);
/** A day's number in its month: 16. */
export const dayNumber = (date: string) => Number(date.slice(8, 10));
/** A day without its year: "16.11". */
export const shortDate = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}`;

/**
 * An event's period in Sofia time: "понеделник, 16 ноември 2026 г., 10:30 ч. – 12:00 ч." (the date once when
 * it starts and ends the same day); all-day events show dates only (inclusive), a one-day one a single date.
 */
export function formatEventPeriod(e: { fromDate: string; toDate: string; allDay: boolean }): string {
  if (e.allDay) {
    const from = formatLongDate(e.fromDate.slice(0, 10));
    const to = formatLongDate(e.toDate.slice(0, 10));
    return from === to ? `${from} (целодневно)` : `${from} – ${to} (целодневно)`;
  }
  const sameDay = sofiaWallClock(e.fromDate).date === sofiaWallClock(e.toDate).date;
  return `${formatLongDateTime(e.fromDate)} – ${sameDay ? formatTime(e.toDate) : formatLongDateTime(e.toDate)}`;
}
