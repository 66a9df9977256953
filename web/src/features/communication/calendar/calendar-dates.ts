import { daySpanTitle, longDayName, monthTitle, sofiaWallClock } from '../../../ui/format/calendar';

/*
 * The calendar's day arithmetic in the kindergarten's wall clock (Europe/Sofia): days are `YYYY-MM-DD` texts
 * and instants become Sofia days through `sofiaWallClock`; how days read is in ui/format/calendar.
 */
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

/** The title of the period on screen: "ноември 2026", or a week as "16 – 22 ноември 2026". */
export function periodTitle(view: CalendarView, anchor: string): string {
  if (view === 'month') return monthTitle(anchor);
  const days = visibleDays('week', anchor);
  return daySpanTitle(days[0]!, days[6]!);
}

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

/** A day's cell in the month and week grids: a named group of its events, found by tests by its date. */
export const dayCell = (day: string, today: string) => ({
  role: 'group',
  'aria-label': longDayName(day),
  'data-testid': `calendar-day-${day}`,
  'data-today': day === today ? 'true' : undefined,
});
