import { sofiaParts } from '@gradina/shared/format-dates';
import { sofiaToUtc } from '../../platform/sofia-clock';

/** Dates of the calendar: the kindergarten's wall clock is Europe/Sofia. */
export const timeZone = 'Europe/Sofia';
const dayMs = 86_400_000;

/** The Sofia calendar date (YYYY-MM-DD) of an instant. */
export function sofiaDate(ms: number): string {
  const p = sofiaParts(ms);
  return `${p.y}-${String(p.m).padStart(2, '0')}-${String(p.d).padStart(2, '0')}`;
}

export const isDateOnly = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text);

/** Midnight in Sofia starting a date (YYYY-MM-DD). */
export function startOfSofiaDay(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return sofiaToUtc(y, m, d);
}

export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + days * dayMs).toISOString().slice(0, 10);
}

/**
 * The instant a date text names: a date is midnight in Sofia; a date and time without an offset is Sofia
 * wall-clock time; with an offset or Z it is that instant.
 */
export function instantOf(text: string): number {
  if (isDateOnly(text)) return startOfSofiaDay(text);
  if (/(Z|[+-]\d{2}:\d{2})$/.test(text)) return Date.parse(text);
  const [date, time = '00:00'] = text.split('T') as [string, string?];
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [h, min, sec = '0'] = time.split(':') as [string, string, string?];
  const [s, frac = '0'] = sec.split('.');
  return sofiaToUtc(y, m, d, Number(h), Number(min), Number(s), Number(frac.padEnd(3, '0').slice(0, 3)));
}

/** The Sofia date a date text falls on. */
export const dateOf = (text: string) => (isDateOnly(text) ? text : sofiaDate(instantOf(text)));
