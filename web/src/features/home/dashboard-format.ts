import { formatDate, formatDateTime, formatTime, sofiaDay } from '../../ui/format/dates';

/** An event's dates as people read them: all-day events as dates, timed ones with their Sofia times. */
export function eventPeriod(e: { fromDate: string; toDate: string; allDay: boolean }): string {
  if (e.allDay) {
    const from = formatDate(e.fromDate);
    const to = formatDate(e.toDate);
    return to && to !== from ? `${from} – ${to}` : from;
  }
  const from = formatDateTime(e.fromDate);
  const to = formatDateTime(e.toDate);
  if (!to || to === from) return from;
  // Same day: the end needs only its time.
  return formatDate(e.fromDate) === formatDate(e.toDate)
    ? `${from} – ${formatTime(e.toDate)}`
    : `${from} – ${to}`;
}

/** A date that is either a day (`2026-11-21`, all-day) or a moment, as a date (with the time for a moment). */
export function eventStart(date: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? formatDate(date) : formatDateTime(date);
}

/** The month of Sofia's today, `MM`. */
export const sofiaMonth = (now = new Date()) => sofiaDay(now).slice(5, 7);

/** A birthday this month as DD.MM (parents see the day only, never the year). */
export const birthdayDay = (day: number, month = sofiaMonth()) => `${String(day).padStart(2, '0')}.${month}`;

/** The age a child turns this year, from a staff member's view of the birth date; null without one. */
export function turnsAge(birthDate: string | null, now = new Date()): number | null {
  if (!birthDate) return null;
  const year = Number(birthDate.slice(0, 4));
  const thisYear = Number(sofiaDay(now).slice(0, 4));
  return Number.isFinite(year) && year > 0 ? thisYear - year : null;
}

/** Bulgarian count agreement for years: 1 година, 3 години. */
export const yearsText = (n: number) => `${n} ${n === 1 ? 'година' : 'години'}`;
