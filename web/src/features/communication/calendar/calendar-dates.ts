import utc from 'dayjs/plugin/utc';
import { dateFormats } from '../../../ui/format/dates';
import { dayjs } from '../../../ui/format/dayjs';

/*
 * The calendar works in the kindergarten's wall clock (Europe/Sofia) whatever the browser's time zone:
 * days are `YYYY-MM-DD` texts, instants from the API are turned into Sofia dates and times with Intl, and
 * dayjs formats those wall-clock values in UTC mode so no local offset can shift them.
 */
dayjs.extend(utc);

export type CalendarView = 'month' | 'week';

/** What the grids and the details need of an event (the API's calendar event). */
export interface CalendarEventLike {
  id: string;
  title: string;
  fromDate: string;
  toDate: string;
  allDay: boolean;
}

const dayMs = 86_400_000;

const sofiaFormatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Sofia',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The Sofia date and time of an instant: `{ date: '2026-11-16', time: '10:30' }`. */
export function sofiaWallClock(instant: string | number): { date: string; time: string } {
  const p = Object.fromEntries(
    sofiaFormatter.formatToParts(new Date(instant)).map((x) => [x.type, x.value]),
  ) as Record<string, string>;
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}

export const todayInSofia = (now: number = Date.now()) => sofiaWallClock(now).date;

const utcOf = (date: string) => Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10));
const dateOfUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const addDays = (date: string, days: number) => dateOfUtc(utcOf(date) + days * dayMs);

/** 0 for Monday … 6 for Sunday: Bulgarian weeks start on Monday. */
export const weekdayIndex = (date: string) => (new Date(utcOf(date)).getUTCDay() + 6) % 7;

export const startOfWeek = (date: string) => addDays(date, -weekdayIndex(date));

const firstOfMonth = (date: string) => `${date.slice(0, 8)}01`;

function addMonths(date: string, months: number): string {
  const d = new Date(utcOf(firstOfMonth(date)));
  d.setUTCMonth(d.getUTCMonth() + months);
  return dateOfUtc(d.getTime());
}

const lastOfMonth = (date: string) => addDays(addMonths(date, 1), -1);

const daysFrom = (first: string, count: number) => Array.from({ length: count }, (_, i) => addDays(first, i));

/** The days a view shows around `anchor`: whole Monday-to-Sunday weeks covering the month, or one week. */
export function visibleDays(view: CalendarView, anchor: string): string[] {
  if (view === 'week') return daysFrom(startOfWeek(anchor), 7);
  const first = startOfWeek(firstOfMonth(anchor));
  const last = addDays(startOfWeek(lastOfMonth(anchor)), 6);
  return daysFrom(first, Math.round((utcOf(last) - utcOf(first)) / dayMs) + 1);
}

/** The anchor one period earlier (-1) or later (+1); months move to their first day. */
export function shiftAnchor(view: CalendarView, anchor: string, step: -1 | 1): string {
  return view === 'week' ? addDays(anchor, 7 * step) : addMonths(anchor, step);
}

/** Monday-first short weekday names of the Bulgarian locale: пон, вто, … нед. */
export function weekdayNames(): string[] {
  return daysFrom('2026-11-16', 7).map((d) => dayjs.utc(d).format('ddd'));
}

/** The title of the period on screen: "ноември 2026", or a week as "16 – 22 ноември 2026". */
export function periodTitle(view: CalendarView, anchor: string): string {
  if (view === 'month') return dayjs.utc(firstOfMonth(anchor)).format('MMMM YYYY');
  const days = visibleDays('week', anchor);
  const first = dayjs.utc(days[0]);
  const last = dayjs.utc(days[6]);
  if (first.year() !== last.year()) return `${first.format('D MMMM YYYY')} – ${last.format('D MMMM YYYY')}`;
  if (first.month() !== last.month()) return `${first.format('D MMMM')} – ${last.format('D MMMM YYYY')}`;
  return `${first.format('D')} – ${last.format('D MMMM YYYY')}`;
}

/** A day's heading in the week view and its accessible name: "понеделник, 16 ноември 2026". */
export const longDayName = (date: string) => dayjs.utc(date).format('dddd, D MMMM YYYY');
export const dayNumber = (date: string) => Number(date.slice(8, 10));
export const shortDate = (date: string) => dayjs.utc(date).format('DD.MM');

/** The first and last Sofia day an event covers (all-day dates are inclusive; a timed end is exclusive). */
export function eventDays(e: CalendarEventLike): { first: string; last: string } {
  if (e.allDay) return { first: e.fromDate.slice(0, 10), last: e.toDate.slice(0, 10) };
  const start = Date.parse(e.fromDate);
  const end = Date.parse(e.toDate);
  const first = sofiaWallClock(start).date;
  const last = end > start ? sofiaWallClock(end - 1).date : first;
  return { first, last: last < first ? first : last };
}

/** The day's events: all-day and multi-day ones first, then by start, then by title (Bulgarian order). */
export function eventsByDay<T extends CalendarEventLike>(events: readonly T[], days: readonly string[]) {
  const collator = new Intl.Collator('bg');
  const out = new Map<string, T[]>(days.map((d) => [d, []]));
  for (const e of events) {
    const { first, last } = eventDays(e);
    for (const day of days) if (day >= first && day <= last) out.get(day)!.push(e);
  }
  const spansDays = (e: T) => e.allDay || eventDays(e).first !== eventDays(e).last;
  for (const list of out.values())
    list.sort(
      (a, b) =>
        Number(spansDays(b)) - Number(spansDays(a)) ||
        Date.parse(a.fromDate) - Date.parse(b.fromDate) ||
        collator.compare(a.title, b.title),
    );
  return out;
}

/** The start time shown on a day's chip: only on the day a timed event starts. */
export function startTimeOn(e: CalendarEventLike, day: string): string | undefined {
  if (e.allDay) return undefined;
  const start = sofiaWallClock(e.fromDate);
  return start.date === day ? start.time : undefined;
}

/**
 * The period in the spec's format ('dddd, D MMMM, YYYY г. , HH:mm ч.'); all-day events show dates only,
 * a one-day all-day event a single date.
 */
export function formatEventPeriod(e: CalendarEventLike): string {
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

/** Whether a day is on screen in the view around `anchor`. */
export const isVisible = (view: CalendarView, anchor: string, day: string) =>
  visibleDays(view, anchor).includes(day);

/** Sofia dates of the period, for the list route (date-only texts are Sofia days on the server). */
export function loadRange(view: CalendarView, anchor: string): { fromDate: string; toDate: string } {
  const days = visibleDays(view, anchor);
  return { fromDate: days[0]!, toDate: days[days.length - 1]! };
}

/** Whether the day belongs to the month on screen (days of the neighbouring months are dimmed). */
export const inMonth = (anchor: string, day: string) => day.slice(0, 7) === anchor.slice(0, 7);
