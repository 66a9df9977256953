import utc from 'dayjs/plugin/utc';
import { dateFormats } from './dates';
import { dayjs } from './dayjs';

/*
 * How the calendar's days and events read. The calendar works in the kindergarten's wall clock
 * (Europe/Sofia) whatever the browser's time zone: days are `YYYY-MM-DD` texts, instants from the API are
 * turned into Sofia dates and times with Intl, and dayjs formats those wall-clock values in UTC mode so no
 * local offset can shift them.
 */
dayjs.extend(utc);

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

/** Monday-first short weekday names of the Bulgarian locale: пон, вто, … нед. */
export function weekdayNames(): string[] {
  // 16 November 2026 is a Monday.
  return [16, 17, 18, 19, 20, 21, 22].map((d) => dayjs.utc(`2026-11-${d}`).format('ddd'));
}

/** A month's title: "ноември 2026". */
export const monthTitle = (day: string) => dayjs.utc(`${day.slice(0, 8)}01`).format('MMMM YYYY');

/** A span of days as a title: "16 – 22 ноември 2026", naming a month or year only where they change. */
export function daySpanTitle(firstDay: string, lastDay: string): string {
  const first = dayjs.utc(firstDay);
  const last = dayjs.utc(lastDay);
  if (first.year() !== last.year()) return `${first.format('D MMMM YYYY')} – ${last.format('D MMMM YYYY')}`;
  if (first.month() !== last.month()) return `${first.format('D MMMM')} – ${last.format('D MMMM YYYY')}`;
  return `${first.format('D')} – ${last.format('D MMMM YYYY')}`;
}

/** A day's heading in the week view and its accessible name: "понеделник, 16 ноември 2026". */
export const longDayName = (date: string) => dayjs.utc(date).format('dddd, D MMMM YYYY');
/** A day's number in its month: 16. */
export const dayNumber = (date: string) => Number(date.slice(8, 10));
/** A day without its year: "16.11". */
export const shortDate = (date: string) => dayjs.utc(date).format('DD.MM');

/**
 * An event's period in the spec's format ('dddd, D MMMM, YYYY г. , HH:mm ч.') in Sofia time; all-day events
 * show dates only (their dates are inclusive), a one-day all-day event a single date.
 */
export function formatEventPeriod(e: { fromDate: string; toDate: string; allDay: boolean }): string {
  if (e.allDay) {
    const from = dayjs.utc(e.fromDate.slice(0, 10)).format(dateFormats.longDate);
    const to = dayjs.utc(e.toDate.slice(0, 10)).format(dateFormats.longDate);
    return from === to ? `${from} (целодневно)` : `${from} – ${to} (целодневно)`;
  }
  const wall = (iso: string) => {
    const w = sofiaWallClock(iso);
    return dayjs.utc(`${w.date}T${w.time}`).format(dateFormats.longDateTime);
  };
  return `${wall(e.fromDate)} – ${wall(e.toDate)}`;
}

/* Moments in the browser's clock, in the spec's formats (messages, notifications, polls). */
export const formatMessageTime = (iso: string) => dayjs(iso).format(dateFormats.messageTime);
export const formatLongDate = (iso: string) => dayjs(iso).format(dateFormats.longDate);
export const formatLongDateTime = (iso: string) => dayjs(iso).format(dateFormats.longDateTime);
export const formatDate = (iso: string) => dayjs(iso).format(dateFormats.date);
