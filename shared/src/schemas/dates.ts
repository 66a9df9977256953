import { z } from 'zod';
import { bgMessages } from '../validation';

/**
 * The years a date of the product may fall in. Staff born in the 1900s must fit; nothing a kindergarten plans
 * lies beyond 2100. A year outside the window is a typing slip (0202 for 2026, 9999 for "forever"), refused
 * with a message instead of a date arithmetic error further on.
 */
export const dateYears = { min: 1900, max: 2100 } as const;

const dateShape = /^(\d{4})-(\d{2})-(\d{2})$/;
const dateTimeShape =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-](\d{2}):(\d{2}))?$/;

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

type DateCheck = 'ok' | 'invalid' | 'outOfWindow';

function checkDay(year: number, month: number, day: number): DateCheck {
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return 'invalid';
  return year < dateYears.min || year > dateYears.max ? 'outOfWindow' : 'ok';
}

/** A calendar date YYYY-MM-DD that exists (no 30 February) and whose year is in the window. */
export function checkDate(text: string): DateCheck {
  const m = dateShape.exec(text);
  return m ? checkDay(Number(m[1]), Number(m[2]), Number(m[3])) : 'invalid';
}

/**
 * A date alone, a local Europe/Sofia date-time (no offset) or an instant (Z or ±hh:mm): every part in its
 * range, the date real and its year in the window.
 */
export function checkDateTime(text: string): DateCheck {
  if (dateShape.test(text)) return checkDate(text);
  const m = dateTimeShape.exec(text);
  if (!m) return 'invalid';
  const [hour, minute, second = '0', offsetHours = '0', offsetMinutes = '0'] = [m[4], m[5], m[6], m[8], m[9]];
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return 'invalid';
  if (Number(offsetHours) > 14 || Number(offsetMinutes) > 59) return 'invalid';
  return checkDay(Number(m[1]), Number(m[2]), Number(m[3]));
}

const refusal = (title: string, check: DateCheck) =>
  check === 'outOfWindow'
    ? bgMessages.dateYears(title, dateYears.min, dateYears.max)
    : bgMessages.date(title);

const dateSchema = (title: string, check: (text: string) => DateCheck, maxLength: number) =>
  z
    .string()
    .trim()
    .max(maxLength)
    .superRefine((text, ctx) => {
      if (text === '') {
        ctx.addIssue({ code: 'custom', message: bgMessages.required(title), input: text });
        return;
      }
      const result = check(text);
      if (result !== 'ok') ctx.addIssue({ code: 'custom', message: refusal(title, result), input: text });
    })
    .meta({ title });

/** A calendar date ('2026-11-21'). */
export const dateField = (title: string) => dateSchema(title, checkDate, 10);

/**
 * A date ('2026-11-21'), a Sofia wall-clock date-time ('2026-11-21T08:30') or an instant
 * ('2026-11-21T06:30:00Z', '2026-11-21T08:30:00+02:00'), as the calendar and polls accept.
 */
export const dateTimeField = (title: string) => dateSchema(title, checkDateTime, 40);
