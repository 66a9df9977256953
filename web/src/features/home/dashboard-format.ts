import { formatBgDate, sofiaDate, sofiaDateTime } from '../../ui/format/dates';

/** An event's dates as people read them: all-day events as dates, timed ones with their Sofia times. */
export function eventPeriod(e: { fromDate: string; toDate: string; allDay: boolean }): string {
  if (e.allDay) {
    const from = formatBgDate(e.fromDate);
    const to = formatBgDate(e.toDate);
    return to && to !== from ? `${from} – ${to}` : from;
  }
  const from = sofiaDateTime(e.fromDate);
  const to = sofiaDateTime(e.toDate);
  if (!to || to === from) return from;
  // Same day: the end needs only its time.
  return sofiaDate(e.fromDate) === sofiaDate(e.toDate) ? `${from} – ${to.split(' ')[1]}` : `${from} – ${to}`;
}

/** A date that is either a day (`2026-11-21`, all-day) or a moment, as DD.MM.YYYY (with the time for a moment). */
export function eventStart(date: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? formatBgDate(date) : sofiaDateTime(date);
}

/** The month of Sofia's today, `MM`. */
export const sofiaMonth = (now = new Date()) => sofiaDate(now.toISOString()).slice(3, 5);

/** A birthday this month as DD.MM (parents see the day only, never the year). */
export const birthdayDay = (day: number, month = sofiaMonth()) => `${String(day).padStart(2, '0')}.${month}`;

/** The age a child turns this year, from a staff member's view of the birth date; null without one. */
export function turnsAge(birthDate: string | null, now = new Date()): number | null {
  if (!birthDate) return null;
  const year = Number(birthDate.slice(0, 4));
  const thisYear = Number(sofiaDate(now.toISOString()).slice(6, 10));
  return Number.isFinite(year) && year > 0 ? thisYear - year : null;
}

/** Bulgarian count agreement for years: 1 година, 3 години. */
export const yearsText = (n: number) => `${n} ${n === 1 ? 'година' : 'години'}`;
